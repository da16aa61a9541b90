#!/usr/bin/env bash
# The portal host's TLS permission test checks docker/Caddyfile with Debian's caddy; install it
# when missing (root, as on CI machines), as e2e/ensure-chromium.sh does for Chromium.
set -euo pipefail
command -v caddy >/dev/null 2>&1 && exit 0
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing caddy from Debian for the Caddyfile check…"
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq caddy >/dev/null
  exit 0
fi
echo "The portal host's tests need Debian's caddy to check docker/Caddyfile. Install it (sudo apt-get install caddy)." >&2
exit 1
