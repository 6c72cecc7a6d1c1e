// The alarm storage's contract: what a guard's alarms keep, whichever engine keeps them. Events file into alarms
// once however many callers file them at the same moment; steps move an alarm on only from the states they
// name, each once; an acknowledgement marks the alarm's events with it; a device's trouble raises one alarm
// while it lasts. Run by storage-sqlite.test.ts. Only the workstation's SQLite cache keeps these rows: a control
// room keeps its own alarm queue (claims, a log per workstation, refusals naming who stands in the way), which
// its workstations copy into this storage, so no PostgreSQL engine is run against this contract.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EVENT_FIELDS } from '../../electron/core/api/event-fields.js';
import { EVENT_TYPE_DENIED, type AccessEvent } from '../../electron/core/api/types.js';
import type {
  AlarmFiling,
  AlarmRise,
  AlarmStorage,
  DoorSnooze,
  NewAlarm,
} from '../../electron/core/storage/alarm-storage.js';
import type { EventStorage } from '../../electron/core/storage/event-storage.js';

/** The events alarms are made of and the alarm storage, over one fresh place (a file). */
export interface AlarmPlace {
  events: EventStorage;
  alarms: AlarmStorage;
  remove(): Promise<void>;
}

const NORTHWIND = '0b6f5c1e-8a7d-4c3b-9e2f-1a2b3c4d5e6f';
const FRONT = '33333333-3333-4333-8333-333333333333';
const MINUTE = 60_000;
const T0 = Date.UTC(2026, 10, 26, 3, 0);
const CARD = '0042';

function event(eventId: number, minutes: number, overrides: Partial<AccessEvent> = {}): AccessEvent {
  const blank = Object.fromEntries(EVENT_FIELDS.map((field) => [field.name, null]));
  const at = new Date(T0 + minutes * MINUTE).toISOString();
  return {
    ...blank,
    eventId,
    eventType: EVENT_TYPE_DENIED,
    eventDate: at,
    receivedDate: at,
    doorGuid: FRONT,
    doorName: 'Front door',
    tokenData: CARD,
    ...overrides,
  } as AccessEvent;
}

/** The alarm a card's denial raises: low, grouped with the card's others within 5 minutes. */
function denial(eventId: number, minutes: number): NewAlarm {
  return {
    customerGuid: NORTHWIND,
    groupKey: `card:${CARD}`,
    ruleName: 'Access denied',
    priority: 'low',
    sound: 'none',
    notify: false,
    groupWithinMs: 5 * MINUTE,
    firstAtMs: T0 + minutes * MINUTE,
    eventId,
    lateByMs: null,
  };
}

/** Rises to high at the card's third denial within 5 minutes, saying which events it counted. */
function thirdDenial(counted: number[][]): AlarmFiling['rise'] {
  return {
    card: CARD,
    withinMs: 5 * MINUTE,
    decide: (priority, eventTimes): AlarmRise | null => {
      counted.push([...eventTimes]);
      if (priority !== 'low' || eventTimes.length < 3) return null;
      return { priority: 'high', sound: 'alarm', notify: true, note: 'raised to HIGH: 3rd denial of this card' };
    },
  };
}

const step = (atMs: number, operator: string, note: string | null = null) => ({
  atMs,
  operator,
  outcome: null,
  note,
});

export function alarmStorageContract(engine: string, createPlace: () => Promise<AlarmPlace>): void {
  describe(`the alarm storage on ${engine}`, () => {
    let place: AlarmPlace;
    let alarms: AlarmStorage;

    beforeEach(async () => {
      place = await createPlace();
      alarms = place.alarms;
      await place.events.storeBatch({
        customerGuid: NORTHWIND,
        events: [1, 2, 3, 4].map((id) => event(id, id - 1)).concat(event(5, 20)),
        nowMs: T0 + 30 * MINUTE,
      });
    });
    afterEach(() => place.remove());

    it('raises an alarm for an event, groups the repeats within its time, and starts anew after it', async () => {
      const filed = await alarms.fileEvents(
        [denial(1, 0), denial(2, 1), denial(5, 20)].map((alarm) => ({ alarm })),
        T0 + 21 * MINUTE,
      );
      const [first, second, third] = filed;
      expect(filed.map(({ eventId, raised }) => [eventId, raised])).toEqual([
        [1, true],
        [2, false],
        [5, true],
      ]);
      expect(second!.alarmId).toBe(first!.alarmId);
      expect(third!.alarmId).not.toBe(first!.alarmId);
      expect(await alarms.get(first!.alarmId)).toMatchObject({
        state: 'open',
        eventCount: 2,
        firstAtMs: T0,
        lastAtMs: T0 + MINUTE,
        latestEventId: 2,
        raisedAtMs: T0 + 21 * MINUTE,
      });
      expect(await alarms.eventIds(first!.alarmId)).toEqual([1, 2]);
      expect(await alarms.doorNames(first!.alarmId)).toEqual(['Front door']);
      expect(await alarms.alarmsOfEvents([1, 2, 3, 5])).toEqual(
        new Map([
          [1, first!.alarmId],
          [2, first!.alarmId],
          [5, third!.alarmId],
        ]),
      );
      expect(await alarms.openCount()).toBe(2);
    });

    it('files an event once: a second filing of it, even at the same moment, passes it over', async () => {
      const batch = [denial(1, 0), denial(2, 1), denial(3, 2)].map((alarm) => ({ alarm }));
      const [once, twice] = await Promise.all([
        alarms.fileEvents(batch, T0 + 3 * MINUTE),
        alarms.fileEvents(batch, T0 + 3 * MINUTE),
      ]);
      expect([once.length, twice.length].sort()).toEqual([0, 3]);
      const [only, ...others] = await alarms.list({ states: ['open'] });
      expect(others).toEqual([]);
      expect(only).toMatchObject({ eventCount: 3 });
      expect(await alarms.eventIds(only!.alarmId)).toEqual([1, 2, 3]);
      expect((await alarms.actions(only!.alarmId)).map((action) => action.action)).toEqual(['raised']);
    });

    it('rises an alarm at its count once, counting the events another filing added at the same moment', async () => {
      const counted: number[][] = [];
      const filing = (eventId: number) => ({ alarm: denial(eventId, eventId - 1), rise: thirdDenial(counted) });
      await Promise.all([
        alarms.fileEvents([filing(1), filing(2)], T0 + 2 * MINUTE),
        alarms.fileEvents([filing(3), filing(4)], T0 + 4 * MINUTE),
      ]);
      const [alarm] = await alarms.list({ states: ['open'] });
      expect(alarm).toMatchObject({ priority: 'high', sound: 'alarm', notify: true, eventCount: 4 });
      const history = await alarms.actions(alarm!.alarmId);
      expect(history.filter((action) => action.action === 'escalated').map((action) => action.note)).toEqual([
        'raised to HIGH: 3rd denial of this card',
      ]);
      // Each event's count saw the ones filed before it, its own included.
      expect(counted.map((times) => times.length)).toEqual([1, 2, 3, 4]);
      expect(await alarms.priorities([1, 4, 5])).toEqual(
        new Map([
          [1, 'high'],
          [4, 'high'],
        ]),
      );
    });

    it('acknowledges open alarms once, their events with them; closes them once; reopens only a closed one', async () => {
      const { alarmId } = (await alarms.fileEvents([{ alarm: denial(1, 0) }, { alarm: denial(2, 1) }], T0))[0]!;
      const [one, two] = await Promise.all([
        alarms.acknowledge([alarmId], step(T0 + MINUTE, 'Ann', 'On camera')),
        alarms.acknowledge([alarmId], step(T0 + MINUTE, 'Bob', 'Seen')),
      ]);
      expect([...one, ...two]).toEqual([alarmId]);
      const acknowledged = await alarms.acknowledgements([1, 2, 3]);
      expect([...acknowledged.keys()]).toEqual([1, 2]);
      expect(new Set([...acknowledged.values()].map((ack) => ack.note))).toHaveLength(1);
      expect(await alarms.openCount()).toBe(0);
      expect(await alarms.reopen(alarmId, T0 + 2 * MINUTE, 'Ann', 'reopened')).toBe(false);

      const closing = { ...step(T0 + 3 * MINUTE, 'Sue', 'Visitor badge'), outcome: 'false-alarm' as const };
      expect(await alarms.close([alarmId], closing)).toEqual([alarmId]);
      expect(await alarms.close([alarmId], closing)).toEqual([]);
      expect(await alarms.acknowledge([alarmId], step(T0 + 4 * MINUTE, 'Ann'))).toEqual([]);
      expect(await alarms.reopen(alarmId, T0 + 5 * MINUTE, 'Ann', 'reopened: seen again')).toBe(true);
      expect(await alarms.stateOf(alarmId)).toBe('open');
      expect(
        (await alarms.actions(alarmId)).map(({ action, operator, outcome }) => [action, operator, outcome]),
      ).toEqual([
        ['raised', null, null],
        ['acknowledged', expect.stringMatching(/^(Ann|Bob)$/), null],
        ['closed', 'Sue', 'false-alarm'],
        ['raised', 'Ann', null],
      ]);
    });

    it("keeps a control room's copy once, with the events that joined it, and its claims and steps", async () => {
      const joins = [
        { eventId: 2, atMs: T0 + MINUTE },
        { eventId: 3, atMs: T0 + 2 * MINUTE },
      ];
      const [copy, again] = await Promise.all([
        alarms.adopt(denial(1, 0), joins, T0 + 3 * MINUTE, 'raised by control-2'),
        alarms.adopt(denial(1, 0), joins, T0 + 3 * MINUTE, 'raised by control-2'),
      ]);
      expect(again).toBe(copy);
      expect(await alarms.eventIds(copy)).toEqual([1, 2, 3]);
      expect(await alarms.join(copy, [...joins, { eventId: 4, atMs: T0 + 3 * MINUTE }])).toBe(1);
      expect(await alarms.get(copy)).toMatchObject({ eventCount: 4, latestEventId: 4 });

      expect(
        await alarms.claimStep(copy, { action: 'claimed', atMs: T0, operator: 'Ann (control-2)', note: null }),
      ).toBe(true);
      expect(await alarms.claimStep(9999, { action: 'claimed', atMs: T0, operator: 'Ann', note: null })).toBe(false);
      expect(await alarms.stepDone(copy, { atMs: T0, operator: 'Ann', text: 'Call the site contact' })).toBe(true);
      expect(await alarms.stepDone(9999, { atMs: T0, operator: 'Ann', text: 'Call the site contact' })).toBe(false);
      expect([await alarms.claimStepCount(copy), await alarms.stepDoneCount(copy)]).toEqual([1, 1]);
      expect((await alarms.actions(copy))[0]).toMatchObject({ action: 'raised', note: 'raised by control-2' });
    });

    it('rises and re-alerts only an open alarm, and knows when each open one last sounded', async () => {
      const { alarmId } = (await alarms.fileEvents([{ alarm: denial(1, 0) }], T0))[0]!;
      expect(await alarms.escalated(alarmId, T0 + 10 * MINUTE, 'unacknowledged for 10 min')).toBe(true);
      expect(await alarms.openWithLastAlert()).toEqual([
        expect.objectContaining({ alarmId, lastAlertMs: T0 + 10 * MINUTE }),
      ]);
      const high = { priority: 'high', sound: 'alarm', notify: true, note: 'raised to HIGH' } as const;
      expect(await alarms.rise(alarmId, high, T0 + 11 * MINUTE, 'control-2')).toBe(true);
      expect(await alarms.get(alarmId)).toMatchObject({ priority: 'high', sound: 'alarm', notify: true });
      await alarms.acknowledge([alarmId], step(T0 + 12 * MINUTE, 'Ann'));
      expect(await alarms.rise(alarmId, { ...high, priority: 'critical' }, T0 + 13 * MINUTE, null)).toBe(false);
      expect(await alarms.escalated(alarmId, T0 + 15 * MINUTE, 'unacknowledged for 15 min')).toBe(false);
      expect(await alarms.openWithLastAlert()).toEqual([]);
      expect((await alarms.actions(alarmId)).map((action) => action.action)).toEqual([
        'raised',
        'escalated',
        'escalated',
        'acknowledged',
      ]);
    });

    it('lists alarms by state, customer and first event, and says which a shift handed over', async () => {
      const filed = await alarms.fileEvents([{ alarm: denial(1, 0) }, { alarm: denial(5, 20) }], T0 + 20 * MINUTE);
      const [early, late] = filed.map((one) => one.alarmId);
      await alarms.close([early!], { ...step(T0 + 40 * MINUTE, 'Ann'), outcome: 'genuine' });
      expect((await alarms.list({ states: ['open', 'closed'] })).map((alarm) => alarm.alarmId)).toEqual([late, early]);
      expect((await alarms.list({ states: ['open', 'closed'], fromMs: T0 + MINUTE })).map((a) => a.alarmId)).toEqual([
        late,
      ]);
      expect(await alarms.list({ states: ['open'], customerGuids: [] })).toEqual([]);
      // At 00:30 both were raised and neither closed; by 00:50 the early one was.
      expect((await alarms.notClosedAt(T0 + 30 * MINUTE)).map((alarm) => alarm.alarmId).sort()).toEqual(
        [early, late].sort(),
      );
      expect((await alarms.notClosedAt(T0 + 50 * MINUTE, [NORTHWIND])).map((alarm) => alarm.alarmId)).toEqual([late]);
    });

    it("raises one alarm for a device's trouble while it lasts, closes it when it ends, and raises anew after", async () => {
      const trouble = {
        alarm: {
          customerGuid: NORTHWIND,
          groupKey: `reader:${FRONT}`,
          ruleName: 'Reader reports tamper',
          priority: 'high' as const,
          sound: 'alarm' as const,
          notify: true,
          groupWithinMs: 0,
          firstAtMs: T0,
        },
        note: 'The reader of Front door reports device status “Tamper”',
      };
      const raised = await Promise.all([
        alarms.raiseDeviceTrouble(trouble, T0),
        alarms.raiseDeviceTrouble(trouble, T0),
      ]);
      const alarmId = raised.find((id) => id !== null)!;
      expect(raised.filter((id) => id === null)).toHaveLength(1);
      // Keyed below zero, where no event is.
      expect(await alarms.get(alarmId)).toMatchObject({ latestEventId: -alarmId, eventCount: 1 });
      expect(await alarms.deviceTroubles(NORTHWIND)).toEqual([
        {
          customerGuid: NORTHWIND,
          groupKey: `reader:${FRONT}`,
          ruleName: 'Reader reports tamper',
          alarmId,
          sinceMs: T0,
        },
      ]);

      const ended = {
        ...step(T0 + MINUTE, 'control-1', 'The reader reports “Normal” again'),
        outcome: 'other' as const,
      };
      const lasting = (await alarms.deviceTroubles(NORTHWIND))[0]!;
      expect(await alarms.endDeviceTrouble(lasting, ended)).toBe(true);
      expect(await alarms.endDeviceTrouble(lasting, ended)).toBe(false);
      expect(await alarms.stateOf(alarmId)).toBe('closed');
      expect(await alarms.deviceTroubles(NORTHWIND)).toEqual([]);
      const again = await alarms.raiseDeviceTrouble(trouble, T0 + 2 * MINUTE);
      expect(again).not.toBeNull();
      expect(again).not.toBe(alarmId);
    });

    it('holds back a door while its snooze runs, the soonest ending first, and ends one early once', async () => {
      const snooze = (untilMinutes: number): Omit<DoorSnooze, 'snoozeId'> => ({
        customerGuid: NORTHWIND,
        doorGuid: FRONT,
        doorName: 'Front door',
        fromMs: T0,
        untilMs: T0 + untilMinutes * MINUTE,
        reason: 'contractors',
        operator: 'Ann',
      });
      const long = await alarms.addSnooze(snooze(60));
      const short = await alarms.addSnooze(snooze(30));
      expect((await alarms.activeSnoozes(T0 + MINUTE)).map((running) => running.snoozeId)).toEqual([short, long]);
      expect(await alarms.activeSnoozes(T0 + 30 * MINUTE)).toEqual([{ ...snooze(60), snoozeId: long }]);
      expect(await alarms.endSnooze(long, T0 + 31 * MINUTE, 'Sue')).toBe(true);
      expect(await alarms.endSnooze(long, T0 + 32 * MINUTE, 'Sue')).toBe(false);
      expect(await alarms.activeSnoozes(T0 + 33 * MINUTE)).toEqual([]);
    });
  });
}
