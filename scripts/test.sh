#!/usr/bin/env bash
# All the tests (npm test): generated files up to date, types, lint, then every vitest suite with a
# real gnome-keyring on a private D-Bus session. Ends with one "N passed, N failed" line.
set -euo pipefail
cd "$(dirname "$0")/.."

node scripts/gen-api.mjs --check
npm run --silent typecheck
npm run --silent lint
npm run --silent build:node

report=$(mktemp -t acs-vitest.XXXXXX.json)
trap 'rm -f "$report"' EXIT
status=0
bash scripts/with-keyring.sh npx vitest run --reporter=default --reporter=json --outputFile.json="$report" "$@" || status=$?
node scripts/test-summary.mjs "$report" || true
exit "$status"
