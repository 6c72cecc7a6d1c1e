// "Start at login" on Linux, where Electron's setLoginItemSettings does nothing: an XDG autostart
// entry (~/.config/autostart/acs-monitor.desktop) that desktops run at login. No Electron import, so
// it is unit-tested in plain Node.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';

export function autostartFile(env: NodeJS.ProcessEnv, home: string = homedir()): string {
  const configHome = env.XDG_CONFIG_HOME?.trim() ? env.XDG_CONFIG_HOME : join(home, '.config');
  return join(configHome, 'autostart', 'acs-monitor.desktop');
}

/**
 * The command that starts this app: the AppImage itself (its execPath is a mount that changes each
 * run), else the binary; an unpackaged app also needs its folder.
 */
export function launchCommand(execPath: string, env: NodeJS.ProcessEnv, unpackagedAppPath: string | null): string[] {
  if (env.APPIMAGE?.trim()) return [env.APPIMAGE];
  return unpackagedAppPath === null ? [execPath] : [execPath, unpackagedAppPath];
}

// The Desktop Entry spec: an argument with reserved characters is double-quoted, with " ` $ and \
// escaped inside; then the value itself escapes \ again, and % is doubled (field codes).
const RESERVED = /[\s"'\\><~|&;$*?#()`]/;

export function desktopExecValue(argument: string): string {
  const quoted = RESERVED.test(argument) ? `"${argument.replace(/["`$\\]/g, '\\$&')}"` : argument;
  return quoted.replace(/\\/g, '\\\\').replace(/%/g, '%%');
}

export function autostartEntry(command: readonly string[]): string {
  return [
    '[Desktop Entry]',
    'Type=Application',
    'Name=ACS Monitor',
    'Comment=Guard-workstation monitor for an access control service',
    `Exec=${command.map(desktopExecValue).join(' ')}`,
    'Terminal=false',
    'X-GNOME-Autostart-enabled=true',
    '',
  ].join('\n');
}

/** Writes the entry (starting `command`) or removes it. */
export function setLinuxAutostart(
  enabled: boolean,
  command: readonly string[],
  env: NodeJS.ProcessEnv,
  home: string = homedir(),
): void {
  const file = autostartFile(env, home);
  if (!enabled) {
    rmSync(file, { force: true });
    return;
  }
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, autostartEntry(command));
}
