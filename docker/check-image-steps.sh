#!/usr/bin/env bash
# Runs the Dockerfile's steps without Docker: the build context as .dockerignore leaves it, npm ci,
# build, prune to production dependencies, the runtime files only, then the migration and the server
# as an unprivileged user against an empty PostgreSQL database ($CHECK_DATABASE_URL), with the Node
# found first on PATH (npm scripts put the project's pinned Node there). Exits non-zero if any step
# or any answer is wrong. tests/integration/image-steps.test.ts runs it with a database of its own.
set -euo pipefail
cd "$(dirname "$0")/.."
database_url="${CHECK_DATABASE_URL:?set CHECK_DATABASE_URL to an empty PostgreSQL database}"

work="$(mktemp -d)"
server_pid=""
cleanup() {
  [ -n "${server_pid}" ] && kill "${server_pid}" 2>/dev/null || true
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
# The runtime user may read and run the app, not change it. The image's Node is 24, like the pinned one.
cp "$(command -v node)" "${work}/bin/node"
chmod -R a+rX "${work}"
chmod 755 "${work}/bin/node"

# Replaces the calling (sub)shell with the command, so a background job's PID is the server's own.
run_unprivileged() {
  cd "${work}/runtime" && exec setpriv --reuid=65534 --regid=65534 --clear-groups \
    env -i PATH="${work}/bin:/usr/bin:/bin" HOME=/tmp NODE_ENV=production HOST=127.0.0.1 \
    PORT="${port}" DATABASE_URL="${database_url}" DATA_DIR=/tmp/ironbark-check LOG_LEVEL=warn "$@"
}

port="$(node -e 'const s = require("node:net").createServer().listen(0, "127.0.0.1", () => { console.log(s.address().port); s.close(); })')"

echo "== migration command, as an unprivileged user"
(run_unprivileged node build/server/migrate.js)

echo "== the image's command, as an unprivileged user, with production dependencies only"
read -r -a image_command <<< "$(node -e 'const m = /^CMD (\[.*\])$/m.exec(require("node:fs").readFileSync("Dockerfile", "utf8")); console.log(JSON.parse(m[1]).join(" "))')"
echo "   ${image_command[*]}"
run_unprivileged "${image_command[@]}" &
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
