// `acs-monitor serve` over real HTTP: an export downloaded whole through the browser shell is deleted from the
// profile's exports folder (a second download is refused with a reason), a HEAD leaves it, and the CSV files an
// earlier run left over an hour ago are cleared when the app connects at start.
import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExportProgress } from '../../electron/contract.js';
import { CLI_BUILT, startAcs, type Running } from '../support/acs-process.js';
import { screenOf, type ServedScreen } from '../support/serve-call.js';

let dataDir: string;
beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'acs-export-clean-'));
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

interface Screen extends Omit<ServedScreen, 'call'> {
  call: <T>(method: string, input?: unknown) => Promise<T>;
}

/** Reads serve's URL (its first stdout line), lets a screen in, and calls the backend as the page does. */
async function servedScreen(server: Running): Promise<Screen> {
  const screen = await screenOf(await server.firstLine());
  const call = async <T>(method: string, input: unknown = {}): Promise<T> => {
    const answer = await screen.call<T>(method, input);
    if (!answer.ok) throw new Error(`${method}: ${JSON.stringify(answer.error)}`);
    return answer.value;
  };
  return { ...screen, call };
}

/** The push stream's export-progress events until the export has finished: the last one. */
async function exportFinished(screen: Screen, start: () => Promise<string>): Promise<ExportProgress> {
  const controller = new AbortController();
  const response = await fetch(`${screen.origin}/api/events`, {
    headers: { cookie: screen.cookie },
    signal: controller.signal,
  });
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  const exportId = await start();
  let buffer = '';
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) throw new Error('the push stream ended before the export finished');
      buffer += value;
      const lines = buffer.split('\n');
      // The last piece may be a line still arriving.
      buffer = lines.pop()!;
      for (const line of lines) {
        // The stream's heartbeat (event: heartbeat) has an empty data line: it comes once the export outlasts it.
        if (!line.startsWith('data:') || line.slice(5).trim() === '') continue;
        const event = JSON.parse(line.slice(5)) as { name: string; payload: ExportProgress };
        const { payload } = event;
        if (event.name === 'export-progress' && payload.exportId === exportId && payload.phase !== 'fetching') {
          if (payload.phase !== 'writing') return payload;
        }
      }
    }
  } finally {
    controller.abort();
  }
}

describe.skipIf(!CLI_BUILT)('export files in the browser shell (needs npm run build)', () => {
  it('clears old leftovers at start, deletes a file once downloaded, and refuses a second download', async () => {
    const profile = join(dataDir, 'profile');
    const exportsDir = join(profile, 'exports');
    mkdirSync(exportsDir, { recursive: true });
    const leftover = join(exportsDir, 'crashed-run.csv');
    writeFileSync(leftover, 'eventId\r\n1\r\n');
    const twoHoursAgo = new Date(Date.now() - 2 * 3_600_000);
    utimesSync(leftover, twoHoursAgo, twoHoursAgo);
    const server = startAcs(['serve', '--port', '0'], {
      PATH: process.env.PATH,
      HOME: dataDir,
      ACS_DATA_DIR: profile,
      ACS_SECRET_STORE: 'memory',
    });
    try {
      const screen = await servedScreen(server);
      await screen.call('session.startDemo');
      expect(existsSync(leftover)).toBe(false);

      const customers = await screen.call<Array<{ customerGuid: string | null }>>('customers.list');
      const customerGuid = customers.find((customer) => customer.customerGuid)!.customerGuid!;
      let exportId = '';
      const toMs = Date.now();
      const done = await exportFinished(screen, async () => {
        ({ exportId } = await screen.call<{ exportId: string }>('export.start', {
          customerGuid,
          fromMs: toMs - 3 * 3_600_000,
          toMs,
        }));
        return exportId;
      });
      expect(done.phase).toBe('done');
      const file = join(exportsDir, `${exportId}.csv`);
      const url = `${screen.origin}/api/exports/${exportId}`;

      // A HEAD (a browser checking the link) takes nothing.
      expect((await fetch(url, { method: 'HEAD', headers: { cookie: screen.cookie } })).status).toBe(200);
      expect(existsSync(file)).toBe(true);

      const download = await fetch(url, { headers: { cookie: screen.cookie } });
      expect(download.status).toBe(200);
      const lines = (await download.text()).trim().split('\r\n');
      expect(lines[0]).toMatch(/^eventId,/);
      expect(lines).toHaveLength(done.rowsWritten! + 1);
      // Deleted once the shell has seen its last byte go, which may be a moment after the client has it.
      await expect.poll(() => existsSync(file)).toBe(false);

      const again = await fetch(url, { headers: { cookie: screen.cookie } });
      expect(again.status).toBe(404);
      expect(await again.text()).toContain('downloaded or saved already, or not fetched within an hour');
    } finally {
      server.child.kill('SIGTERM');
      await server.finished;
    }
  }, 60_000);
});
