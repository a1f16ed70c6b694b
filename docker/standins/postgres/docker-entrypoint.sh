#!/bin/sh
# The official postgres image's start-up contract on Debian's PostgreSQL: as root, hand the data
# directory to postgres and drop privileges; on an empty data directory, create the cluster with
# POSTGRES_USER (default postgres) as superuser and POSTGRES_PASSWORD, and POSTGRES_DB (default: the
# user's name) on a server that listens on the socket only; then start the real server on all
# interfaces, so a client that reaches port 5432 always finds the database ready.
set -eu

if [ "${1:-}" != postgres ]; then
  exec "$@"
fi

if [ "$(id -u)" = 0 ]; then
  mkdir -p "$PGDATA" /var/run/postgresql
  chown -R postgres:postgres "$PGDATA" /var/run/postgresql
  chmod 0700 "$PGDATA"
  exec setpriv --reuid=postgres --regid=postgres --init-groups "$0" "$@"
fi

user="${POSTGRES_USER:-postgres}"
database="${POSTGRES_DB:-$user}"

if [ ! -s "$PGDATA/PG_VERSION" ]; then
  if [ -z "${POSTGRES_PASSWORD:-}" ]; then
    echo "error: the database is uninitialized and POSTGRES_PASSWORD is not set" >&2
    exit 1
  fi
  password_file="$(mktemp)"
  printf '%s\n' "$POSTGRES_PASSWORD" > "$password_file"
  initdb --username="$user" --pwfile="$password_file" --auth-local=trust --auth-host=scram-sha-256 \
    --encoding=UTF8 --locale=C.UTF-8 -D "$PGDATA"
  rm -f "$password_file"
  printf '\nhost all all all scram-sha-256\n' >> "$PGDATA/pg_hba.conf"
  printf "\nlisten_addresses = '*'\n" >> "$PGDATA/postgresql.conf"

  pg_ctl -D "$PGDATA" -o "-c listen_addresses=''" -w start
  if [ "$database" != postgres ]; then
    psql --username="$user" --dbname=postgres --set ON_ERROR_STOP=1 --no-psqlrc \
      --command "CREATE DATABASE \"$database\""
  fi
  pg_ctl -D "$PGDATA" -m fast -w stop
  echo "PostgreSQL init process complete; ready for start up."
fi

exec "$@"
