// The exports folder does not pile up: a finished file nobody fetched goes after an hour, a taken one at once, and
// what an earlier run left is cleared when the jobs start. Real files in a temporary folder; the clock is faked.
import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ExportJobs, type ExportRunner } from '../../electron/core/app/export-jobs.js';

let dir: string;
let folder: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'acs-export-jobs-'));
  folder = join(dir, 'exports');
});
afterEach(() => {
  vi.useRealTimers();
  rmSync(dir, { recursive: true, force: true });
});

/** Jobs whose runner writes the file at once; `finish` reports it done as the worker would. */
function jobs(): { jobs: ExportJobs; finish: (exportId: string) => void } {
  const runner: ExportRunner = {
    startExport: (_exportId, _request, path) => writeFileSync(path, 'eventId\r\n1\r\n'),
    cancelExport: () => undefined,
  };
  const exportJobs = new ExportJobs(
    folder,
    () => runner,
    () => undefined,
    async (customerGuid) => ({ customerGuid, customerCode: 'ACME', timezone: 'UTC' }),
  );
  return {
    jobs: exportJobs,
    finish: (exportId) => exportJobs.progressed({ exportId, phase: 'done', rowsWritten: 1, fileName: 'x.csv' }),
  };
}

const request = { customerGuid: '00000000-0000-4000-8000-000000000001', fromMs: 0, toMs: 3_600_000 };

describe('export files', () => {
  it('a finished export nobody fetches is deleted after an hour, and can no longer be fetched', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    const { jobs: exportJobs, finish } = jobs();
    const exportId = await exportJobs.start(request);
    finish(exportId);
    const { path } = exportJobs.file(exportId)!;
    vi.advanceTimersByTime(59 * 60_000);
    expect(existsSync(path)).toBe(true);
    vi.advanceTimersByTime(7 * 60_000);
    expect(existsSync(path)).toBe(false);
    expect(exportJobs.file(exportId)).toBeNull();
    exportJobs.close();
  });

  it('a taken export (downloaded or saved) is deleted at once; one still running is not', async () => {
    const { jobs: exportJobs, finish } = jobs();
    const running = await exportJobs.start(request);
    const done = await exportJobs.start(request);
    finish(done);
    const { path } = exportJobs.file(done)!;
    exportJobs.taken(running);
    expect(existsSync(join(folder, `${running}.csv`))).toBe(true);
    exportJobs.taken(done);
    expect(existsSync(path)).toBe(false);
    expect(exportJobs.file(done)).toBeNull();
    exportJobs.close();
  });

  it('closing deletes the finished files', async () => {
    const { jobs: exportJobs, finish } = jobs();
    const exportId = await exportJobs.start(request);
    finish(exportId);
    const { path } = exportJobs.file(exportId)!;
    exportJobs.close();
    expect(existsSync(path)).toBe(false);
  });

  it('at start, clears the CSV files an earlier run left over an hour ago; a recent one waits for a later sweep', () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    mkdirSync(folder);
    const old = join(folder, 'left-by-a-crash.csv');
    const recent = join(folder, 'another-process.csv');
    const other = join(folder, 'notes.txt');
    for (const path of [old, recent, other]) writeFileSync(path, 'x');
    const twoHoursAgo = new Date(Date.now() - 2 * 3_600_000);
    utimesSync(old, twoHoursAgo, twoHoursAgo);
    utimesSync(other, twoHoursAgo, twoHoursAgo);
    const { jobs: exportJobs } = jobs();
    expect([old, recent, other].map((path) => existsSync(path))).toEqual([false, true, true]);
    vi.advanceTimersByTime(66 * 60_000);
    expect(existsSync(recent)).toBe(false);
    exportJobs.close();
  });

  it('starts on a profile that has no exports folder yet', () => {
    expect(() => jobs().jobs.close()).not.toThrow();
  });
});
