#!/usr/bin/env bash
# The one set-up command (npm run setup): system packages where it can install them, the npm
# dependencies (native modules built from source), and the build. Safe to run again.
set -euo pipefail
cd "$(dirname "$0")/.."

# Installs the Debian packages of the list that are missing (as root, or through sudo).
install_packages() {
  local missing=() package
  for package in "$@"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q 'install ok installed' || missing+=("$package")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  local as_root
  if [ "$(id -u)" -eq 0 ]; then as_root=(); elif command -v sudo >/dev/null && sudo -n true 2>/dev/null; then as_root=(sudo); else as_root=(none); fi
  if [ "${as_root[0]:-}" = none ] || ! command -v apt-get >/dev/null; then
    echo "setup: cannot install system packages here; install them first: ${missing[*]}" >&2
    exit 1
  fi
  echo "setup: installing system packages: ${missing[*]}"
  "${as_root[@]}" apt-get update -q
  DEBIAN_FRONTEND=noninteractive "${as_root[@]}" apt-get install -y -q --no-install-recommends "${missing[@]}"
}

# keytar builds against libsecret and talks to a Secret Service (gnome-keyring over D-Bus) in tests;
# Playwright drives Debian's Chromium; the benchmarks compare with the sqlite3 CLI; faketime runs a
# monitor on a workstation clock that is wrong (the alarm tests); LibreOffice Calc opens the CSV export as a
# spreadsheet would (the export tests: dates, and formulas kept inert in a ';' locale; Calc takes its separators from
# the import's options, not the system locale, so no locale needs generating); PostgreSQL is the control room's
# shared database (its tests start a throwaway cluster where no server answers on 5432); the demo's cameras
# write the door's name and the time on their pictures in DejaVu Sans; ffmpeg reads the cameras that only
# stream RTSP (the monitor's side) and serves the demo's RTSP camera.
install_packages python3 make g++ pkg-config libsecret-1-dev dbus dbus-x11 gnome-keyring chromium sqlite3 faketime \
  libreoffice-calc-nogui postgresql fonts-dejavu-core ffmpeg

# Native modules (better-sqlite3, keytar) build from source: their prebuilt downloads are not reachable.
# Not `npm ci`: it refuses the lockfile this npm writes (other platforms' optional packages are left out).
npm install --no-audit --no-fund
npm run build
# Where Electron's binary is present, its e2e suite runs on a virtual display and shows notifications.
if node scripts/electron-binary.mjs > /dev/null; then install_packages xvfb xauth libnotify4; fi
echo "setup: done. Run the app's main job with: npm start    Tests: npm test"
