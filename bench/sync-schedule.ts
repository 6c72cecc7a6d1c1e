// Benchmark 9 (issue 9): what the sync costs and what it buys, in compressed time. The demo runs in
// its own process on a virtual clock with its device delivery profiles (most events within
// seconds, some up to 20 min late in batches, a few up to 2 h in an offline controller's backlog);
// the SyncEngine runs here on the same clock, over real HTTP, into a real SQLite cache. The clock
// jumps to the engine's next due read, so hours pass in minutes. Requests take no virtual time, so
// delays are the schedule's own (a real request adds its round trip), except in the start-up case,
// where each answer waits for the clock as a real service's would (virtual-latency.ts).
//   steady: 2 customers at 60 events/min, 2 h to settle in, then the figures over the next hours:
//           amplification (downloaded ÷ new; limit 1), detection delay of on-time and late events.
//   breadth: 100 customers (10 busy at 60/min, 90 quiet at 0.5/min) within 400 requests a minute:
//           the budget held in every minute, requests in flight, p95 delay busy and quiet, and the
//           CPU seconds of this process (the sync; the demo has its own) for an hour.
//   start-up: 102 customers (12 busy at 60/min, 90 quiet at 0.5/min), each with a day of history,
//           watched for the first time within 400 requests a minute (issue 20 part 2), from a
//           service whose answers take time (issue 33 part 6): how soon every customer's live edge
//           is read, and the on-time delay of busy and quiet customers while the history and the
//           inventories fill (from the start until every customer's history is in and its inventory
//           complete, 5 to 60 min of virtual time).
//   start-up-ideal: the same with 4 h of history and requests that take no time, as it was.
import { join } from 'node:path';
import type { AccessEvent } from '../electron/core/api/types.js';
import { Cache } from '../electron/core/storage/cache.js';
import type { FetchedInventory } from '../electron/core/sync/engine.js';
import { SyncEngineDriver } from '../electron/core/sync/engine-driver.js';
import type { CustomerSyncStatus } from '../electron/core/sync/status.js';
import { signIn, startRemoteDemo, type RemoteDemo } from './demo-client.js';
import { fmt, HOUR_MS, percentile, report, SCALE, type ResultRow } from './measure.js';
import { VirtualLatency, type LatencyModel } from './virtual-latency.js';

const MINUTE = 60_000;
const ON_TIME_MS = 5_000;
/** The longest the clock jumps at once (the demo makes its traffic step by step). */
const MAX_STEP_MS = 30_000;
const SESSION_TTL_MS = 30 * 24 * HOUR_MS;

interface Delays {
  onTime: number[];
  /** Each late event's delay divided by its target, max(10 s, lateness / 2): at most 1 meets it. */
  lateRatio: number[];
}

interface Run {
  demo: RemoteDemo;
  engine: SyncEngineDriver;
  cache: Cache;
  clock: { now: number };
  /** The service's latency in virtual time, when the case models one. */
  latency: VirtualLatency | null;
  close(): Promise<void>;
}

async function startRun(options: {
  demo: Parameters<typeof startRemoteDemo>[0];
  pick: (demo: RemoteDemo) => string[];
  budget: number;
  onEvents: (customerGuid: string, events: AccessEvent[], nowMs: number) => void;
  onStatus?: (status: CustomerSyncStatus, nowMs: number) => void;
  onInventory?: (customerGuid: string, inventory: FetchedInventory, nowMs: number) => void;
  fetch?: typeof fetch;
  /** Without one, requests take no virtual time. */
  latency?: LatencyModel;
}): Promise<Run> {
  const clock = { now: Date.now() };
  const demo = await startRemoteDemo({ ...options.demo, virtualStartMs: clock.now, sessionTtlMs: SESSION_TTL_MS });
  const latency = options.latency ? new VirtualLatency(clock, options.latency) : null;
  const baseFetch = options.fetch ?? fetch;
  const clientFetch = latency ? latency.wrap(baseFetch) : options.fetch;
  const signed = await signIn(demo.baseUrl, clientFetch ? { fetch: clientFetch } : {});
  latency?.start();
  const cache = Cache.open(join(signed.dataDir, 'cache.sqlite3'));
  const engine = new SyncEngineDriver({
    cache,
    client: signed.session.client,
    customerGuids: options.pick(demo),
    settings: { requestBudgetPerMinute: options.budget },
    maxInFlight: 8,
    now: () => clock.now,
    onEvents: (customerGuid, events) => options.onEvents(customerGuid, events, clock.now),
    ...(options.onStatus ? { onStatus: (status: CustomerSyncStatus) => options.onStatus!(status, clock.now) } : {}),
    ...(options.onInventory
      ? {
          onInventory: (customerGuid: string, inventory: FetchedInventory) =>
            options.onInventory!(customerGuid, inventory, clock.now),
        }
      : {}),
  });
  return {
    demo,
    engine,
    cache,
    clock,
    latency,
    async close() {
      await engine.stop();
      cache.close();
      signed.close();
      await demo.close();
    },
  };
}

/**
 * Serves every read due, then moves the clock (and the demo's) to the next one, until `untilMs`. With
 * a latency, the reads' answers wait for the clock: it moves to the next read or answer due.
 */
async function runUntil(run: Run, untilMs: number): Promise<void> {
  const { latency } = run;
  while (run.clock.now < untilMs) {
    const next = await run.engine.runDue(latency ? () => latency.everyRequestHeld() : undefined);
    const nextEventMs = Math.min(next, latency?.nextDueAtMs() ?? Infinity);
    const to = Math.min(untilMs, Math.max(run.clock.now + 1, Math.min(nextEventMs, run.clock.now + MAX_STEP_MS)));
    await run.demo.advance(to);
    run.clock.now = to;
    latency?.releaseDue();
  }
}

function recordDelays(delays: Delays, events: readonly AccessEvent[], nowMs: number): void {
  for (const event of events) {
    const receivedMs = Date.parse(event.receivedDate);
    const lateness = receivedMs - Date.parse(event.eventDate);
    const delay = nowMs - receivedMs;
    if (lateness <= ON_TIME_MS) delays.onTime.push(delay);
    else delays.lateRatio.push(delay / Math.max(10_000, lateness / 2));
  }
}

async function steadyState(): Promise<ResultRow[]> {
  const warmUpMs = 2 * HOUR_MS;
  const measureMs = Math.max(HOUR_MS, Math.round(6 * HOUR_MS * SCALE));
  const delays: Delays = { onTime: [], lateRatio: [] };
  let measuring = false;
  const run = await startRun({
    demo: { eventsPerMinutePerCustomer: 60, eventsPerMinute: 0, historyHours: 26, historyEventsPerHour: 3600 },
    pick: (demo) => demo.customerGuids.slice(0, 2),
    budget: 300,
    onEvents: (_customer, events, nowMs) => {
      if (measuring) recordDelays(delays, events, nowMs);
    },
  });
  try {
    const start = run.clock.now;
    await runUntil(run, start + warmUpMs);
    const before = run.engine.totals().traffic.total;
    const kindsBefore = run.engine.downloadsPerKind();
    measuring = true;
    await runUntil(run, start + warmUpMs + measureMs);
    const after = run.engine.totals().traffic.total;
    const kindsAfter = run.engine.downloadsPerKind();
    const downloaded = after.downloaded - before.downloaded;
    const inserted = after.inserted - before.inserted;
    const requests = after.requests - before.requests;
    const amplification = downloaded / inserted;
    const perKind = (Object.keys(kindsAfter) as Array<keyof typeof kindsAfter>)
      .map((kind) => `${kind} ${((kindsAfter[kind] - kindsBefore[kind]) / inserted).toFixed(1)}`)
      .join(', ');
    const onTimeP95 = percentile(delays.onTime, 95);
    const lateP95 = percentile(delays.lateRatio, 95);
    const interval = run.engine.settings.intervalMs;
    const hours = `${(measureMs / HOUR_MS).toFixed(0)} h`;
    return [
      {
        benchmark: 'sync amplification (downloaded ÷ new)',
        figure: `${amplification.toFixed(1)} (${fmt.int(downloaded)} for ${fmt.int(inserted)} new, ${fmt.int(requests)} requests)`,
        limit: '1 (each event once)',
        ratio: fmt.ratio(amplification),
        // About 18 is the price of the late-event promise on an API that filters only by date and type
        // (issue 33 part 6): accepted, and held there.
        target: '≤ 20 (aim 10)',
        pass: amplification <= 20,
        how: `2 customers at 60 events/min with the demo's delivery profiles, over ${hours} of virtual time after 2 h to settle in; per new event: ${perKind}`,
      },
      {
        benchmark: 'sync detection delay, on-time events',
        figure: `p95 ${fmt.s(onTimeP95)} (${fmt.int(delays.onTime.length)} events)`,
        limit: `${fmt.s(interval)} poll interval`,
        ratio: fmt.ratio(onTimeP95 / interval),
        target: `p95 ≤ ${fmt.s(interval + 1000)}`,
        pass: onTimeP95 <= interval + 1000,
        how: `events received within 5 s of occurring; delay = stored − receivedDate in virtual time (the schedule's share; a request adds its round trip)`,
      },
      {
        benchmark: 'sync detection delay, late events',
        figure: `p95 ${fmt.ratio(lateP95)} of the target (${fmt.int(delays.lateRatio.length)} events)`,
        limit: 'max(10 s, lateness ÷ 2)',
        ratio: fmt.ratio(lateP95),
        target: 'p95 ≤ 1',
        pass: lateP95 <= 1,
        how: `events received more than 5 s after occurring (batches up to 20 min, backlogs up to 2 h); each delay divided by its own target`,
      },
    ];
  } finally {
    await run.close();
  }
}

async function breadth(): Promise<ResultRow[]> {
  const budget = 400;
  const warmUpMs = 10 * MINUTE;
  const measureMs = Math.max(10 * MINUTE, Math.round(HOUR_MS * SCALE));
  const busyDelays: number[] = [];
  const quietDelays: number[] = [];
  const requestTimes: number[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  let busy = new Set<string>();
  let measuring = false;
  let start = 0;
  const historyFilledAtMs = new Map<string, number>();
  let virtualNow = (): number => 0;
  const countingFetch: typeof fetch = async (input, init) => {
    requestTimes.push(virtualNow());
    maxInFlight = Math.max(maxInFlight, ++inFlight);
    try {
      return await fetch(input, init);
    } finally {
      inFlight -= 1;
    }
  };
  const run = await startRun({
    demo: { extraCustomers: 100, eventsPerMinute: 0, historyHours: 26 },
    // The template customers make no live events here: the 100 extras are the ones watched.
    pick: (demo) => {
      const extras = demo.customerGuids.filter((guid) => demo.ratesPerMinute[guid]! > 0);
      busy = new Set(extras.filter((guid) => demo.ratesPerMinute[guid]! >= 30));
      return extras;
    },
    budget,
    fetch: countingFetch,
    onEvents: (customerGuid, events, nowMs) => {
      if (!measuring) return;
      for (const event of events) {
        const receivedMs = Date.parse(event.receivedDate);
        // On-time events received since the start: the live edges' work. The history (the day before the
        // start) may still be filling in the measured hour, behind its floor: its events are no detections.
        if (receivedMs < start || receivedMs - Date.parse(event.eventDate) > ON_TIME_MS) continue;
        (busy.has(customerGuid) ? busyDelays : quietDelays).push(nowMs - receivedMs);
      }
    },
    onStatus: (status, nowMs) => {
      if (status.phase === 'live' && !historyFilledAtMs.has(status.customerGuid)) {
        historyFilledAtMs.set(status.customerGuid, nowMs - start);
      }
    },
  });
  virtualNow = () => run.clock.now;
  start = run.clock.now;
  try {
    await runUntil(run, start + warmUpMs);
    measuring = true;
    const measuredFrom = run.clock.now;
    const cpuBefore = process.cpuUsage();
    maxInFlight = 0;
    await runUntil(run, start + warmUpMs + measureMs);
    const cpu = process.cpuUsage(cpuBefore);
    const cpuSeconds = ((cpu.user + cpu.system) / 1e6) * (HOUR_MS / measureMs);
    const inWindow = requestTimes.filter((ms) => ms >= measuredFrom);
    let maxPerMinute = 0;
    for (let first = 0, last = 0; last < inWindow.length; last += 1) {
      while (inWindow[last]! - inWindow[first]! >= MINUTE) first += 1;
      maxPerMinute = Math.max(maxPerMinute, last - first + 1);
    }
    const busyP95 = percentile(busyDelays, 95);
    const quietP95 = percentile(quietDelays, 95);
    const customers = `${busy.size} busy + ${run.engine.status().length - busy.size} quiet customers`;
    const watched = run.engine.status().length;
    const historyIn =
      historyFilledAtMs.size < watched
        ? `${historyFilledAtMs.size} of ${watched} customers by the end`
        : `every customer by ${fmt.s(Math.max(...historyFilledAtMs.values()))}`;
    return [
      {
        benchmark: 'sync breadth: budget held',
        figure: `max ${maxPerMinute} requests in any minute, at most ${maxInFlight} in flight`,
        limit: `${budget}/min budget, 8 connections`,
        ratio: fmt.ratio(maxPerMinute / budget),
        target: `≤ ${budget}/min, ≤ 8 in flight`,
        pass: maxPerMinute <= budget && maxInFlight <= 8,
        how: `${customers}, ${fmt.s(measureMs)} of virtual time after 10 min to settle in; every request counted at the client`,
      },
      {
        benchmark: 'sync breadth: detection p95',
        figure: `busy ${fmt.s(busyP95)}, quiet ${fmt.s(quietP95)}`,
        limit: 'busy 5 s, quiet 30 s',
        ratio: fmt.ratio(Math.max(busyP95 / 5000, quietP95 / 30_000)),
        target: 'busy ≤ 5 s, quiet ≤ 30 s',
        pass: busyP95 <= 5000 && quietP95 <= 30_000,
        how: `on-time events received since the start (${fmt.int(busyDelays.length)} busy, ${fmt.int(quietDelays.length)} quiet); stored − receivedDate in virtual time; history in for ${historyIn}`,
      },
      {
        benchmark: 'sync CPU for an hour of 100 customers',
        figure: `${cpuSeconds.toFixed(1)} CPU s`,
        limit: '3,600 s (one core)',
        ratio: fmt.ratio(cpuSeconds / 3600),
        target: '—',
        pass: null,
        how: `this process's user + system CPU over the measured window (scaled to an hour): scheduler, HTTP client, parsing and SQLite; the demo runs in its own process`,
      },
    ];
  } finally {
    await run.close();
  }
}

/**
 * What the start-up case leaves to the service, compared with the independent test of issue 33 part 6
 * (102 customers at 400/min, a strict service: busy on-time p95 6.5 s while history filled).
 */
interface StartUpService {
  /** The rows' name. */
  name: string;
  /** History per customer the service holds, hours: the engine asks a newly watched customer's last day. */
  historyHours: number;
  /** Latency per request in virtual time; none: requests take no time. */
  latency?: LatencyModel;
  /** Share of each customer's online controllers that store and forward (see HostOptions). */
  bufferedShare?: number;
}

/** The case as it stood before issue 33: 4 h of history, requests instantaneous. */
const START_UP_IDEAL: StartUpService = { name: 'sync start-up, ideal service', historyHours: 4 };

/** The case as a real service serves it. */
const START_UP_REALISTIC: StartUpService = {
  name: 'sync start-up',
  // DEFAULT_SYNC_SETTINGS.historyMs: a newly watched customer's first day is fetched, and a busy
  // controller of a real site has a full day of history (86,400 events at 60 a minute).
  historyHours: 24,
  // A quarter of the online controllers store and forward: about a third of the events then come
  // late (the demo alone: about 12%). Our assumption of a site with older controllers; the issue's
  // test did not report its share.
  bufferedShare: 0.25,
  latency: {
    // The test: quiet customers (polled every 30 s) at p95 29.9 s, where the wait for the next
    // poll alone gives 28.5 s: about a second per request on top (the spec gives no figure).
    roundTripMs: 1000,
    // 10 MB a second (about 9,000 events: 1.1 KB of JSON each, design.md): a day of a busy customer's
    // events (about 95 MB) takes 9-10 s to arrive, holding its connection that long.
    bytesPerMs: 10_000,
  },
};

function latencyWords(latency: LatencyModel | undefined): string {
  if (!latency) return 'requests take no time';
  return `each request ${latency.roundTripMs} ms plus its answer at ${latency.bytesPerMs / 1000} MB/s`;
}

/** The start-up case measures while history fills: until every customer's is in, within these bounds. */
const START_UP_LEAST_MS = 5 * MINUTE;
const START_UP_MOST_MS = 60 * MINUTE;

async function startUp(service: StartUpService): Promise<ResultRow[]> {
  const budget = 400;
  const busyDelays: Array<{ receivedMs: number; delayMs: number }> = [];
  const quietDelays: Array<{ receivedMs: number; delayMs: number }> = [];
  const firstEdgeAtMs = new Map<string, number>();
  const historyFilledAtMs = new Map<string, number>();
  /** When each customer's doors were in, and when its whole inventory (its cardholders last). */
  const doorsAtMs = new Map<string, number>();
  const inventoryAtMs = new Map<string, number>();
  let busy = new Set<string>();
  let startMs = 0;
  const run = await startRun({
    // Every tenth extra customer is busy: 120 extras give 12 busy and 108 quiet, of which 90 are watched.
    demo: {
      extraCustomers: 120,
      eventsPerMinute: 0,
      historyHours: service.historyHours,
      historyEventsPerHour: 3600,
      bufferedShare: service.bufferedShare ?? 0,
    },
    pick: (demo) => {
      const extras = demo.customerGuids.filter((guid) => demo.ratesPerMinute[guid]! > 0);
      busy = new Set(extras.filter((guid) => demo.ratesPerMinute[guid]! >= 30));
      return [...busy, ...extras.filter((guid) => !busy.has(guid)).slice(0, 90)];
    },
    budget,
    ...(service.latency ? { latency: service.latency } : {}),
    onEvents: (customerGuid, events, nowMs) => {
      for (const event of events) {
        const receivedMs = Date.parse(event.receivedDate);
        // On-time events received since the start: the live edge's work, not the history's.
        if (receivedMs < startMs || receivedMs - Date.parse(event.eventDate) > ON_TIME_MS) continue;
        (busy.has(customerGuid) ? busyDelays : quietDelays).push({ receivedMs, delayMs: nowMs - receivedMs });
      }
    },
    onInventory: (customerGuid, inventory, nowMs) => {
      if (inventory.doors && !doorsAtMs.has(customerGuid)) doorsAtMs.set(customerGuid, nowMs - startMs);
      // The cache is new: the first read with the users completes the inventory.
      if (inventory.users && !inventoryAtMs.has(customerGuid)) inventoryAtMs.set(customerGuid, nowMs - startMs);
    },
    onStatus: (status, nowMs) => {
      if (status.lastSuccessAtMs !== null && !firstEdgeAtMs.has(status.customerGuid)) {
        firstEdgeAtMs.set(status.customerGuid, nowMs - startMs);
      }
      if (status.phase === 'live' && !historyFilledAtMs.has(status.customerGuid)) {
        historyFilledAtMs.set(status.customerGuid, nowMs - startMs);
      }
    },
  });
  try {
    startMs = run.clock.now;
    const customers = run.engine.status().length;
    let measureMs = START_UP_LEAST_MS;
    await runUntil(run, startMs + measureMs);
    while ((historyFilledAtMs.size < customers || inventoryAtMs.size < customers) && measureMs < START_UP_MOST_MS) {
      measureMs += MINUTE;
      await runUntil(run, startMs + measureMs);
    }
    const whileFilling = (delays: typeof busyDelays, untilMs = measureMs): number[] =>
      delays.filter((delay) => delay.receivedMs < startMs + untilMs).map((delay) => delay.delayMs);
    const lastEdgeMs = firstEdgeAtMs.size < customers ? Infinity : Math.max(...firstEdgeAtMs.values());
    const within30s = [...firstEdgeAtMs.values()].filter((ms) => ms <= 30_000).length;
    const [busyMeasured, quietMeasured] = [whileFilling(busyDelays), whileFilling(quietDelays)];
    // Also till the history alone was in (as this case measured before the inventories counted): the
    // edges' busiest stretch is its start, which a longer window dilutes.
    const historyInMs = historyFilledAtMs.size < customers ? measureMs : Math.max(...historyFilledAtMs.values());
    const [busyHistoryP95, quietHistoryP95] = [busyDelays, quietDelays].map((delays) =>
      percentile(whileFilling(delays, historyInMs), 95),
    ) as [number, number];
    const busyP95 = Math.max(percentile(busyMeasured, 95), busyHistoryP95);
    const quietP95 = Math.max(percentile(quietMeasured, 95), quietHistoryP95);
    const filledBy = (at: Map<string, number>): string => (at.size === 0 ? '—' : fmt.s(Math.max(...at.values())));
    return [
      {
        benchmark: `${service.name}: every customer live`,
        figure: `${within30s} of ${customers} live edges read within 30 s; the last at ${Number.isFinite(lastEdgeMs) ? fmt.s(lastEdgeMs) : 'never'}`,
        limit: '30 s',
        ratio: fmt.ratio(lastEdgeMs / 30_000),
        target: 'all within 30 s',
        pass: lastEdgeMs <= 30_000,
        how: `12 busy (60/min) + 90 quiet (0.5/min) customers watched for the first time, each with ${service.historyHours} h of history (busy 3,600/h), ${budget}/min budget, 2 s interval, ${fmt.ratio(service.bufferedShare ?? 0)} of the online controllers store and forward, ${latencyWords(service.latency)}; the time from start to each customer's first edge read (virtual time); doors in for ${doorsAtMs.size} customers by ${filledBy(doorsAtMs)}, the whole inventory for ${inventoryAtMs.size} by ${filledBy(inventoryAtMs)}, history filled for ${historyFilledAtMs.size} by ${filledBy(historyFilledAtMs)} of the ${fmt.s(measureMs)} measured`,
      },
      {
        benchmark: `${service.name}: detection p95 while history fills`,
        figure: `busy ${fmt.s(busyP95)}, quiet ${fmt.s(quietP95)}`,
        limit: 'busy 5 s, quiet 30 s',
        ratio: fmt.ratio(Math.max(busyP95 / 5000, quietP95 / 30_000)),
        target: 'busy ≤ 5 s, quiet ≤ 30 s',
        pass: busyP95 <= 5000 && quietP95 <= 30_000,
        how: `on-time events received after the start (${fmt.int(busyMeasured.length)} busy, ${fmt.int(quietMeasured.length)} quiet) until every customer's history and whole inventory were in (at least ${fmt.s(START_UP_LEAST_MS)}, at most ${fmt.s(START_UP_MOST_MS)}): the first ${fmt.s(measureMs)}; stored − receivedDate in virtual time; each p95 the worse of that and of the first ${fmt.s(historyInMs)}, till the history was in (busy ${fmt.s(busyHistoryP95)}, quiet ${fmt.s(quietHistoryP95)})`,
      },
    ];
  } finally {
    await run.close();
  }
}

// `node out/node/bench/sync-schedule.js start-up` runs the cases named (steady, breadth, start-up,
// start-up-ideal); none: all.
const cases: Record<string, () => Promise<ResultRow[]>> = {
  steady: steadyState,
  breadth,
  'start-up': () => startUp(START_UP_REALISTIC),
  'start-up-ideal': () => startUp(START_UP_IDEAL),
};
const chosen = process.argv.length > 2 ? process.argv.slice(2) : Object.keys(cases);
const rows: ResultRow[] = [];
for (const name of chosen) {
  const runCase = cases[name];
  if (!runCase) throw new Error(`no sync benchmark named ${name}: ${Object.keys(cases).join(', ')}`);
  rows.push(...(await runCase()));
}
report(rows);
