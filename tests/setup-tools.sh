#!/usr/bin/env bash
# First step of `npm test`: the browser, edge and manifest tests need Chromium, nginx and kubectl.
# Finds them; when missing and running as root on Debian, installs them with apt (and says so);
# otherwise stops with one line naming what to install.
set -euo pipefail

declare -A package_for=([chromium]=chromium [nginx]=nginx [kubectl]=kubernetes-client [setpriv]=util-linux)
missing=()
for tool in chromium nginx kubectl setpriv; do
  if [ "${tool}" = chromium ] && [ -n "${CHROMIUM_PATH:-}" ] && [ -x "${CHROMIUM_PATH}" ]; then continue; fi
  command -v "${tool}" >/dev/null 2>&1 || missing+=("${package_for[${tool}]}")
done
[ "${#missing[@]}" -eq 0 ] && exit 0

if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "setup: installing ${missing[*]} with apt-get"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  exit 0
fi

echo "setup: the tests need these packages; install them first: ${missing[*]} (Debian/Ubuntu: sudo apt-get install ${missing[*]})" >&2
exit 1
