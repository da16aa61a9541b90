#!/usr/bin/env bash
# The e2e suite runs in Debian's Chromium; install it when missing (root, as on CI machines).
set -euo pipefail
browser="${CHROMIUM_PATH:-/usr/bin/chromium}"
[ -x "$browser" ] && exit 0
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing Chromium from Debian for the e2e tests…"
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  exit 0
fi
echo "The e2e tests need Chromium at $browser. Install it (sudo apt-get install chromium) or set CHROMIUM_PATH." >&2
exit 1
