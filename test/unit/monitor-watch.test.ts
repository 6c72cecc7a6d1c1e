// The NOT MONITORING alarm's state: when the monitor counts as blind, how it sounds again until a guard
// acknowledges it, what it says when contact is back, and what is kept for the shift report.
import { describe, expect, it } from 'vitest';
import { MonitorWatch, type CustomerSight, type Sight } from '../../electron/core/app/monitor-watch.js';
import { STOPPED_WHILE_BLIND, type MonitoringGap } from '../../electron/core/storage/monitoring-storage.js';

const A = 'aaaaaaaa-0000-4000-8000-000000000001';
const B = 'bbbbbbbb-0000-4000-8000-000000000002';
const T0 = Date.UTC(2026, 10, 26, 3, 0, 0);

function customer(customerGuid: string, lastGoodReadMs: number | null, overrides: Partial<CustomerSight> = {}) {
  return { customerGuid, lastGoodReadMs, expectedSinceMs: T0, pollIntervalMs: 2_000, problem: null, ...overrides };
}

function sight(nowMs: number, customers: CustomerSight[], sessionProblem: Sight['sessionProblem'] = null): Sight {
  return { nowMs, customers, sessionProblem };
}

/** A watch whose records are kept in `gaps` (by id), failing while `full` is set. */
function watchWithRecords(): { watch: MonitorWatch; gaps: Map<number, MonitoringGap>; disk: { full: boolean } } {
  const gaps = new Map<number, MonitoringGap>();
  const disk = { full: false };
  const watch = new MonitorWatch({
    record: async (gap, gapId) => {
      if (disk.full) throw Object.assign(new Error('database or disk is full'), { code: 'SQLITE_FULL' });
      const id = gapId ?? gaps.size + 1;
      gaps.set(id, gap);
      return id;
    },
  });
  return { watch, gaps, disk };
}

describe('MonitorWatch', () => {
  it("is blind at once, for every watched customer, when the control room's database is lost, and sees when it is back", () => {
    const { watch } = watchWithRecords();
    const fresh = [customer(A, T0), customer(B, T0)];
    const lost = watch.look({
      ...sight(T0 + 1_000, fresh),
      roomProblem: "The control room's database does not answer",
    });
    expect(lost).toMatchObject({
      seeing: false,
      causes: [{ kind: 'room-lost', message: "The control room's database does not answer", customerGuids: [A, B] }],
    });
    expect(watch.look({ ...sight(T0 + 2_000, fresh), roomProblem: null })).toMatchObject({ seeing: true });
  });

  it('sees while every watched customer was read within 30 s; blind after that, since its last good read', () => {
    const { watch } = watchWithRecords();
    expect(watch.look(sight(T0 + 29_000, [customer(A, T0), customer(B, T0 + 20_000)]))).toBeNull();
    expect(watch.state.seeing).toBe(true);

    const blind = watch.look(sight(T0 + 31_000, [customer(A, T0), customer(B, T0 + 20_000)]));
    expect(blind).toMatchObject({
      seeing: false,
      blindSinceMs: T0,
      alertSeq: 1,
      acknowledged: null,
      customers: [
        { customerGuid: A, lastGoodReadMs: T0, blind: true },
        { customerGuid: B, lastGoodReadMs: T0 + 20_000, blind: false },
      ],
    });
    expect(blind!.causes).toEqual([
      {
        kind: 'no-contact',
        customerGuids: [A],
        message: expect.stringMatching(/^No answer from the service for 1 of the 2 watched customers/),
      },
    ]);
  });

  it('waits 10 poll intervals for a customer polled less often than every 3 s', () => {
    const { watch } = watchWithRecords();
    const slow = (nowMs: number) => sight(nowMs, [customer(A, T0, { pollIntervalMs: 5_000 })]);
    expect(watch.look(slow(T0 + 45_000))).toBeNull();
    expect(watch.look(slow(T0 + 51_000))?.seeing).toBe(false);
  });

  it('counts from when reads were expected (a start, a sign-in), not from a read long ago', () => {
    const { watch } = watchWithRecords();
    const restarted = customer(A, T0 - 8 * 3_600_000, { expectedSinceMs: T0 });
    expect(watch.look(sight(T0 + 20_000, [restarted]))).toBeNull();
    expect(watch.look(sight(T0 + 31_000, [restarted]))).toMatchObject({ seeing: false, blindSinceMs: T0 });
  });

  it('sounds again every minute until a guard acknowledges it with a note; then it stays, silent, until contact is back', async () => {
    const { watch, gaps } = watchWithRecords();
    const lost = (nowMs: number) => sight(nowMs, [customer(A, T0)]);
    expect(watch.look(lost(T0 + 31_000))?.alertSeq).toBe(1);
    expect(watch.look(lost(T0 + 60_000))).toBeNull();
    expect(watch.look(lost(T0 + 91_000))?.alertSeq).toBe(2);
    expect(watch.acknowledge('Router down, IT called (ext 4410)', 'guard', T0 + 100_000)).toBe(true);
    expect(watch.state.acknowledged).toEqual({
      atMs: T0 + 100_000,
      operator: 'guard',
      note: 'Router down, IT called (ext 4410)',
    });
    expect(watch.look(lost(T0 + 200_000))).toBeNull();
    expect(watch.state).toMatchObject({ seeing: false, alertSeq: 2 });
    await watch.recorded();
    expect([...gaps.values()]).toEqual([
      {
        fromMs: T0,
        toMs: null,
        causes: [expect.stringMatching(/^No answer from the service for any watched customer/)],
        acknowledgedAtMs: T0 + 100_000,
        acknowledgedBy: 'guard',
        note: 'Router down, IT called (ext 4410)',
      },
    ]);
  });

  it('says when contact is back and after how long, keeps the period, and forgets the notice after 10 min', async () => {
    const { watch, gaps } = watchWithRecords();
    watch.look(sight(T0 + 31_000, [customer(A, T0)]));
    const back = T0 + 4 * 60_000 + 12_000;
    expect(watch.look(sight(back, [customer(A, back)]))).toMatchObject({
      seeing: true,
      blindSinceMs: null,
      restored: { fromMs: T0, toMs: back },
    });
    await watch.recorded();
    expect([...gaps.values()]).toMatchObject([{ fromMs: T0, toMs: back }]);
    expect(watch.look(sight(back + 9 * 60_000, [customer(A, back + 9 * 60_000)]))).toBeNull();
    expect(watch.look(sight(back + 11 * 60_000, [customer(A, back + 11 * 60_000)]))?.restored).toBeNull();
  });

  it('is blind at once, for every customer, when nobody is signed in, and for a customer whose cache cannot store', () => {
    const { watch } = watchWithRecords();
    const signedOut = { kind: 'signed-out' as const, message: 'Nobody is signed in' };
    expect(watch.look(sight(T0 + 1_000, [customer(A, T0), customer(B, T0)], signedOut))).toMatchObject({
      seeing: false,
      causes: [{ kind: 'signed-out', message: 'Nobody is signed in', customerGuids: [A, B] }],
    });
    const full = { kind: 'disk-full' as const, message: 'The monitor cannot store what it reads: disk full' };
    expect(
      watch.look(sight(T0 + 2_000, [customer(A, T0 + 2_000, { problem: full }), customer(B, T0 + 2_000)])),
    ).toMatchObject({
      seeing: false,
      causes: [{ kind: 'disk-full', customerGuids: [A] }],
    });
  });

  it('records a period that began on a full disk once there is room again', async () => {
    const { watch, gaps, disk } = watchWithRecords();
    disk.full = true;
    watch.look(sight(T0 + 31_000, [customer(A, T0)]));
    await watch.recorded();
    expect(gaps.size).toBe(0);
    disk.full = false;
    watch.look(sight(T0 + 32_000, [customer(A, T0)]));
    await watch.recorded();
    expect([...gaps.values()]).toMatchObject([{ fromMs: T0, toMs: null }]);
  });

  it('a monitor stopped while blind ends the period there, saying so', async () => {
    const { watch, gaps } = watchWithRecords();
    watch.look(sight(T0 + 31_000, [customer(A, T0)]));
    await watch.close(T0 + 90_000);
    expect([...gaps.values()]).toMatchObject([
      { fromMs: T0, toMs: T0 + 90_000, causes: [expect.stringMatching(/^No answer/), STOPPED_WHILE_BLIND] },
    ]);
  });

  it('signed in and watching no customer for 30 s is NOT MONITORING, kept as a period; watching one ends it', async () => {
    const { watch, gaps } = watchWithRecords();
    const none = (nowMs: number): Sight => ({ ...sight(nowMs, []), nothingWatchedSinceMs: T0 });
    expect(watch.look(none(T0 + 29_000))).toBeNull();
    expect(watch.state.seeing).toBe(true);

    expect(watch.look(none(T0 + 30_000))).toMatchObject({
      seeing: false,
      blindSinceMs: T0,
      alertSeq: 1,
      causes: [{ kind: 'nothing-watched', message: expect.stringMatching(/^No customer is watched.*Customers tab$/) }],
    });
    await watch.recorded();
    expect([...gaps.values()]).toEqual([expect.objectContaining({ fromMs: T0, toMs: null })]);

    expect(watch.look(sight(T0 + 40_000, [customer(A, T0 + 40_000)]))).toMatchObject({
      seeing: true,
      restored: { fromMs: T0, toMs: T0 + 40_000 },
    });
    await watch.recorded();
    expect([...gaps.values()]).toEqual([expect.objectContaining({ fromMs: T0, toMs: T0 + 40_000 })]);
  });

  it('signed out with no customer watched is a monitor not yet set up, not an alarm; a newer good read while it sees is no news', () => {
    const { watch } = watchWithRecords();
    const signedOut = { kind: 'signed-out' as const, message: 'Sign in' };
    expect(watch.look({ ...sight(T0 + 60_000, [], signedOut), nothingWatchedSinceMs: T0 })).toBeNull();
    expect(watch.state.seeing).toBe(true);
    expect(watch.look(sight(T0 + 61_000, [customer(A, T0 + 61_000)]))).toBeNull();
    expect(watch.look(sight(T0 + 62_000, [customer(A, T0 + 62_000)]))).toBeNull();
    expect(watch.state.customers).toEqual([{ customerGuid: A, lastGoodReadMs: T0 + 62_000, blind: false }]);
  });
});
