#!/usr/bin/env bash
# All the tests (npm test): generated files up to date, types, lint, the build, every unit and
# integration suite with a real gnome-keyring on a private D-Bus session and a real PostgreSQL
# (scripts/test-database.sh), and beside them the browser suites in Debian's Chromium (and the Electron
# suite where Electron's binary is present).
# Ends with one "N passed, N failed" line for all of them.
set -euo pipefail
cd "$(dirname "$0")/.."

reports=$(mktemp -d -t acs-vitest.XXXXXX)
source scripts/test-database.sh
suites_tmp=
trap 'rm -rf "$reports" ${suites_tmp:+"$suites_tmp"}; stop_throwaway_cluster' EXIT

node scripts/gen-api.mjs --check
# The lint (a minute or more of one core, the longest of the checks) runs beside the type checks and the
# build, and then beside the suites, which wait more than they compute; its output and status come at the
# end. The build or the type checks failing ends the run here (after the lint, with its output).
npm run --silent lint > "$reports/lint.log" 2>&1 &
lint=$!
checks=0
# The build first: its tsc of electron/ writes out/node/.tsbuildinfo, so the type check of the same program
# then reads its findings instead of checking it again (cold: 28-30 CPU-s for both, against 41 the other way).
npm run --silent build > "$reports/build-app.log" 2>&1 || {
  checks=$?
  cat "$reports/build-app.log"
}
[ "$checks" -ne 0 ] || npm run --silent typecheck || checks=$?
if [ "$checks" -ne 0 ]; then
  wait "$lint" || true
  cat "$reports/lint.log"
  exit "$checks"
fi

choose_test_database
# The suites' temporary files (profiles, caches, exports, browser profiles) go to a tmpfs where there is one:
# SQLite's many small commits to a disk cost the sync simulations about a third of their time, and the whole
# run 12% (1,658 s against 1,455 s, one run each). Mode 1777 as /tmp: a throwaway PostgreSQL and other users'
# processes make their own folders in it.
if [ -d /dev/shm ] && [ -w /dev/shm ] && [ "$(stat -f -c %T /dev/shm)" = tmpfs ]; then
  suites_tmp=$(mktemp -d /dev/shm/acs-test-tmp.XXXXXX)
  chmod 1777 "$suites_tmp"
  export TMPDIR=$suites_tmp
fi
# The tests' build (test hooks on) once, before the suites start side by side: each suite's global set-up
# then finds it current, and no two of them build at once.
npx vite-node test/support/build-current-now.ts > "$reports/build.log" 2>&1 || {
  cat "$reports/build.log"
  wait "$lint" || true
  cat "$reports/lint.log"
  exit 1
}
# Electron needs a display: where it is installed and there is none, the browser suites run under
# a virtual one. Where the Electron suite cannot run, electron-e2e-check says why in one line.
display=()
if node scripts/electron-binary.mjs > /dev/null && [ -z "${DISPLAY:-}${WAYLAND_DISPLAY:-}" ] &&
  command -v xvfb-run > /dev/null; then
  display=(xvfb-run -a)
fi
status=0
echo "test: the checks and the builds took $SECONDS s"
# Two lanes side by side, as much of the suites' time is waiting (on a room's lease, a poll, a browser). The
# integration suites (vitest.config.ts, three files at a time) start at once, beside the unit files; the
# browser suites (two at a time), then the few that need a process each (vitest.isolated.config.ts), follow the
# unit files, which compute: beside the browsers their simulations slowed down many times over.
core_status=0
(
  lane=0
  bash scripts/with-keyring.sh npx vitest run --exclude 'test/unit/**' --passWithNoTests --reporter=default \
    --reporter=json --outputFile.json="$reports/core.json" "$@" || lane=$?
  echo "test: the integration lane ended at $SECONDS s"
  exit "$lane"
) > "$reports/core.log" 2>&1 &
core=$!
# Many unit files to a process (vitest.unit.config.ts). --passWithNoTests: files named on the command line may
# all be in another phase.
bash scripts/with-keyring.sh npx vitest run -c vitest.unit.config.ts --passWithNoTests --reporter=default \
  --reporter=json --outputFile.json="$reports/unit.json" "$@" || status=$?
echo "test: the unit files ended at $SECONDS s"
"${display[@]}" node scripts/electron-e2e-check.mjs || true
"${display[@]}" npx vitest run -c vitest.e2e.config.ts --reporter=default --reporter=json \
  --outputFile.json="$reports/e2e.json" "$@" || status=$?
bash scripts/with-keyring.sh npx vitest run -c vitest.isolated.config.ts --passWithNoTests --reporter=default \
  --reporter=json --outputFile.json="$reports/isolated.json" "$@" || status=$?
echo "test: the browser lane ended at $SECONDS s"
echo "test: the integration suites (they ran beside the others):"
wait "$core" || core_status=$?
cat "$reports/core.log"
[ "$core_status" -eq 0 ] || status=$core_status
lint_status=0
wait "$lint" || lint_status=$?
echo "test: the lint (it ran beside the type checks and the suites):"
cat "$reports/lint.log"
[ "$lint_status" -eq 0 ] || status=$lint_status
node scripts/test-summary.mjs "$reports"/{unit,core,isolated,e2e}.json || true
# The suites' count says nothing of the lint: a failed lint is said last, where the eye lands.
[ "$lint_status" -eq 0 ] || echo "test: the lint FAILED (its output is above)"
exit "$status"
