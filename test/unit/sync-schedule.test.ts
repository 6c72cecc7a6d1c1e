// The frugal sync's pure parts: the age bands and their cost, the poll intervals within a budget,
// the budget's response to 503s, and what the lateness model learns.
import { describe, expect, it } from 'vitest';
import { ageBands, bandOfAge, DEFAULT_BAND_SETTINGS, scheduledBands } from '../../electron/core/sync/age-bands.js';
import { budgetFloors } from '../../electron/core/sync/budget-floors.js';
import type { SyncContext } from '../../electron/core/sync/customer-run.js';
import { EdgeIntervals } from '../../electron/core/sync/edge-intervals.js';
import { LatenessModel, type LearnedEvent } from '../../electron/core/sync/lateness-model.js';
import { planPollIntervals, quietPollingMs } from '../../electron/core/sync/poll-intervals.js';
import { parseRequestBudget, RequestBudget, resolveRequestBudget } from '../../electron/core/sync/request-budget.js';
import { DEFAULT_SYNC_SETTINGS } from '../../electron/core/sync/sync-settings.js';
import { TrafficMeter } from '../../electron/core/sync/traffic-meter.js';
import { preparedCustomerRun } from '../support/fake-customer-run.js';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('age bands', () => {
  const bands = ageBands(DEFAULT_BAND_SETTINGS, 2 * SECOND);

  it('cover every age from the edge lateness to the settle age, without gaps', () => {
    expect(bands[0]).toMatchObject({ loMs: 2 * SECOND, hiMs: 20 * SECOND });
    for (let i = 1; i < bands.length; i += 1) expect(bands[i]!.loMs).toBe(bands[i - 1]!.hiMs);
    expect(bands.at(-1)!.hiMs).toBe(25 * HOUR);
  });

  const schedule = (hot: (index: number) => boolean, pairFromMs = 2 * HOUR) =>
    scheduledBands(bands, hot, DEFAULT_BAND_SETTINGS, pairFromMs);

  it('read a hot band at half its youngest age, so a late event there is found within half its lateness', () => {
    const ninety = bandOfAge(bands, 90 * MINUTE)!;
    const band = bandOfAge(
      schedule((index) => index === ninety.index),
      90 * MINUTE,
    )!;
    expect(band).toMatchObject({ hot: true, loMs: ninety.loMs });
    expect(band.periodMs).toBeLessThanOrEqual(45 * MINUTE);
  });

  it('read a cold band every its width (found within 3× the lateness), and beyond the lateness seen two by two', () => {
    const cold = schedule(() => false);
    for (const band of cold.slice(1)) {
      if (band.loMs < 2 * HOUR) expect(band).toMatchObject({ hiMs: 2 * band.loMs, periodMs: band.loMs });
      else if (band.hiMs < 25 * HOUR) expect(band).toMatchObject({ hiMs: 4 * band.loMs, periodMs: 3 * band.loMs });
    }
    expect(cold.length).toBeLessThan(bands.length);
  });

  it('cost well under 25 downloads per new event when only the young bands are hot (the cost model)', () => {
    // Downloads per new event of each band read = width / period (R cancels out).
    const cost = (hotUpToMs: number): number =>
      schedule((index) => bands[index]!.loMs < hotUpToMs).reduce(
        (sum, band) => sum + (band.hiMs - band.loMs) / band.periodMs,
        0,
      );
    const edge = 1 + 2 / 2; // edge lateness 2 s over a 2 s poll
    const settle = 1;
    const youngHot = edge + cost(2 * MINUTE) + settle;
    expect(youngHot).toBeGreaterThan(14);
    expect(youngHot).toBeLessThan(22);
    // The worst case: late events found at every age recently, every band hot.
    const allHot = edge + cost(Infinity) + settle;
    expect(allHot).toBeGreaterThan(youngHot);
    expect(allHot).toBeLessThan(30);
  });

  it('finds the band of an age, and none below the edge', () => {
    expect(bandOfAge(bands, SECOND)).toBeNull();
    expect(bandOfAge(bands, 30 * SECOND)!.loMs).toBe(20 * SECOND);
    expect(bandOfAge(bands, 40 * HOUR)).toBe(bands.at(-1));
  });
});

describe('poll intervals within a budget', () => {
  const base = { minIntervalMs: 2 * SECOND, quietFloorMs: 30 * SECOND };
  const requests = (intervals: number[]): number => intervals.reduce((sum, x) => sum + MINUTE / x, 0);

  it('polls everyone at the fastest interval when the budget allows', () => {
    const plan = planPollIntervals({ ...base, ratesPerMinute: [60, 0.5, 0], budgetPerMinute: 400 });
    expect(plan.intervalsMs).toEqual([2000, 2000, 2000]);
  });

  it('gives busy customers short intervals and quiet ones the floor, within the budget', () => {
    const rates = [...Array<number>(10).fill(60), ...Array<number>(90).fill(0.5)];
    const plan = planPollIntervals({ ...base, ratesPerMinute: rates, budgetPerMinute: 340 });
    expect(plan.floorHeld).toBe(true);
    expect(requests(plan.intervalsMs)).toBeLessThanOrEqual(340.001);
    expect(plan.intervalsMs[0]).toBeLessThan(4 * SECOND);
    expect(plan.intervalsMs[50]).toBe(30 * SECOND);
  });

  it('stretches every floor alike, and says so, when the budget cannot pay for them', () => {
    const plan = planPollIntervals({ ...base, ratesPerMinute: Array<number>(100).fill(1), budgetPerMinute: 100 });
    expect(plan.floorHeld).toBe(false);
    expect(requests(plan.intervalsMs)).toBeCloseTo(100);
  });
});

describe("a quiet customer's edge", () => {
  /**
   * The edge intervals of a busy customer (an event a second) and a quiet one (an event in two minutes), among 10
   * busy and 90 quiet ones within 400 requests a minute, when reads take `readMs`.
   */
  function intervalsWhenReadsTake(readMs: number): { busy: number; quiet: number } {
    const context = { settings: DEFAULT_SYNC_SETTINGS } as SyncContext;
    const intervals = new EdgeIntervals(context, new RequestBudget(400, () => 0), () => readMs);
    const rates = [...Array<number>(10).fill(60), ...Array<number>(90).fill(0.5)];
    const runs = rates.map((rate, index) =>
      preparedCustomerRun(`c${index}`, { model: { ratePerMinute: () => rate }, phase: 'live', nextEdgeAtMs: 0 }),
    );
    intervals.plan(runs, 0, budgetFloors({ inventoryIncomplete: false }));
    return { busy: runs[0]!.edgeIntervalMs, quiet: runs.at(-1)!.edgeIntervalMs };
  }
  const quietInterval = (readMs: number): number => intervalsWhenReadsTake(readMs).quiet;

  it('is read again soon enough that an event the service receives just after a read is stored within 30 s', () => {
    // A read stores what the service had when it started, and ends `readMs` later.
    for (const readMs of [0, 1000, 4000]) expect(quietInterval(readMs) + readMs).toBeLessThanOrEqual(30 * SECOND);
    expect(quietInterval(0)).toBe(30 * SECOND);
  });

  it("is paid for from the background's share: the busy customers are polled as often as when reads take no time", () => {
    expect(intervalsWhenReadsTake(1000).busy).toBe(intervalsWhenReadsTake(0).busy);
    expect(intervalsWhenReadsTake(0).busy).toBeLessThan(4 * SECOND);
  });

  it('is not polled more than twice as often however slowly the service answers', () => {
    expect(quietPollingMs(30 * SECOND, 25 * SECOND)).toBe(15 * SECOND);
  });
});

describe('request budget', () => {
  it('lets a burst of three seconds through, then paces requests at the rate', () => {
    const clock = { now: 0 };
    const budget = new RequestBudget(400, () => clock.now);
    let sent = 0;
    while (budget.available()) {
      budget.take();
      sent += 1;
    }
    expect(sent).toBe(20);
    expect(budget.nextAvailableAtMs()).toBe(150);
    expect(budget.nextAvailableAtMs(4)).toBe(600);
    clock.now = 60_000;
    expect(budget.available()).toBe(true);
  });

  it('always lets a read of four requests through in time, however small the budget', () => {
    const clock = { now: 0 };
    const budget = new RequestBudget(6, () => clock.now);
    expect(budget.available(4)).toBe(true);
    budget.take();
    budget.take();
    budget.take();
    budget.take();
    expect(budget.available(1)).toBe(false);
    clock.now = budget.nextAvailableAtMs(4);
    expect(clock.now).toBe(60_000);
    expect(budget.available(4)).toBe(true);
  });

  it('keeps background reads to what the live reads leave of each minute, so the last request a minute pays for is a live one', () => {
    const clock = { now: 0 };
    const budget = new RequestBudget(40, () => clock.now);
    // The live reads plan 30 a minute; the background may share the other 10.
    for (let read = 0; read < 10; read += 1) {
      clock.now = read * 1500;
      expect(budget.available(1, 'background', 10)).toBe(true);
      budget.take('background');
    }
    clock.now = 15_000;
    expect(budget.available(1, 'background', 10)).toBe(false);
    expect(budget.available(1)).toBe(true); // a live read still goes
    expect(budget.nextAvailableAtMs(1, 'background', 10)).toBe(60_000); // the first background read leaves the minute
    // An inventory refresh (four requests) fits an empty minute even when the share is smaller.
    clock.now = 200_000;
    expect(budget.available(4, 'inventory', 2)).toBe(true);
  });

  it('pays history from what the live reads leave: a background read never takes the last requests of the bucket', () => {
    const clock = { now: 0 };
    const budget = new RequestBudget(400, () => clock.now);
    // The live edges have spent the burst but two requests.
    for (let sent = 0; sent < 18; sent += 1) budget.take();
    expect(budget.available(1, 'background', 100)).toBe(false); // a backfill waits, though its share of the minute is free
    expect(budget.available(1)).toBe(true);
    budget.take();
    budget.take();
    // Once the bucket holds the live reads' reserve again, history goes on.
    clock.now = budget.nextAvailableAtMs(1, 'background', 100);
    expect(clock.now).toBeLessThanOrEqual(1000);
    expect(budget.available(1, 'background', 100)).toBe(true);
    budget.take('background');
    expect(budget.available(1)).toBe(true); // and the next live read still finds its request
  });

  it('halves on a 503, holds for the Retry-After, then climbs back a tenth a minute', () => {
    const clock = { now: 0 };
    const budget = new RequestBudget(400, () => clock.now);
    budget.unavailable(90_000);
    budget.unavailable(undefined); // the same storm: no second halving
    expect(budget.snapshot()).toMatchObject({ effectivePerMinute: 200, reducedUntilMs: 90_000 });
    clock.now = 89_000;
    expect(budget.effectivePerMinute).toBe(200);
    clock.now = 90_000 + 2 * MINUTE;
    expect(budget.effectivePerMinute).toBe(280);
    clock.now += 10 * MINUTE;
    expect(budget.snapshot()).toMatchObject({ effectivePerMinute: 400, reducedUntilMs: null });
  });

  it('takes the flag first, then ACS_REQUEST_BUDGET, then the setting, and refuses a malformed one', () => {
    expect(resolveRequestBudget({ flag: '120', env: '50', setting: 70 })).toEqual({ perMinute: 120, source: 'flag' });
    expect(resolveRequestBudget({ env: '50', setting: 70 })).toEqual({ perMinute: 50, source: 'environment' });
    expect(resolveRequestBudget({ setting: 70 })).toEqual({ perMinute: 70, source: 'setting' });
    expect(resolveRequestBudget({}).source).toBe('default');
    expect(() => parseRequestBudget('ten', '--budget')).toThrow(/--budget must be a whole number.*"ten"/);
    expect(() => parseRequestBudget('2', 'ACS_REQUEST_BUDGET')).toThrow(/between 6 and 60000/);
  });
});

describe('lateness model', () => {
  const make = (clock: { now: number }): LatenessModel =>
    new LatenessModel({ edgeLatenessMs: 2000, hotMemoryMs: 6 * HOUR }, () => clock.now, {
      newestByDevice: new Map([['d1', 0]]),
      ratePerMinute: 0,
      coveredMs: DAY,
    });

  it('sizes the edge from how late on-time events run', () => {
    const clock = { now: 0 };
    const model = make(clock);
    model.learn(
      Array.from({ length: 100 }, (_, i) => ({
        eventMs: 0,
        receivedMs: 300 + i * 5,
        deviceGuid: 'd1',
        deviceName: 'A',
      })),
      { polled: true },
    );
    // p99 of 300, 305, … 795 ms is 790 ms; the edge reaches back that far and a quarter-second more.
    expect(model.edgeLatenessMs).toBe(790 + 250);
  });

  it('keeps a band hot for its memory, names late controllers, and follows the newest eventDate per controller', () => {
    const clock = { now: 10 * HOUR };
    const model = make(clock);
    model.foundLateIn(5, 11 * MINUTE);
    model.learn([{ eventMs: clock.now - HOUR, receivedMs: clock.now, deviceGuid: 'd1', deviceName: 'Depot' }], {
      polled: true,
    });
    expect(model.isHot(5)).toBe(true);
    expect(model.discoveredLatenessMs()).toBe(11 * MINUTE);
    expect(model.lateDevices()).toEqual([
      { deviceGuid: 'd1', deviceName: 'Depot', lateEvents: 1, maxLatenessMs: HOUR, lastLateAtMs: 10 * HOUR },
    ]);
    expect(model.newestOfDevice('d1')).toBe(9 * HOUR);
    clock.now += 6 * HOUR + 1;
    expect(model.isHot(5)).toBe(false);
  });

  it('turns a band hot for the first late event of a delivery, not for a sibling of a backlog found first', () => {
    const clock = { now: 10 * HOUR };
    const model = make(clock);
    const at = (eventMs: number, receivedMs: number, deviceGuid: string) => ({
      eventMs,
      receivedMs,
      deviceGuid,
      deviceName: deviceGuid,
    });
    // An isolated late event: confirmed a minute later.
    model.foundLate(4, at(clock.now - 3 * MINUTE, clock.now, 'isolated'));
    // A backlog's old part found first by a band read; its youngest arrives with it and is found next.
    model.foundLate(9, at(clock.now - 2 * HOUR, clock.now, 'backlog'));
    model.learn([at(clock.now - 5 * SECOND, clock.now + 1000, 'backlog')], { polled: true });
    clock.now += MINUTE;
    model.learn([], { polled: true });
    expect(model.isHot(4)).toBe(true);
    expect(model.isHot(9)).toBe(false);
    expect(model.discoveredLatenessMs()).toBe(3 * MINUTE);
  });

  it("counts the on-time events the edge polled into the rate, and not other reads' or late ones", () => {
    const clock = { now: 0 };
    const model = make(clock);
    const events = (latenessMs: number): LearnedEvent[] =>
      Array.from({ length: 60 }, () => ({ eventMs: 0, receivedMs: latenessMs, deviceGuid: null, deviceName: null }));
    model.learn(events(0), { polled: false });
    model.learn(events(10 * MINUTE), { polled: true });
    expect(model.ratePerMinute()).toBe(0);
    model.learn(events(0), { polled: true });
    expect(model.ratePerMinute()).toBeCloseTo(6);
  });

  it("knows a newly watched customer's rate from its first read, not ramping up over ten minutes", () => {
    const clock = { now: 0 };
    // Nothing cached: the rate counts from the first edge read's window, 20 s back.
    const model = new LatenessModel({ edgeLatenessMs: 2000, hotMemoryMs: 6 * HOUR }, () => clock.now, {
      newestByDevice: new Map(),
      ratePerMinute: 0,
      coveredMs: 20 * SECOND,
    });
    // 60 events a minute: 20 in the first read, then one a second.
    const at = (ms: number): LearnedEvent => ({ eventMs: ms, receivedMs: ms, deviceGuid: null, deviceName: null });
    model.learn(
      Array.from({ length: 20 }, (_, i) => at(-i * SECOND)),
      { polled: true },
    );
    expect(model.ratePerMinute()).toBeCloseTo(60, -1);
    for (clock.now = SECOND; clock.now <= 40 * SECOND; clock.now += SECOND)
      model.learn([at(clock.now)], { polled: true });
    expect(model.ratePerMinute()).toBeCloseTo(60, -1);
  });
});

describe('traffic meter', () => {
  it('reports requests a minute, downloads per new event and the newest event delay over ten minutes', () => {
    const clock = { now: 0 };
    const meter = new TrafficMeter(() => clock.now);
    for (let minute = 0; minute < 12; minute += 1) {
      clock.now = minute * MINUTE;
      for (let i = 0; i < 30; i += 1) meter.request();
      meter.downloaded(600);
      meter.inserted(
        Array.from({ length: 60 }, () => clock.now - 1500),
        { live: true },
      );
    }
    const figures = meter.figures();
    expect(figures.requestsPerMinute).toBeCloseTo(30);
    expect(figures.amplification).toBeCloseTo(10);
    expect(figures.recent.inserted).toBe(600);
    expect(figures.total.inserted).toBe(720);
    expect(figures.newestDelayMs).toBe(1500);
  });
});
