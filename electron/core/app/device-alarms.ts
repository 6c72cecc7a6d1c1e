// A single guard's alarms of devices in trouble (door readers and cameras): at each inventory read of a
// customer, a device whose status a rule on that device's status matches raises one alarm (per device and
// rule) the first time it is read so, and nothing more while it stays so; once the status no longer says so,
// its alarm, if not closed yet, closes by itself, its history saying what the device reports now. In a control room the
// room does this once for every workstation (room/device-alarm-raiser.ts), and this workstation copies them.
import { deviceTroublesOf, troubleClearedNote, troubleRaisedNote } from '../alarms/device-troubles.js';
import type { PublicDoor } from '../api/redact.js';
import type { DoorSnooze } from '../storage/alarm-storage.js';
import type { Cache } from '../storage/cache.js';
import type { AlarmSetup } from '../alarms/alarm-setup.js';
import type { RaisedAtDoor } from './alarm-evidence.js';
import { alarmOfDecision } from './alarm-filing.js';

export interface DeviceAlarmsOptions {
  cache: Cache;
  rules: () => AlarmSetup;
  snoozes: (nowMs: number) => Promise<DoorSnooze[]>;
  /** Told of each alarm raised, with its door (its cameras' pictures are taken as for an event's). */
  onRaised?: (raised: RaisedAtDoor) => void;
}

export class DeviceAlarms {
  /** Per customer, when the newest read judged was asked (this computer's own clock). */
  private readonly judgedAskedAtMs = new Map<string, number>();

  constructor(private readonly options: DeviceAlarmsOptions) {}

  /**
   * The customer's doors as stored now were just read (asked at `askedAtMs`): raises and closes; true when any
   * alarm changed. A read asked before one already judged is passed over: it came back late (the sync's and
   * the Inventory screen's reads cross), and would close an alarm the newer one raised.
   */
  async inventoryRead(customerGuid: string, nowMs: number, askedAtMs: number): Promise<boolean> {
    if (askedAtMs < (this.judgedAskedAtMs.get(customerGuid) ?? -Infinity)) return false;
    this.judgedAskedAtMs.set(customerGuid, askedAtMs);
    const { cache } = this.options;
    const { rules } = this.options.rules();
    const [doors, snoozes, lasting] = await Promise.all([
      cache.inventory.snapshot<PublicDoor>(customerGuid, 'door').then((snapshot) => snapshot.items),
      this.options.snoozes(nowMs),
      cache.alarmStorage.deviceTroubles(customerGuid),
    ]);
    const troubles = deviceTroublesOf(doors, {
      customerGuid,
      rules,
      snoozes: snoozes.filter((snooze) => snooze.customerGuid === customerGuid),
    });
    const keyOf = (trouble: { groupKey: string; ruleName: string }): string =>
      `${trouble.groupKey}\n${trouble.ruleName}`;
    const known = new Set(lasting.map(keyOf));
    const now = new Set(troubles.map((trouble) => keyOf({ ...trouble, ruleName: trouble.decision.ruleName })));
    let changed = false;
    for (const trouble of troubles) {
      const { decision, groupKey } = trouble;
      if (trouble.snoozed || known.has(keyOf({ groupKey, ruleName: decision.ruleName }))) continue;
      // Null: another read raised this trouble's alarm meanwhile (the storage keys it by device and rule).
      const alarmId = await cache.alarmStorage.raiseDeviceTrouble(
        {
          alarm: {
            ...alarmOfDecision(customerGuid, groupKey, decision),
            groupWithinMs: 0,
            firstAtMs: nowMs,
          },
          note: troubleRaisedNote(trouble),
        },
        nowMs,
      );
      if (alarmId === null) continue;
      this.options.onRaised?.({ alarmId, customerGuid, doorGuid: trouble.doorGuid });
      changed = true;
    }
    for (const ended of lasting.filter((trouble) => !now.has(keyOf(trouble)))) {
      const closed = await cache.alarmStorage.endDeviceTrouble(ended, {
        atMs: nowMs,
        operator: null,
        outcome: 'other',
        note: troubleClearedNote(doors, ended.groupKey, ended.ruleName, rules),
      });
      changed = closed || changed;
    }
    return changed;
  }
}
