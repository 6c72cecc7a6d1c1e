// What the sync tells the alarms about each stored batch, on a clock the test moves: where a customer's
// alarms begin and the service's clock when the events were stored. A workstation clock 11 min fast must
// neither swallow the first minutes of a newly watched customer nor make a fresh forced door "late"; an
// event delivered late and found by an age-band read alarms and says how late it came.
import { afterEach, describe, expect, it } from 'vitest';
import { AlarmBook } from '../../electron/core/app/alarm-book.js';
import { DEFAULT_ESCALATION, DEFAULT_RULES } from '../../electron/core/alarms/default-rules.js';
import { SERVICE_CLOCK_UNCERTAINTY_MS } from '../../electron/core/api/service-clock.js';
import type { AccessEvent } from '../../electron/core/api/types.js';
import { alarmingOf, type EventArrival } from '../../electron/core/sync/event-arrival.js';
import { syncRig, syncUntilCaughtUp, type SyncRig } from '../support/sync-rig.js';

const MINUTE = 60_000;

let rig: SyncRig | undefined;
/** The batches the book is considering, in the order the sync handed them over. */
let considering: Promise<unknown> = Promise.resolve();
afterEach(async () => {
  await rig?.close();
  rig = undefined;
});

/** A rig whose stored batches go to an alarm book on its cache, as the host hands them over. */
async function rigWithAlarms(workstationAheadMs = 0): Promise<{ r: SyncRig; book: AlarmBook }> {
  // The book needs the rig's cache, and the rig the book's door: the first batch comes with the first cycle.
  const wired: { book?: AlarmBook } = {};
  const onEvents = (customerGuid: string, events: AccessEvent[], arrival: EventArrival): void => {
    const { book } = wired;
    const nowMs = rig!.clock.now;
    if (!book) return;
    considering = considering.then(() =>
      book.consider(customerGuid, alarmingOf(events, arrival), nowMs, arrival.seenAtServiceMs),
    );
  };
  const r = await syncRig({ workstationAheadMs, settings: { historyMs: 2 * 3_600_000 }, onEvents });
  rig = r;
  wired.book = new AlarmBook(r.cache, () => ({
    rules: DEFAULT_RULES,
    escalation: DEFAULT_ESCALATION,
    instructions: [],
    procedures: [],
    contacts: [],
  }));
  return { r, book: wired.book };
}

function forcedDoor(r: SyncRig, eventMs: number, receivedMs: number): AccessEvent {
  return r.world.demo.makeEvent(r.customerGuid, {
    eventType: 7301,
    displayName: 'Door forced open',
    priorityDescription: 'Critical',
    eventDate: new Date(eventMs).toISOString(),
    receivedDate: new Date(receivedMs).toISOString(),
  });
}

/** The alarm of the event once the batches handed over so far are considered; null: none. */
const alarmOf = async (book: AlarmBook, eventId: number) => {
  await considering;
  return (await book.live()).find((group) => group.eventIds.includes(eventId)) ?? null;
};

describe('what the sync tells the alarms', { timeout: 60_000 }, () => {
  it('a workstation clock 11 min fast: a customer watched a moment ago alarms at once, and on time is not "late"', async () => {
    const { r, book } = await rigWithAlarms(11 * MINUTE);
    await syncUntilCaughtUp(r);
    r.clock.now += 2_000;
    const door = forcedDoor(r, r.clock.now, r.clock.now);
    r.world.demo.addEvents([door]);
    r.clock.now += 2_000;
    await r.engine.cycle(r.customerGuid);
    expect(await alarmOf(book, door.eventId)).toMatchObject({ priority: 'critical', lateByMs: null });
  });

  it('a forced door delivered 12 min late is found by an age-band read, alarms, and says how late it came', async () => {
    const { r, book } = await rigWithAlarms();
    await syncUntilCaughtUp(r);
    const door = forcedDoor(r, r.clock.now - 12 * MINUTE, r.clock.now);
    r.world.demo.addEvents([door]);
    const receivedMs = r.clock.now;
    // Reads as they fall due, 5 s apart, until the alarm stands (the sync promises 3× the lateness at most).
    while (!(await alarmOf(book, door.eventId)) && r.clock.now - receivedMs < 3 * 12 * MINUTE) {
      r.clock.now += 5_000;
      await r.engine.cycle(r.customerGuid);
    }
    const alarm = await alarmOf(book, door.eventId);
    expect(alarm).toMatchObject({ priority: 'critical', state: 'open' });
    // Found after the edge had passed it: late by the 12 min it took to reach the service and the wait for its band.
    expect(r.clock.now - receivedMs).toBeGreaterThan(0);
    // The service's clock is known from its Date headers, to a second.
    const lateByMs = 12 * MINUTE + (r.clock.now - receivedMs);
    expect(alarm!.lateByMs).toBeGreaterThan(lateByMs - SERVICE_CLOCK_UNCERTAINTY_MS);
    expect(alarm!.lateByMs).toBeLessThan(lateByMs + SERVICE_CLOCK_UNCERTAINTY_MS);
  });
});
