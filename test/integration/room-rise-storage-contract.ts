// The contract of the rises a workstation owes its control room: made here while the room had the alarm not yet
// (or was out of reach), kept until the room is told. Run by storage-sqlite.test.ts. Only the workstation keeps
// them (they are what it owes the room), so no PostgreSQL engine is run against this contract.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RoomRiseStorage } from '../../electron/core/storage/room-rise-storage.js';

/** The rises' storage over one fresh place (a file). */
export interface RoomRisePlace {
  rises: RoomRiseStorage;
  remove(): Promise<void>;
}

export function roomRiseStorageContract(engine: string, createPlace: () => Promise<RoomRisePlace>): void {
  describe(`the room rises' storage on ${engine}`, () => {
    let place: RoomRisePlace;
    let rises: RoomRiseStorage;

    beforeEach(async () => {
      place = await createPlace();
      rises = place.rises;
    });
    afterEach(() => place.remove());

    it('keeps a rise per alarm until forgotten, listing the alarms the lowest first', async () => {
      await rises.keep(7, { from: 'low', priority: 'medium', note: 'raised to MEDIUM: unacknowledged for 5 min' });
      await rises.keep(3, { from: 'high', priority: 'critical', note: 'raised to CRITICAL' });
      expect(await rises.alarmIds()).toEqual([3, 7]);
      expect(await rises.get(7)).toEqual({
        from: 'low',
        priority: 'medium',
        note: 'raised to MEDIUM: unacknowledged for 5 min',
      });
      await rises.forget(3);
      expect(await rises.get(3)).toBeUndefined();
      expect(await rises.alarmIds()).toEqual([7]);
    });

    it("a later rise of the same alarm keeps the first one's starting priority: the room has heard of neither", async () => {
      await rises.keep(7, { from: 'low', priority: 'medium', note: 'raised to MEDIUM' });
      await rises.keep(7, { from: 'medium', priority: 'high', note: 'raised to HIGH' });
      expect(await rises.get(7)).toEqual({ from: 'low', priority: 'high', note: 'raised to HIGH' });
    });
  });
}
