#!/usr/bin/env bash
# Two tests drive Debian packages: the browser tests Chromium, the rolling-restart test HAProxy.
# `ensure-package.sh chromium|haproxy` installs the one named when it is missing and we may
# (root + apt); otherwise it says how to get it.
set -euo pipefail
case "${1:-}" in
  chromium) path="${CHROMIUM_PATH:-/usr/bin/chromium}" what="The browser tests need Chromium" variable=CHROMIUM_PATH ;;
  haproxy) path="${HAPROXY_PATH:-/usr/sbin/haproxy}" what="The rolling-restart test needs HAProxy" variable=HAPROXY_PATH ;;
  *) echo "usage: ensure-package.sh chromium|haproxy" >&2; exit 2 ;;
esac
if [ -x "$path" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's $1 for the tests…"
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$1" >/dev/null
  exit 0
fi
echo "$what at $path: install it (Debian: sudo apt-get install -y $1) or set $variable." >&2
exit 1
