#!/usr/bin/env bash
# First step of `npm test`: the browser, edge, manifest, HTML-checker, monitoring and container tests
# need Chromium, nginx, kubectl, setpriv, Java (the Nu HTML Checker), Prometheus with promtool, the
# nginx Prometheus exporter, mtail, a container engine with compose (mmdebstrap builds the base
# images where no registry answers) and a font with Arial's metrics (the display face's local fallback,
# tests/e2e/display-font.spec.ts). Finds them; when missing and running as root on Debian, installs
# them with apt (and says so) and starts the Docker daemon if none answers; otherwise stops with one
# line naming what to install or start. Container tests never skip: no engine, no tests.
set -euo pipefail

declare -A package_for=(
  [chromium]=chromium [nginx]=nginx [kubectl]=kubernetes-client [setpriv]=util-linux
  [dockerd]=docker.io [docker-compose]=docker-compose [mmdebstrap]=mmdebstrap [java]=default-jre-headless
  [prometheus]=prometheus [promtool]=prometheus [prometheus-nginx-exporter]=prometheus-nginx-exporter [mtail]=mtail
)
can_install() { [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; }
engine_answers() { command -v docker >/dev/null 2>&1 && docker info >/dev/null 2>&1; }
compose_found() { docker compose version >/dev/null 2>&1 || command -v docker-compose >/dev/null 2>&1; }
arial_metrics_found() {
  command -v fc-list >/dev/null 2>&1 && fc-list ':style=Bold' family | grep -q -E '^(Arial|Liberation Sans|Arimo|Helvetica)(,|$)'
}

missing=()
for tool in chromium nginx kubectl setpriv mmdebstrap java prometheus promtool prometheus-nginx-exporter mtail; do
  if [ "${tool}" = chromium ] && [ -n "${CHROMIUM_PATH:-}" ] && [ -x "${CHROMIUM_PATH}" ]; then continue; fi
  command -v "${tool}" >/dev/null 2>&1 || missing+=("${package_for[${tool}]}")
done
# A docker CLI alone is not an engine: without a daemon that answers, the daemon's package is needed.
if ! engine_answers && ! command -v dockerd >/dev/null 2>&1; then missing+=(docker.io); fi
compose_found || missing+=(docker-compose)
arial_metrics_found || missing+=(fonts-liberation)

if [ "${#missing[@]}" -gt 0 ]; then
  if ! can_install; then
    echo "setup: the tests need these packages; install them first: ${missing[*]} (Debian/Ubuntu: sudo apt-get install ${missing[*]})" >&2
    exit 1
  fi
  echo "setup: installing ${missing[*]} with apt-get"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  # Each package once (prometheus brings both prometheus and promtool).
  mapfile -t missing < <(printf '%s\n' "${missing[@]}" | sort -u)
  apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

if ! engine_answers; then
  if ! can_install; then
    echo "setup: no Docker daemon answers; start it first (sudo systemctl start docker, or sudo dockerd)" >&2
    exit 1
  fi
  echo "setup: starting dockerd (log: /var/log/dockerd.log)"
  setsid dockerd >>/var/log/dockerd.log 2>&1 < /dev/null &
  for _ in $(seq 1 60); do
    engine_answers && break
    sleep 1
  done
  if ! engine_answers; then
    echo "setup: dockerd did not answer within 60 s; see /var/log/dockerd.log" >&2
    exit 1
  fi
fi
