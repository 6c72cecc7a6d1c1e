// A cache on a file system that fills up (a real tmpfs): the sync says "disk full since …", its
// cursor stays behind what it could not store, and once space is freed it resumes by itself and
// nothing is missing.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { ExportProgress } from '../../electron/contract.js';
import { exportToFile } from '../../electron/core/export/export-to-file.js';
import { rowsNow } from '../support/cache-rows.js';
import { fillUp } from '../support/fill-up.js';
import { serviceEvents, syncRig, syncUntilCaughtUp, type SyncRig } from '../support/sync-rig.js';

const MINUTE = 60_000;
const isRoot = process.getuid?.() === 0;

let rig: SyncRig | undefined;
let mountPoint: string | undefined;
afterEach(async () => {
  await rig?.close();
  rig = undefined;
  if (mountPoint) {
    execFileSync('umount', [mountPoint]);
    rmSync(mountPoint, { recursive: true });
    mountPoint = undefined;
  }
});

describe.skipIf(!isRoot)('a full disk (tmpfs; needs root to mount)', { timeout: 60_000 }, () => {
  it('stops with "disk full since", keeps the cursor behind, and resumes with nothing lost once space is freed', async () => {
    mountPoint = mkdtempSync(join(tmpdir(), 'acs-full-'));
    // Room for the cache with its full-text index once the filler is gone (8 MB was too little for both).
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=32m', 'tmpfs', mountPoint]);
    rig = await syncRig({
      demo: { historyEventsPerHour: 10 },
      cacheDir: mountPoint,
      settings: { historyMs: 6 * 3_600_000 },
    });
    const r = rig;
    await syncUntilCaughtUp(r);
    const startMs = r.clock.now - 6 * 3_600_000;

    const filler = fillUp(mountPoint);
    const cursorBefore = (await r.cache.storage.syncState(r.customerGuid)).cursorMs;
    // A burst the full disk cannot take.
    r.world.demo.addEvents(
      Array.from({ length: 3000 }, (_, index) => {
        const at = new Date(r.clock.now + index).toISOString();
        return { ...r.world.demo.makeEvent(r.customerGuid), eventDate: at, receivedDate: at };
      }),
    );
    r.clock.now += MINUTE;
    await r.engine.cycle(r.customerGuid);
    const [status] = r.engine.status();
    expect(status!.error?.kind).toBe('disk-full');
    expect(status!.summary).toMatch(
      /^disk full since \d{4}-\d\d-\d\dT[\d:.]+Z: the cache .* cannot grow; nothing is lost/,
    );
    expect((await r.cache.storage.syncState(r.customerGuid)).cursorMs).toBe(cursorBefore);

    // Space comes back: the next cycle stores everything, and the status clears.
    rmSync(filler);
    r.clock.now += MINUTE;
    await r.engine.cycle(r.customerGuid);
    const [after] = r.engine.status();
    expect(after!.error).toBeNull();
    expect(after!.phase).toBe('live');
    const expected = serviceEvents(r, startMs)
      .map((event) => event.eventId)
      .sort();
    const cached = rowsNow(r.cache)
      .events.query({ customerGuids: [r.customerGuid], fromMs: startMs })
      .map((e) => e.eventId)
      .sort();
    expect(cached).toEqual(expected);
  });

  it('an export to a full disk fails saying "disk full since", removes the partial file, and works once space is freed', async () => {
    mountPoint = mkdtempSync(join(tmpdir(), 'acs-full-'));
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=2m', 'tmpfs', mountPoint]);
    rig = await syncRig({ demo: { historyEventsPerHour: 100 }, settings: { historyMs: 24 * 3_600_000 } });
    const r = rig;
    await syncUntilCaughtUp(r);
    const path = join(mountPoint, 'events.csv');
    const run = async (): Promise<ExportProgress> => {
      let last: ExportProgress | undefined;
      await exportToFile({
        exportId: 'x1',
        request: { customerGuid: r.customerGuid, fromMs: r.clock.now - 20 * 3_600_000, toMs: r.clock.now },
        path,
        fileName: 'events.csv',
        cache: r.cache,
        client: r.world.session.client,
        signal: new AbortController().signal,
        report: (progress) => (last = progress),
      });
      return last!;
    };
    const filler = fillUp(mountPoint);
    const failed = await run();
    expect(failed).toMatchObject({ phase: 'failed' });
    expect((failed as { message: string }).message).toMatch(
      /^Disk full since \d{4}-\d\d-\d\dT[\d:.]+Z: events\.csv could not be written \(the partial file was removed\); free some space/,
    );
    expect(existsSync(path)).toBe(false);

    rmSync(filler);
    expect(await run()).toMatchObject({ phase: 'done' });
  });
});
