// Issue 31 part 0: the age bands' promise survives restarts. The real SyncEngine runs on a simulated
// service and clock (test/support/simulated-service.ts) and is killed at random moments, hundreds of
// times, as SIGKILL would (the answers in flight are lost); each time a new engine starts on the same
// cache file, as `sync` started again would. Late events are delivered at every age from 2 s to 30 min,
// and each must still be found within three times its lateness (the cold bands' promise, age-bands.ts;
// every band is cold after a restart, and pairs start beyond 2 h). Before a restart restored when each
// band was due, every restart drew it anew, and a band whose period outlasted the process never read.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { AccessEvent } from '../../electron/core/api/types.js';
import { Cache } from '../../electron/core/storage/cache.js';
import { SyncEngineDriver } from '../../electron/core/sync/engine-driver.js';
import { describeSlips, FOUND_FLOOR_MS, slipsOf, type Slip } from '../support/late-slips.js';
import { seededRandom, SimulatedService, type SimulatedEvent } from '../support/simulated-service.js';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const CUSTOMER = '11111111-1111-4111-8111-111111111111';

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

async function killedAndStartedAgain(seed: number): Promise<{ kills: number; checked: number; slips: Slip[] }> {
  const random = seededRandom(seed);
  const startMs = Date.UTC(2026, 0, 5, 8, 0, 0);
  const runMs = 2 * HOUR;
  // Requests take 50 ms to 1.5 s.
  const service = new SimulatedService(startMs, random, () => 50 + Math.round(random() * 1450));
  const events: SimulatedEvent[] = [];
  let eventId = 1;
  const device = (n: number): string => `22222222-2222-4222-8222-00000000000${n % 4}`;
  // On-time traffic: 12 events a minute from four controllers, received within 1.5 s.
  for (let ms = startMs - 26 * HOUR; ms < startMs + runMs; ms += 5 * SECOND) {
    events.push({ eventId, eventMs: ms, receivedMs: ms + Math.round(random() * 1500), deviceGuid: device(eventId++) });
  }
  // Late events, each at an age drawn evenly on a log scale from 2 s to 30 min.
  const late = new Map<number, { receivedMs: number; latenessMs: number }>();
  for (let index = 0; index < 1500; index += 1) {
    const receivedMs = startMs + 5 * MINUTE + Math.round(random() * (runMs - 6 * MINUTE));
    const latenessMs = Math.round(2 * SECOND * Math.pow((30 * MINUTE) / (2 * SECOND), random()));
    late.set(eventId, { receivedMs, latenessMs });
    events.push({ eventId, eventMs: receivedMs - latenessMs, receivedMs, deviceGuid: device(index) });
    eventId += 1;
  }
  service.setEvents(CUSTOMER, events);
  dir = mkdtempSync(join(tmpdir(), 'acs-late-restarts-'));
  const found = new Map<number, number>();
  const onEvents = (_customer: string, inserted: AccessEvent[]): void => {
    for (const event of inserted) if (late.has(event.eventId)) found.set(event.eventId, service.clock.now);
  };
  const endMs = startMs + runMs;
  let kills = 0;
  while (service.clock.now < endMs) {
    // A new process: its own cache connection and engine on the same file, the sync state as the last one left it.
    const cache = Cache.open(join(dir, 'cache.sqlite3'));
    const engine = new SyncEngineDriver({
      cache,
      client: service.client(),
      customerGuids: [CUSTOMER],
      maxInFlight: 3,
      now: () => service.clock.now,
      random,
      onEvents,
    });
    // The first process catches up on its history; every later one lives 3 to 15 s.
    const killAtMs = kills === 0 ? startMs + 3 * MINUTE : service.clock.now + 3 * SECOND + random() * 12 * SECOND;
    await service.run(engine, Math.min(endMs, Math.round(killAtMs)), SECOND, true);
    cache.close();
    kills += 1;
  }

  const { checked, slips } = slipsOf(late, found, endMs, ({ latenessMs }) => Math.max(FOUND_FLOOR_MS, 3 * latenessMs));
  return { kills, checked, slips };
}

describe('late events and the age bands, the sync killed at random moments', () => {
  it('finds every late event within 3× its lateness, however often the sync is killed and started again', async () => {
    const { kills, checked, slips } = await killedAndStartedAgain(31);
    expect(kills).toBeGreaterThan(300);
    expect(checked).toBeGreaterThan(1000);
    expect(slips, `${slips.length} of ${checked} late events missed their time:\n${describeSlips(slips)}`).toEqual([]);
  }, 240_000);
});
