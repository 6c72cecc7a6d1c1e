#!/usr/bin/env bash
# All the tests (npm test): generated files up to date, types, lint, the build, every unit and
# integration suite with a real gnome-keyring on a private D-Bus session and a real PostgreSQL
# (scripts/test-database.sh), then the browser suites in Debian's Chromium (and the Electron suite
# where Electron's binary is present).
# Ends with one "N passed, N failed" line for all of them.
set -euo pipefail
cd "$(dirname "$0")/.."

reports=$(mktemp -d -t acs-vitest.XXXXXX)
source scripts/test-database.sh
trap 'rm -rf "$reports"; stop_throwaway_cluster' EXIT

node scripts/gen-api.mjs --check
# The lint (about a minute of one core) runs beside the type checks and then the build, on the other
# core; its output follows theirs. Any of them failing ends the run here, as each alone did.
npm run --silent lint > "$reports/lint.log" 2>&1 &
lint=$!
checks=0
{ npm run --silent typecheck && npm run --silent build > /dev/null; } || checks=$?
wait "$lint" || checks=$?
cat "$reports/lint.log"
[ "$checks" -eq 0 ] || exit "$checks"

choose_test_database
status=0
# The unit files first, many to a process (vitest.unit.config.ts), then the other suites, each file in a
# process of its own. --passWithNoTests: files named on the command line may all be in the other phase.
bash scripts/with-keyring.sh npx vitest run -c vitest.unit.config.ts --passWithNoTests --reporter=default \
  --reporter=json --outputFile.json="$reports/unit.json" "$@" || status=$?
bash scripts/with-keyring.sh npx vitest run --exclude 'test/unit/**' --passWithNoTests --reporter=default \
  --reporter=json --outputFile.json="$reports/core.json" "$@" || status=$?
# Electron needs a display: where it is installed and there is none, the browser suites run under
# a virtual one. Where the Electron suite cannot run, electron-e2e-check says why in one line.
display=()
if node scripts/electron-binary.mjs > /dev/null && [ -z "${DISPLAY:-}${WAYLAND_DISPLAY:-}" ] &&
  command -v xvfb-run > /dev/null; then
  display=(xvfb-run -a)
fi
"${display[@]}" node scripts/electron-e2e-check.mjs || true
"${display[@]}" npx vitest run -c vitest.e2e.config.ts --reporter=default --reporter=json \
  --outputFile.json="$reports/e2e.json" "$@" || status=$?
node scripts/test-summary.mjs "$reports"/*.json || true
exit "$status"
