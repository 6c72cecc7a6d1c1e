// Whether the Electron e2e suite can run, and the one line saying why not.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { electronE2eBlocker } from '../../scripts/electron-e2e-check.mjs';

const unpacked = mkdtempSync(join(tmpdir(), 'acs-electron-dist-'));
const pathFile = new URL('../../node_modules/electron/path.txt', import.meta.url);
// The binary's name inside an unpacked Electron, as the electron package records it (path.txt).
writeFileSync(join(unpacked, existsSync(pathFile) ? readFileSync(pathFile, 'utf8') : 'electron'), '');
afterAll(() => rmSync(unpacked, { recursive: true, force: true }));

describe('electronE2eBlocker', () => {
  it('names the missing binary and how to supply one', () => {
    expect(
      electronE2eBlocker({ ELECTRON_OVERRIDE_DIST_PATH: join(unpacked, 'nothing-here'), DISPLAY: ':0' }, 'linux'),
    ).toBe(
      "Electron e2e: skipped, Electron's binary is not installed on this machine (set ELECTRON_OVERRIDE_DIST_PATH to one).",
    );
  });

  it('on Linux, needs a display (X or Wayland)', () => {
    const env = { ELECTRON_OVERRIDE_DIST_PATH: unpacked };
    expect(electronE2eBlocker(env, 'linux')).toMatch(/^Electron e2e: skipped, there is no display \(install xvfb/);
    expect(electronE2eBlocker({ ...env, DISPLAY: ':99' }, 'linux')).toBeNull();
    expect(electronE2eBlocker({ ...env, WAYLAND_DISPLAY: 'wayland-0' }, 'linux')).toBeNull();
    expect(electronE2eBlocker(env, 'darwin')).toBeNull();
  });
});
