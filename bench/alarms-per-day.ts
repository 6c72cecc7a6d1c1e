// Alarms a day for a desk of 40 demo customers: one day of the demo's own traffic (the four standard
// customers and 36 generated ones, at the rates `acs-monitor demo --customers 36` gives them) goes
// through the real decision and grouping code (AlarmBook on a real cache file) twice: with the
// default rules before issue 19 (bench/rules-before-issue-19.ts) and with the defaults in force.
// Events reach the monitor when the service received them, in 15-s steps (the escalation check's
// period); a guard acknowledges each alarm 3 min after it was raised (EN 50518 asks an alarm
// receiving centre to answer within 180 s).
import { copyFileSync } from 'node:fs';
import type { AlarmPriority } from '../electron/contract.js';
import { DEFAULT_ESCALATION, DEFAULT_RULES } from '../electron/core/alarms/default-rules.js';
import type { AlarmRule } from '../electron/core/alarms/rule-schema.js';
import type { AccessEvent } from '../electron/core/api/types.js';
import { AlarmBook } from '../electron/core/app/alarm-book.js';
import { Cache } from '../electron/core/storage/cache.js';
import { CUSTOMER_TEMPLATES } from '../electron/demo/data/customers.js';
import { startDemoService } from '../electron/demo/index.js';
import { DAY_MS, fmt, report, scaled, tempDir } from './measure.js';
import { RULES_BEFORE_ISSUE_19 } from './rules-before-issue-19.js';

const CUSTOMERS = Math.max(CUSTOMER_TEMPLATES.length, scaled(40));
const STEP_MS = 15_000;
const ACKNOWLEDGED_AFTER_MS = 3 * 60_000;
const DAY_START_MS = Date.parse('2026-11-23T00:00:00.000Z');
/** The demo's rate for every tenth generated customer (its default, given here to tell them apart). */
const BUSY_PER_MINUTE = 60;

interface DayOfAlarms {
  byPriority: Record<AlarmPriority, number>;
  /** Alarms that sound or notify (the rest are quiet: listed and counted only). */
  sounding: number;
  /** Alarms that rose, by the rule that raised them. */
  risen: Map<string, number>;
  /** Of those, at the busy customers. */
  risenAtBusy: number;
  seconds: number;
}

interface DemoDay {
  /** Each customer's events, by when the service received them. */
  events: Map<string, AccessEvent[]>;
  /** The generated customers at the busy rate. */
  busy: Set<string>;
}

async function demoDay(): Promise<DemoDay> {
  const clock = { nowMs: DAY_START_MS };
  const demo = await startDemoService({
    extraCustomers: CUSTOMERS - CUSTOMER_TEMPLATES.length,
    busyEventsPerMinute: BUSY_PER_MINUTE,
    historyHours: 0,
    now: () => clock.nowMs,
  });
  try {
    clock.nowMs = DAY_START_MS + DAY_MS;
    demo.produceTraffic(clock.nowMs);
    const guids = demo.data.customers.map((customer) => customer.customerGuid);
    return {
      events: new Map(
        guids.map((guid) => [
          guid,
          demo.data
            .events(guid)
            .sort((a, b) => Date.parse(a.receivedDate) - Date.parse(b.receivedDate) || a.eventId - b.eventId),
        ]),
      ),
      busy: new Set(guids.filter((guid) => demo.data.eventsPerMinute(guid) === BUSY_PER_MINUTE)),
    };
  } finally {
    await demo.close();
  }
}

/** A cache file holding the day's events, as the sync would have stored them before their alarms are considered. */
async function cacheOf(day: ReadonlyMap<string, AccessEvent[]>, path: string): Promise<void> {
  const cache = Cache.open(path);
  try {
    for (const [customerGuid, events] of day) {
      for (let start = 0; start < events.length; start += 50_000) {
        const batch = events.slice(start, start + 50_000);
        await cache.storage.storeBatch({ customerGuid, events: batch, nowMs: DAY_START_MS });
      }
    }
  } finally {
    cache.close();
  }
}

async function runDay(
  rules: readonly AlarmRule[],
  { events: day, busy }: DemoDay,
  filled: string,
): Promise<DayOfAlarms> {
  const started = performance.now();
  const dir = tempDir('alarms-per-day');
  copyFileSync(filled, dir.file('cache.sqlite3'));
  const cache = Cache.open(dir.file('cache.sqlite3'));
  try {
    const setup = { rules, escalation: DEFAULT_ESCALATION, instructions: [], procedures: [], contacts: [] };
    const book = new AlarmBook(cache, () => setup);
    const next = new Map([...day.keys()].map((customerGuid) => [customerGuid, 0]));
    const lastReceivedMs = Math.max(...[...day.values()].map((events) => Date.parse(events.at(-1)!.receivedDate)));
    // Each write its own transaction, as in the app.
    const step = async (nowMs: number): Promise<void> => {
      for (const [customerGuid, events] of day) {
        const from = next.get(customerGuid)!;
        let to = from;
        while (to < events.length && Date.parse(events[to]!.receivedDate) <= nowMs) to++;
        if (to === from) continue;
        next.set(customerGuid, to);
        await book.consider(customerGuid, events.slice(from, to), nowMs);
      }
      await book.escalate(nowMs);
      const due = (await cache.alarmStorage.list({ states: ['open'] }))
        .filter((alarm) => alarm.raisedAtMs <= nowMs - ACKNOWLEDGED_AFTER_MS)
        .map((alarm) => alarm.alarmId);
      if (due.length > 0) await book.acknowledge(due, 'bench guard', null, nowMs);
    };
    for (let nowMs = DAY_START_MS + STEP_MS; nowMs < lastReceivedMs + STEP_MS; nowMs += STEP_MS) {
      await step(nowMs);
    }
    const alarms = await cache.alarmStorage.list({ states: ['open', 'acknowledged', 'closed'] });
    const byPriority: Record<AlarmPriority, number> = { critical: 0, high: 0, medium: 0, low: 0 };
    const risen = new Map<string, number>();
    let risenAtBusy = 0;
    for (const alarm of alarms) {
      byPriority[alarm.priority]++;
      const rule = rules.find((candidate) => candidate.name === alarm.ruleName);
      if (!rule || rule.alarm === alarm.priority) continue;
      risen.set(rule.name, (risen.get(rule.name) ?? 0) + 1);
      if (busy.has(alarm.customerGuid)) risenAtBusy++;
    }
    const sounding = alarms.filter((alarm) => alarm.sound !== 'none' || alarm.notify).length;
    return { byPriority, sounding, risen, risenAtBusy, seconds: (performance.now() - started) / 1000 };
  } finally {
    cache.close();
    dir.remove();
  }
}

const counts = ({ byPriority }: DayOfAlarms): string =>
  (['critical', 'high', 'medium', 'low'] as const)
    .map((priority) => `${fmt.int(byPriority[priority])} ${priority}`)
    .join(' / ');

const day = await demoDay();
const events = [...day.events.values()].reduce((sum, list) => sum + list.length, 0);
const filled = tempDir('alarms-per-day-events');
let before: DayOfAlarms;
let after: DayOfAlarms;
try {
  await cacheOf(day.events, filled.file('cache.sqlite3'));
  before = await runDay(RULES_BEFORE_ISSUE_19, day, filled.file('cache.sqlite3'));
  after = await runDay(DEFAULT_RULES, day, filled.file('cache.sqlite3'));
} finally {
  filled.remove();
}
const risen = [...after.risen].map(([rule, count]) => `${fmt.int(count)} ${rule}`).join(', ') || 'none';
const ratio = after.sounding / before.sounding;
report([
  {
    benchmark: `alarms a day, ${CUSTOMERS} customers`,
    figure: `after: ${counts(after)}; ${fmt.int(after.sounding)} sound`,
    limit: `before: ${counts(before)}; ${fmt.int(before.sounding)} sound`,
    ratio: fmt.ratio(ratio),
    target: 'fewer sounding alarms than before',
    pass: ratio < 1,
    how:
      `${fmt.int(events)} events, a day of the demo's traffic for ${CUSTOMERS} customers, through AlarmBook on a real ` +
      `cache file with the rules before issue 19 and with the defaults in force, in 15-s steps of arrival, every ` +
      `alarm acknowledged 3 min after it was raised; risen to a higher priority after: ${risen}` +
      (day.busy.size === 0
        ? ''
        : `, ${fmt.int(after.risenAtBusy)} of them at the ${day.busy.size} busy generated customers (${BUSY_PER_MINUTE} ` +
          'events a minute from a few dozen cardholders, so one is denied again and again)') +
      ` (${before.seconds.toFixed(0)} s and ${after.seconds.toFixed(0)} s)`,
  },
]);
