#!/usr/bin/env bash
# Installs everything the tests need: the npm dependencies and Debian's Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."

npm ci --no-audit --no-fund

CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ ! -x "$CHROMIUM" ]; then
  echo "Installing Debian's Chromium for the browser tests..."
  SUDO=""
  if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium fonts-dejavu-core >/dev/null
fi
"$CHROMIUM" --version
