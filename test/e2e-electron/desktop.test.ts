// The desktop app itself, through Playwright's Electron driver: only where Electron's binary is
// present (scripts/test.sh says in one line when it is not).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { _electron as electron, type ElectronApplication } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { electronBinary } from '../../scripts/electron-binary.mjs';
import { ensureElectronSqlite } from '../../scripts/native-for-electron.mjs';

const binary = electronBinary();

describe.skipIf(binary === null)('the desktop app (needs the Electron binary)', () => {
  let app: ElectronApplication;
  let dataDir: string;

  beforeAll(async () => {
    // The app's cache needs better-sqlite3 built for Electron's ABI (out/native/electron).
    const native = ensureElectronSqlite();
    if (!native.ok) throw new Error(native.line);
    dataDir = mkdtempSync(join(tmpdir(), 'acs-electron-'));
    app = await electron.launch({
      executablePath: binary!,
      args: [new URL('../../out/main/index.js', import.meta.url).pathname],
      env: { ...process.env, ACS_DATA_DIR: dataDir, ACS_SECRET_STORE: 'memory' } as Record<string, string>,
    });
  });
  afterAll(async () => {
    await app?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('first run: the demo is one click away and the feed fills', async () => {
    const page = await app.firstWindow();
    await page.getByTestId('try-demo').click();
    await expect.poll(() => page.getByTestId('feed-row').count(), { timeout: 30_000 }).toBeGreaterThan(0);
  });

  it('a sandboxed, isolated page: only the contract, no require, no process', async () => {
    const page = await app.firstWindow();
    const globals = await page.evaluate(() => ({
      require: typeof (globalThis as { require?: unknown }).require,
      process: typeof (globalThis as { process?: unknown }).process,
      acs: Object.keys((globalThis as unknown as { acs: object }).acs).sort(),
    }));
    expect(globals).toEqual({ require: 'undefined', process: 'undefined', acs: ['call', 'subscribe', 'version'] });
  });
});
