// The delivery schedule of the demo's controllers: a pure function of the seed, the device and the
// time, so a benchmark that jumps its virtual clock about sees the same uploads and outages.
import { describe, expect, it } from 'vitest';
import { DeliverySchedule } from '../../electron/demo/events/delivery.js';

const DEVICE = '5d1f8a52-3c1e-4f7e-9a0b-2b6f1c9d8e7a';
const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
const START = Date.parse('2025-03-10T00:00:00.000Z');

/** Every minute of `days` days from START: the next upload and the outage it falls in. */
function survey(schedule: DeliverySchedule, minutes: readonly number[]): string[] {
  return minutes.map((minute) => {
    const ms = START + minute * MINUTE_MS;
    return `${schedule.nextUploadAfter(DEVICE, ms)} ${JSON.stringify(schedule.outageAt(DEVICE, ms))}`;
  });
}

describe('DeliverySchedule', () => {
  const minutes = Array.from({ length: (3 * DAY_MS) / MINUTE_MS }, (_, minute) => minute);

  it('answers the same whatever order the instants are asked in', () => {
    const forwards = survey(new DeliverySchedule(42), minutes);
    const backwards = survey(new DeliverySchedule(42), [...minutes].reverse()).reverse();
    expect(backwards).toEqual(forwards);
    expect(survey(new DeliverySchedule(43), minutes)).not.toEqual(forwards);
  });

  it('uploads a buffer 1 to 20 minutes after the previous upload', () => {
    const schedule = new DeliverySchedule(42);
    const uploads = new Set(minutes.map((minute) => schedule.nextUploadAfter(DEVICE, START + minute * MINUTE_MS)));
    const gaps = [...uploads].slice(1).map((upload, index) => upload - [...uploads][index]!);
    expect(Math.max(...gaps)).toBeLessThanOrEqual(20 * MINUTE_MS);
    expect(gaps.filter((gap) => gap < MINUTE_MS).length).toBeLessThanOrEqual(3); // only where 6-hour blocks meet
  });

  it('has outages of 20 to 120 minutes, about one every 3 to 4 hours', () => {
    const schedule = new DeliverySchedule(42);
    const days = Array.from({ length: (60 * DAY_MS) / MINUTE_MS }, (_, minute) => START + minute * MINUTE_MS);
    const outages = new Map<number, number>();
    for (const ms of days) {
      const outage = schedule.outageAt(DEVICE, ms);
      if (outage) outages.set(outage.startMs, outage.endMs - outage.startMs);
    }
    const lengths = [...outages.values()];
    expect(Math.min(...lengths)).toBeGreaterThanOrEqual(20 * MINUTE_MS);
    expect(Math.max(...lengths)).toBeLessThanOrEqual(120 * MINUTE_MS);
    expect(lengths.length / 60).toBeGreaterThan(24 / 5);
    expect(lengths.length / 60).toBeLessThan(24 / 3);
  });
});
