// An export cancelled leaves no file behind, however late its file opens: the open waits its turn in Node's
// pool of threads, and a file removed before it had opened was created by the open just after (seen in npm test
// under load: app-service, "cancels an export that is still fetching, leaving no file"). Here the pool is kept
// busy while the export is cancelled, so the open comes last every time.
import { scrypt } from 'node:crypto';
import { mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { ExportProgress } from '../../electron/contract.js';
import { exportToFile } from '../../electron/core/export/export-to-file.js';
import { syncRig, type SyncRig } from '../support/sync-rig.js';

let rig: SyncRig | undefined;
afterEach(async () => {
  await rig?.close();
  rig = undefined;
});

/** Node's threads (four unless UV_THREADPOOL_SIZE says otherwise) each busy for a moment. */
function busyThreadPool(): Promise<unknown> {
  const threads = Number(process.env.UV_THREADPOOL_SIZE ?? 4);
  const slowHash = () =>
    new Promise((resolve) => scrypt('busy', 'salt', 32, { N: 2 ** 15, maxmem: 64 * 1024 * 1024 }, resolve));
  return Promise.all(Array.from({ length: threads }, slowHash));
}

describe('an export cancelled while its file is still opening', () => {
  it('says cancelled and leaves no file, each of five times', async () => {
    rig = await syncRig();
    const r = rig;
    const folder = join(r.world.dataDir, 'exports-cancelled');
    mkdirSync(folder);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const cancel = new AbortController();
      cancel.abort();
      let last: ExportProgress | undefined;
      const busy = busyThreadPool();
      await exportToFile({
        exportId: `x${attempt}`,
        request: { customerGuid: r.customerGuid, fromMs: r.clock.now - 3_600_000, toMs: r.clock.now },
        path: join(folder, `x${attempt}.csv`),
        fileName: `x${attempt}.csv`,
        cache: r.cache,
        client: r.world.session.client,
        signal: cancel.signal,
        report: (progress) => (last = progress),
      });
      await busy;
      expect(last).toMatchObject({ phase: 'cancelled', message: 'Export cancelled' });
    }
    expect(readdirSync(folder)).toEqual([]);
  });
});
