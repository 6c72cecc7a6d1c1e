#!/usr/bin/env bash
# All the tests (npm test): generated files up to date, types, lint, the build, every unit and
# integration suite with a real gnome-keyring on a private D-Bus session, then the browser suites
# in Debian's Chromium (and the Electron suite where Electron's binary is present).
# Ends with one "N passed, N failed" line for all of them.
set -euo pipefail
cd "$(dirname "$0")/.."

node scripts/gen-api.mjs --check
npm run --silent typecheck
npm run --silent lint
npm run --silent build > /dev/null

reports=$(mktemp -d -t acs-vitest.XXXXXX)
trap 'rm -rf "$reports"' EXIT
status=0
bash scripts/with-keyring.sh npx vitest run --reporter=default --reporter=json \
  --outputFile.json="$reports/core.json" "$@" || status=$?
if ! node scripts/electron-binary.mjs > /dev/null; then
  echo "Electron e2e: skipped, Electron's binary is not installed on this machine (set ELECTRON_OVERRIDE_DIST_PATH to one)."
fi
npx vitest run -c vitest.e2e.config.ts --reporter=default --reporter=json \
  --outputFile.json="$reports/e2e.json" "$@" || status=$?
node scripts/test-summary.mjs "$reports"/*.json || true
exit "$status"
