#!/usr/bin/env bash
# Runs a command with a real, unlocked gnome-keyring on a private D-Bus session, so keytar reaches a
# real Secret Service. The keyring lives in a temporary folder (the developer's own is never touched)
# and goes away afterwards. The command gets ACS_TEST_KEYRING=1 when the keyring started; without
# dbus-run-session or gnome-keyring-daemon it runs with no keychain and the keychain tests skip.
# Usage: bash scripts/with-keyring.sh COMMAND [ARGUMENTS…]   (exit status: the command's)
set -uo pipefail

if [ "$#" -eq 0 ]; then
  echo "usage: bash scripts/with-keyring.sh COMMAND [ARGUMENTS…]" >&2
  exit 2
fi

# Second stage, inside dbus-run-session: start the keyring, run the command, stop the keyring.
if [ "${1:-}" = "--inside-session" ]; then
  shift
  keyring_home="$WITH_KEYRING_HOME"
  unset WITH_KEYRING_HOME
  # The daemon reads the login keyring's password on stdin (a fixed one creates and unlocks it), forks
  # and returns. With --unlock it prints no variables today; export any VARIABLE=value it does print
  # (e.g. GNOME_KEYRING_CONTROL) should that change. It claims its bus name a moment later: wait for
  # that, then find the daemon by that name to stop it afterwards (it outlives the bus).
  daemon_pid=
  if daemon_output=$(printf 'acs-monitor-test' | HOME="$keyring_home" XDG_DATA_HOME="$keyring_home/data" \
      XDG_CONFIG_HOME="$keyring_home/config" XDG_CACHE_HOME="$keyring_home/cache" \
      gnome-keyring-daemon --unlock --components=secrets) &&
    gdbus wait --session --timeout 10 org.freedesktop.secrets; then
    while IFS= read -r line; do
      case "$line" in [A-Z_]*=*) export "${line?}" ;; esac
    done <<<"$daemon_output"
    daemon_pid=$(dbus-send --session --print-reply=literal --dest=org.freedesktop.DBus /org/freedesktop/DBus \
      org.freedesktop.DBus.GetConnectionUnixProcessID string:org.freedesktop.secrets | awk '{print $2}')
  fi
  if [ -n "$daemon_pid" ]; then
    export ACS_TEST_KEYRING=1
  else
    echo "with-keyring: gnome-keyring-daemon did not start a Secret Service; the keychain tests run against no keychain." >&2
  fi
  if [ -n "${WITH_KEYRING_RUNTIME_DIR+set}" ]; then export XDG_RUNTIME_DIR="$WITH_KEYRING_RUNTIME_DIR"; else unset XDG_RUNTIME_DIR; fi
  unset WITH_KEYRING_RUNTIME_DIR
  "$@"
  status=$?
  if [ -n "$daemon_pid" ]; then kill "$daemon_pid" 2>/dev/null; fi
  exit "$status"
fi

if ! command -v dbus-run-session >/dev/null || ! command -v dbus-send >/dev/null ||
  ! command -v gdbus >/dev/null || ! command -v gnome-keyring-daemon >/dev/null; then
  echo "with-keyring: dbus-run-session, dbus-send, gdbus or gnome-keyring-daemon is missing (apt install dbus gnome-keyring libglib2.0-bin); the keychain tests run against no keychain." >&2
  exec "$@"
fi

keyring_home=$(mktemp -d -t acs-keyring.XXXXXX) || exit 1
trap 'rm -rf "$keyring_home"' EXIT
mkdir -m 700 "$keyring_home/data" "$keyring_home/config" "$keyring_home/cache" "$keyring_home/runtime"

# The private bus and the daemon use a private runtime folder; the command gets the caller's back.
if [ -n "${XDG_RUNTIME_DIR+set}" ]; then export WITH_KEYRING_RUNTIME_DIR="$XDG_RUNTIME_DIR"; fi
WITH_KEYRING_HOME="$keyring_home" XDG_RUNTIME_DIR="$keyring_home/runtime" \
  dbus-run-session -- bash "${BASH_SOURCE[0]}" --inside-session "$@"
exit $?
