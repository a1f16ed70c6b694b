#!/usr/bin/env bash
# Runs the Dockerfile's steps without Docker: the build context as .dockerignore leaves it, npm ci,
# build, prune to production dependencies, the runtime files only, then the migration and the server
# as an unprivileged user against PostgreSQL ($CHECK_DATABASE_URL, an admin URL to create a scratch
# database in). Exits non-zero if any step or any answer is wrong.
set -euo pipefail
cd "$(dirname "$0")/.."
admin_url="${CHECK_DATABASE_URL:?set CHECK_DATABASE_URL to a PostgreSQL admin URL}"

work="$(mktemp -d)"
db="ironbark_image_check_$$"
server_pid=""
cleanup() {
  [ -n "${server_pid}" ] && kill "${server_pid}" 2>/dev/null || true
  psql "${admin_url}" -qc "DROP DATABASE IF EXISTS ${db} WITH (FORCE)" >/dev/null 2>&1 || true
  rm -rf "${work}"
}
trap cleanup EXIT

echo "== build context"
mkdir -p "${work}/context" "${work}/runtime" "${work}/bin"
grep -v '^\s*#' .dockerignore | sed '/^\s*$/d' > "${work}/ignore"
tar -c -X "${work}/ignore" . | tar -x -C "${work}/context"

echo "== npm ci, build, prune (the build stage)"
(cd "${work}/context" && npm ci --no-audit --no-fund --loglevel=error && npm run build >/dev/null && npm prune --omit=dev --no-audit --no-fund --loglevel=error)

echo "== runtime files (the runtime stage)"
for item in package.json node_modules build; do cp -R "${work}/context/${item}" "${work}/runtime/"; done
# The runtime user may read and run the app, not change it.
cp "$(command -v node)" "${work}/bin/node"
chmod -R a+rX "${work}"
chmod 755 "${work}/bin/node"

# Replaces the calling (sub)shell with the command, so a background job's PID is the server's own.
run_unprivileged() {
  cd "${work}/runtime" && exec setpriv --reuid=65534 --regid=65534 --clear-groups \
    env -i PATH="${work}/bin:/usr/bin:/bin" HOME=/tmp NODE_ENV=production HOST=127.0.0.1 \
    PORT="${port}" DATABASE_URL="${database_url}" DATA_DIR=/tmp/ironbark-check LOG_LEVEL=warn "$@"
}

psql "${admin_url}" -qc "CREATE DATABASE ${db}" >/dev/null
database_url="$(node -e 'const u = new URL(process.argv[1]); u.pathname = "/" + process.argv[2]; console.log(u.href)' "${admin_url}" "${db}")"
port="$(node -e 'const s = require("node:net").createServer().listen(0, "127.0.0.1", () => { console.log(s.address().port); s.close(); })')"

echo "== migration command, as an unprivileged user"
(run_unprivileged node build/server/migrate.js)

echo "== server, as an unprivileged user, with production dependencies only"
run_unprivileged node build/server/main.js &
server_pid=$!
for _ in $(seq 1 100); do
  curl -fsS "http://127.0.0.1:${port}/healthz" >/dev/null 2>&1 && break
  sleep 0.2
done
check() {
  local path="$1" expected="$2" status
  status="$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:${port}${path}")"
  echo "   ${path} -> ${status}"
  [ "${status}" = "${expected}" ]
}
check /healthz 200
check /readyz 200
check / 200
check /blog/south-austin-playbook 200
check /api/blog/views 200
check /no-such-page 404

echo "== SIGTERM: exits 0"
kill -TERM "${server_pid}"
wait "${server_pid}"
server_pid=""
echo "image steps: ok"
