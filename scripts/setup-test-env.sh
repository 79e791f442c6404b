#!/usr/bin/env bash
# Installs everything the tests need: the npm dependencies, Debian's Chromium and xmllint.
set -euo pipefail
cd "$(dirname "$0")/.."

# npm install rather than npm ci: the registry here lacks some platforms' optional packages
# (e.g. @tailwindcss/oxide-android-arm64), which npm ci insists on finding in the lock file.
npm install --no-audit --no-fund

# Debian's Chromium for the browser tests, and openssl for the TLS proxy's certificate
# (tests/e2e/tls-proxy.ts).
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ ! -x "$CHROMIUM" ] || ! command -v openssl >/dev/null; then
  echo "Installing Debian's Chromium and openssl for the browser tests..."
  SUDO=""
  if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium fonts-dejavu-core openssl >/dev/null
fi
"$CHROMIUM" --version

# xmllint checks the UBL documents against the UBL 2.1 schemas (app/domains/contracts/ubl).
if ! command -v xmllint >/dev/null; then
  echo "Installing Debian's libxml2-utils (xmllint) for the UBL schema checks..."
  SUDO=""
  if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq libxml2-utils >/dev/null
fi
# sed reads the whole output: head would close the pipe early and, under pipefail, fail the script.
xmllint --version 2>&1 | sed -n 1p
