#!/bin/sh
# The nginx image's template contract: each /etc/nginx/templates/NAME.template becomes
# /etc/nginx/conf.d/NAME, with ${VAR} replaced for the environment variables whose names match
# NGINX_ENVSUBST_FILTER (all of them when it is unset); other ${...} text, such as nginx's own
# variables, is left alone.
set -eu

templates="${NGINX_ENVSUBST_TEMPLATE_DIR:-/etc/nginx/templates}"
output="${NGINX_ENVSUBST_OUTPUT_DIR:-/etc/nginx/conf.d}"
suffix="${NGINX_ENVSUBST_TEMPLATE_SUFFIX:-.template}"

if [ "${1:-}" = nginx ] && [ -d "$templates" ]; then
  names="$(env | sed -n 's/^\([A-Za-z_][A-Za-z0-9_]*\)=.*/\1/p' | grep -E -- "${NGINX_ENVSUBST_FILTER:-.}" || true)"
  variables=""
  for name in $names; do variables="$variables \${$name}"; done
  for template in "$templates"/*"$suffix"; do
    [ -f "$template" ] || continue
    target="$output/$(basename "$template" "$suffix")"
    echo "$0: rendering $template to $target"
    envsubst "$variables" < "$template" > "$target"
  done
fi

exec "$@"
