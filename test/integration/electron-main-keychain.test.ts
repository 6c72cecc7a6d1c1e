// The desktop app's keychain probe (the main bundle on the stand-in for Electron's API): it runs in
// Electron's utility process, never as the app's own executable made to act as Node
// (ELECTRON_RUN_AS_NODE, which the RunAsNode fuse turns off), and what it finds is what the app says.
// Under scripts/with-keyring.sh a real keychain answers; without it none does.
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { RENDERER_URL } from '../../electron/main/app-scheme.js';
import { ipcMain, UtilityProcess } from '../support/electron-stand-in.js';
import { MAIN_BUILT, startMainOnStandIn } from '../support/main-on-stand-in.js';

vi.mock('electron', () => import('../support/electron-stand-in.js'));

const PROBE_MODULE = new URL('../../out/main/keychain-probe-child.js', import.meta.url).pathname;

describe.skipIf(!MAIN_BUILT)('the keychain probe in the desktop app (needs npm run build)', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await startMainOnStandIn({ ACS_SECRET_STORE: 'keychain' });
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('runs once in a utility process, without ELECTRON_RUN_AS_NODE', () => {
    expect(UtilityProcess.forked.map((probe) => probe.modulePath)).toEqual([PROBE_MODULE]);
    const [probe] = UtilityProcess.forked;
    expect(probe!.options.env).not.toHaveProperty('ELECTRON_RUN_AS_NODE');
    expect(probe!.options.stdio).toBe('pipe');
  });

  it('and the app says what the probe found', async () => {
    const answer = (await ipcMain.invoke(RENDERER_URL, 'acs:call', 'session.status', {})) as {
      value: { secretStore: string; secretStoreWarning: string | null };
    };
    if (process.env.ACS_TEST_KEYRING) {
      expect(answer.value).toMatchObject({ secretStore: 'keychain', secretStoreWarning: null });
    } else {
      expect(answer.value.secretStore).toBe('memory');
      expect(answer.value.secretStoreWarning).toMatch(/^Secret store: no OS keychain available \(/);
    }
  });
});
