// The monitoring storage's contract: the counts per hour the chart and the shift report show, and the
// periods the monitor could not see, whichever engine keeps them. Run by storage-sqlite.test.ts.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EVENT_FIELDS } from '../../electron/core/api/event-fields.js';
import { EVENT_TYPE_DENIED, EVENT_TYPE_GRANTED, type AccessEvent } from '../../electron/core/api/types.js';
import type { EventStorage } from '../../electron/core/storage/event-storage.js';
import {
  STOPPED_WHILE_BLIND,
  type MonitoringGap,
  type MonitoringStorage,
} from '../../electron/core/storage/monitoring-storage.js';

/** The events a count is made of and the monitoring storage, over one fresh place (a file). */
export interface MonitoringPlace {
  events: EventStorage;
  monitoring: MonitoringStorage;
  remove(): Promise<void>;
}

const NORTHWIND = '0b6f5c1e-8a7d-4c3b-9e2f-1a2b3c4d5e6f';
const HARBOUR = '7c1d2e3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f';
const HOUR = 3_600_000;
const MINUTE = 60_000;
const T0 = Date.UTC(2026, 10, 26, 3, 0);
// A kind of event made up for these tests (not the demo's numbers): neither granted nor denied.
const DOOR_HELD = 9003;

function event(eventId: number, atMs: number, eventType: number): AccessEvent {
  const blank = Object.fromEntries(EVENT_FIELDS.map((field) => [field.name, null]));
  const at = new Date(atMs).toISOString();
  return { ...blank, eventId, eventType, eventDate: at, receivedDate: at } as AccessEvent;
}

const gap = (fromMs: number, toMs: number | null): MonitoringGap => ({
  fromMs,
  toMs,
  causes: ['No answer from the service for any watched customer'],
  acknowledgedAtMs: null,
  acknowledgedBy: null,
  note: null,
});

export function monitoringStorageContract(engine: string, createPlace: () => Promise<MonitoringPlace>): void {
  describe(`the monitoring storage on ${engine}`, () => {
    let place: MonitoringPlace;
    let monitoring: MonitoringStorage;

    beforeEach(async () => {
      place = await createPlace();
      monitoring = place.monitoring;
      const store = (customerGuid: string, events: AccessEvent[]) =>
        place.events.storeBatch({ customerGuid, events, nowMs: T0 + 5 * HOUR });
      await store(NORTHWIND, [
        event(1, T0 + 10 * MINUTE, EVENT_TYPE_GRANTED),
        event(2, T0 + 20 * MINUTE, EVENT_TYPE_DENIED),
        event(3, T0 + 50 * MINUTE, EVENT_TYPE_GRANTED),
        event(4, T0 + 2 * HOUR + MINUTE, DOOR_HELD),
      ]);
      await store(HARBOUR, [event(5, T0 + 30 * MINUTE, EVENT_TYPE_DENIED)]);
    });
    afterEach(() => place.remove());

    it('counts granted and denied events per hour of the customers asked for, empty hours included', async () => {
      expect(await monitoring.hourly([NORTHWIND], T0 + 5 * MINUTE, T0 + 2 * HOUR + 30 * MINUTE)).toEqual([
        { hourStartMs: T0, granted: 2, denied: 1 },
        { hourStartMs: T0 + HOUR, granted: 0, denied: 0 },
        { hourStartMs: T0 + 2 * HOUR, granted: 0, denied: 0 },
      ]);
      expect(await monitoring.hourly([NORTHWIND, HARBOUR], T0, T0 + 30 * MINUTE)).toEqual([
        { hourStartMs: T0, granted: 1, denied: 2 },
      ]);
      expect(await monitoring.hourly([], T0, T0 + HOUR - 1)).toEqual([{ hourStartMs: T0, granted: 0, denied: 0 }]);
    });

    it('counts events of every kind per hour, only those inside the range, every customer when none is named', async () => {
      expect(await monitoring.eventsPerHour(undefined, T0 + 15 * MINUTE, T0 + 2 * HOUR + 30 * MINUTE)).toEqual([
        { hourStartMs: T0, events: 3 },
        { hourStartMs: T0 + HOUR, events: 0 },
        { hourStartMs: T0 + 2 * HOUR, events: 1 },
      ]);
      expect(await monitoring.eventsPerHour([HARBOUR], T0, T0 + HOUR - 1)).toEqual([{ hourStartMs: T0, events: 1 }]);
      expect(await monitoring.eventsPerHour([], T0, T0 + HOUR - 1)).toEqual([{ hourStartMs: T0, events: 0 }]);
    });

    it('rewrites a blind period whole as it changes, and reads the periods by the range they overlap', async () => {
      const id = await monitoring.saveGap(gap(T0, null));
      expect(await monitoring.saveGap({ ...gap(T0, T0 + 4 * MINUTE), note: 'router' }, id)).toBe(id);
      await monitoring.saveGap(gap(T0 + 60 * MINUTE, T0 + 61 * MINUTE));
      expect(await monitoring.gapsOverlapping(T0 + 2 * MINUTE, T0 + 30 * MINUTE)).toEqual([
        { ...gap(T0, T0 + 4 * MINUTE), note: 'router' },
      ]);
    });

    it('ends a period left open by a monitor that stopped while blind when it starts again, saying so', async () => {
      await monitoring.saveGap(gap(T0, T0 + MINUTE));
      await monitoring.saveGap(gap(T0 + 10 * MINUTE, null));
      expect(await monitoring.endGapsLeftOpen(T0 + 50 * MINUTE)).toBe(1);
      expect(await monitoring.gapsOverlapping(0, T0 + 60 * MINUTE)).toEqual([
        gap(T0, T0 + MINUTE),
        { ...gap(T0 + 10 * MINUTE, T0 + 50 * MINUTE), causes: [...gap(0, 0).causes, STOPPED_WHILE_BLIND] },
      ]);
    });
  });
}
