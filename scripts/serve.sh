#!/usr/bin/env bash
# Installs dependencies, builds the site when the build is missing or older than the sources,
# then serves it with our server on $PORT (default 3000).
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  npm install --no-audit --no-fund
fi

stamp=build/client/index.html
if [ ! -f "$stamp" ] || [ ! -f build/server-app/index.js ] || [ -n "$(find app server public scripts react-router.config.ts vite.config.ts package.json -newer "$stamp" -type f -print -quit 2>/dev/null)" ]; then
  npm run build
fi

exec npm start
