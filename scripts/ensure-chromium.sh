#!/usr/bin/env bash
# The browser tests drive Debian's Chromium. Install it when missing and we may (root + apt).
set -euo pipefail
browser="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$browser" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's chromium for the browser tests…"
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  exit 0
fi
echo "The browser tests need Chromium at $browser: install it (Debian: sudo apt-get install -y chromium) or set CHROMIUM_PATH." >&2
exit 1
