// A wall display left open while the browser shell restarts: while the shell is down the footer says
// "disconnected", never "following live"; once it is back (same port, new secrets) the old tab does
// not sit on "Retrying by itself…" for ever but shows the shell's page naming the address to open.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLI_BUILT, startAcs } from '../support/acs-process.js';
import { chromiumSuite, SHOTS } from './support/monitor.js';

const suite = chromiumSuite();

describe.skipIf(!CLI_BUILT)('the wall display in Chromium (needs npm run build)', () => {
  it('after a restart of the shell, the old tab says to open the current address', async () => {
    const monitor = await suite.open();
    const { page } = monitor;
    await page.getByTestId('try-demo').click();
    await expect.poll(() => page.getByTestId('feed-row').count(), { timeout: 30_000 }).toBeGreaterThan(0);
    const footer = page.locator('footer.status');
    await expect.poll(() => footer.textContent(), { timeout: 15_000 }).toMatch(/following live/);

    monitor.server.child.kill('SIGTERM');
    await monitor.server.finished;
    await expect
      .poll(() => footer.textContent(), { timeout: 15_000 })
      .toMatch(/disconnected from the monitor: not live/);
    expect(await footer.textContent()).not.toMatch(/following live/);
    await page.screenshot({ path: join(SHOTS, 'wall-disconnected-1366.png') });

    const port = new URL(monitor.url).port;
    const restarted = startAcs(['serve', '--port', port], {
      PATH: process.env.PATH,
      HOME: monitor.dataDir,
      ACS_DATA_DIR: join(monitor.dataDir, 'profile'),
      ACS_SECRET_STORE: 'memory',
    });
    try {
      await expect
        .poll(() => page.locator('body').textContent(), { timeout: 30_000 })
        .toMatch(/This screen has no access to the monitor: it was restarted.*Open its current address/);
      await page.screenshot({ path: join(SHOTS, 'wall-after-restart-1366.png') });
    } finally {
      restarted.child.kill('SIGTERM');
      await restarted.finished;
    }
  });
});
