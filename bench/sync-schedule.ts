// Benchmark 9 (issue 9): what the sync costs and what it buys, in compressed time. The demo runs in
// its own process on a virtual clock with its device delivery profiles (most events within
// seconds, some up to 20 min late in batches, a few up to 2 h in an offline controller's backlog);
// the SyncEngine runs here on the same clock, over real HTTP, into a real SQLite cache. The clock
// jumps to the engine's next due read, so hours pass in minutes; requests take no virtual time, so
// delays are the schedule's own (a real request adds its round trip).
//   steady: 2 customers at 60 events/min, 2 h to settle in, then the figures over the next hours:
//           amplification (downloaded ÷ new; limit 1), detection delay of on-time and late events.
//   breadth: 100 customers (10 busy at 60/min, 90 quiet at 0.5/min) within 400 requests a minute:
//           the budget held in every minute, requests in flight, p95 delay busy and quiet, and the
//           CPU seconds of this process (the sync; the demo has its own) for an hour.
//   start-up: 102 customers (12 busy at 60/min, 90 quiet at 0.5/min), each with 4 h of history,
//           watched for the first time within 400 requests a minute (issue 20 part 2): how soon
//           every customer's live edge is read, and the busy customers' on-time delay while the
//           history fills.
import { join } from 'node:path';
import type { AccessEvent } from '../electron/core/api/types.js';
import { Cache } from '../electron/core/storage/cache.js';
import { SyncEngineDriver } from '../electron/core/sync/engine-driver.js';
import type { CustomerSyncStatus } from '../electron/core/sync/status.js';
import { signIn, startRemoteDemo, type RemoteDemo } from './demo-client.js';
import { fmt, HOUR_MS, percentile, report, SCALE, type ResultRow } from './measure.js';

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
  close(): Promise<void>;
}

async function startRun(options: {
  demo: Parameters<typeof startRemoteDemo>[0];
  pick: (demo: RemoteDemo) => string[];
  budget: number;
  onEvents: (customerGuid: string, events: AccessEvent[], nowMs: number) => void;
  onStatus?: (status: CustomerSyncStatus, nowMs: number) => void;
  fetch?: typeof fetch;
}): Promise<Run> {
  const clock = { now: Date.now() };
  const demo = await startRemoteDemo({ ...options.demo, virtualStartMs: clock.now, sessionTtlMs: SESSION_TTL_MS });
  const signed = await signIn(demo.baseUrl, options.fetch ? { fetch: options.fetch } : {});
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
  });
  return {
    demo,
    engine,
    cache,
    clock,
    async close() {
      await engine.stop();
      cache.close();
      signed.close();
      await demo.close();
    },
  };
}

/** Serves every read due, then moves the clock (and the demo's) to the next one, until `untilMs`. */
async function runUntil(run: Run, untilMs: number): Promise<void> {
  while (run.clock.now < untilMs) {
    const next = await run.engine.runDue();
    const to = Math.min(untilMs, Math.max(run.clock.now + 1, Math.min(next, run.clock.now + MAX_STEP_MS)));
    await run.demo.advance(to);
    run.clock.now = to;
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
        target: '≤ 25 (aim 10)',
        pass: amplification <= 25,
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
        if (receivedMs - Date.parse(event.eventDate) > ON_TIME_MS) continue;
        (busy.has(customerGuid) ? busyDelays : quietDelays).push(nowMs - receivedMs);
      }
    },
  });
  virtualNow = () => run.clock.now;
  try {
    const start = run.clock.now;
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
        how: `on-time events (${fmt.int(busyDelays.length)} busy, ${fmt.int(quietDelays.length)} quiet); stored − receivedDate in virtual time`,
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

async function startUp(): Promise<ResultRow[]> {
  const budget = 400;
  const measureMs = 5 * MINUTE;
  const busyDelays: number[] = [];
  const firstEdgeAtMs = new Map<string, number>();
  const historyFilledAtMs = new Map<string, number>();
  let busy = new Set<string>();
  let startMs = 0;
  const run = await startRun({
    // Every tenth extra customer is busy: 120 extras give 12 busy and 108 quiet, of which 90 are watched.
    demo: { extraCustomers: 120, eventsPerMinute: 0, historyHours: 4, historyEventsPerHour: 3600 },
    pick: (demo) => {
      const extras = demo.customerGuids.filter((guid) => demo.ratesPerMinute[guid]! > 0);
      busy = new Set(extras.filter((guid) => demo.ratesPerMinute[guid]! >= 30));
      return [...busy, ...extras.filter((guid) => !busy.has(guid)).slice(0, 90)];
    },
    budget,
    onEvents: (customerGuid, events, nowMs) => {
      if (!busy.has(customerGuid)) return;
      for (const event of events) {
        const receivedMs = Date.parse(event.receivedDate);
        // On-time events received since the start: the live edge's work, not the history's.
        if (receivedMs < startMs || receivedMs - Date.parse(event.eventDate) > ON_TIME_MS) continue;
        busyDelays.push(nowMs - receivedMs);
      }
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
    await runUntil(run, startMs + measureMs);
    const customers = run.engine.status().length;
    const lastEdgeMs = firstEdgeAtMs.size < customers ? Infinity : Math.max(...firstEdgeAtMs.values());
    const within30s = [...firstEdgeAtMs.values()].filter((ms) => ms <= 30_000).length;
    const busyP95 = percentile(busyDelays, 95);
    const filled = historyFilledAtMs.size;
    const filledBy = filled === 0 ? '—' : fmt.s(Math.max(...historyFilledAtMs.values()));
    return [
      {
        benchmark: 'sync start-up: every customer live',
        figure: `${within30s} of ${customers} live edges read within 30 s; the last at ${Number.isFinite(lastEdgeMs) ? fmt.s(lastEdgeMs) : 'never'}`,
        limit: '30 s',
        ratio: fmt.ratio(lastEdgeMs / 30_000),
        target: 'all within 30 s',
        pass: lastEdgeMs <= 30_000,
        how: `12 busy (60/min) + 90 quiet (0.5/min) customers watched for the first time, each with 4 h of history (busy 3,600/h), ${budget}/min budget, 2 s interval; the time from start to each customer's first edge read (virtual time); history filled for ${filled} customers by ${filledBy} of the ${fmt.s(measureMs)} measured`,
      },
      {
        benchmark: 'sync start-up: busy customers while history fills',
        figure: `p95 ${fmt.s(busyP95)} (${fmt.int(busyDelays.length)} events)`,
        limit: '5 s',
        ratio: fmt.ratio(busyP95 / 5000),
        target: 'p95 ≤ 5 s',
        pass: busyP95 <= 5000,
        how: `on-time events received after the start by the 12 busy customers, over the first ${fmt.s(measureMs)}; stored − receivedDate in virtual time`,
      },
    ];
  } finally {
    await run.close();
  }
}

// `node out/node/bench/sync-schedule.js start-up` runs the cases named (steady, breadth, start-up); none: all.
const cases: Record<string, () => Promise<ResultRow[]>> = { steady: steadyState, breadth, 'start-up': startUp };
const chosen = process.argv.length > 2 ? process.argv.slice(2) : Object.keys(cases);
const rows: ResultRow[] = [];
for (const name of chosen) {
  const runCase = cases[name];
  if (!runCase) throw new Error(`no sync benchmark named ${name}: ${Object.keys(cases).join(', ')}`);
  rows.push(...(await runCase()));
}
report(rows);
