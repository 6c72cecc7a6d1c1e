// "Start at login" on Linux: the XDG autostart entry, written to and removed from a real folder.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  autostartEntry,
  autostartFile,
  desktopExecValue,
  launchCommand,
  setLinuxAutostart,
} from '../../electron/main/autostart-linux.js';

const home = mkdtempSync(join(tmpdir(), 'acs-autostart-'));
afterAll(() => rmSync(home, { recursive: true, force: true }));

describe('the autostart entry', () => {
  it('lives in XDG_CONFIG_HOME/autostart, or ~/.config/autostart', () => {
    expect(autostartFile({ XDG_CONFIG_HOME: '/cfg' }, '/home/guard')).toBe('/cfg/autostart/acs-monitor.desktop');
    expect(autostartFile({}, '/home/guard')).toBe('/home/guard/.config/autostart/acs-monitor.desktop');
  });

  it('starts the AppImage itself, the installed binary, or an unpackaged app with its folder', () => {
    const appImage = { APPIMAGE: '/home/guard/Apps/ACS Monitor-1.0.0.AppImage' };
    expect(launchCommand('/tmp/.mount_ACSxyz/acs-monitor', appImage, null)).toEqual([appImage.APPIMAGE]);
    expect(launchCommand('/opt/ACS Monitor/acs-monitor', {}, null)).toEqual(['/opt/ACS Monitor/acs-monitor']);
    expect(launchCommand('/usr/bin/electron', {}, '/src/acs-monitor')).toEqual([
      '/usr/bin/electron',
      '/src/acs-monitor',
    ]);
  });

  it('quotes and escapes the command as the Desktop Entry spec asks', () => {
    expect(desktopExecValue('/opt/acs-monitor/acs-monitor')).toBe('/opt/acs-monitor/acs-monitor');
    expect(desktopExecValue('/opt/ACS Monitor/acs-monitor')).toBe('"/opt/ACS Monitor/acs-monitor"');
    expect(desktopExecValue('/home/g$uard/100%/a"b')).toBe('"/home/g\\\\$uard/100%%/a\\\\"b"');
    expect(autostartEntry(['/opt/ACS Monitor/acs-monitor'])).toContain('\nExec="/opt/ACS Monitor/acs-monitor"\n');
  });

  it('is written when the guard turns it on and removed when turned off', () => {
    const env = { XDG_CONFIG_HOME: join(home, 'config') };
    const file = autostartFile(env);
    setLinuxAutostart(true, ['/opt/ACS Monitor/acs-monitor'], env);
    expect(readFileSync(file, 'utf8')).toMatch(/^\[Desktop Entry\]\nType=Application\nName=ACS Monitor\n/);
    setLinuxAutostart(false, ['/opt/ACS Monitor/acs-monitor'], env);
    expect(existsSync(file)).toBe(false);
    setLinuxAutostart(false, ['/opt/ACS Monitor/acs-monitor'], env);
    expect(existsSync(file)).toBe(false);
  });
});
