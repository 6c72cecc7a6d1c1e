// A single guard's alarms of devices in trouble (door readers and cameras): at each inventory read of a
// customer, a device whose status a rule on that device's status matches raises one alarm (per device and
// rule) the first time it is read so, and nothing more while it stays so; once the status no longer says so,
// its alarm, if not closed yet, closes by itself, its history saying what the device reports now. In a control room the
// room does this once for every workstation (room/device-alarm-raiser.ts), and this workstation copies them.
import { deviceTroublesOf, troubleClearedNote, troubleRaisedNote } from '../alarms/device-troubles.js';
import type { Cache } from '../storage/cache.js';
import type { DoorSnooze } from '../store/snoozes-repository.js';
import type { AlarmSetup } from '../alarms/alarm-setup.js';
import type { RaisedAtDoor } from './alarm-evidence.js';

export interface DeviceAlarmsOptions {
  cache: Cache;
  rules: () => AlarmSetup;
  snoozes: (nowMs: number) => DoorSnooze[];
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
  inventoryRead(customerGuid: string, nowMs: number, askedAtMs: number): boolean {
    if (askedAtMs < (this.judgedAskedAtMs.get(customerGuid) ?? -Infinity)) return false;
    this.judgedAskedAtMs.set(customerGuid, askedAtMs);
    const { cache } = this.options;
    const doors = cache.inventoryNow.doors(customerGuid).items;
    const { rules } = this.options.rules();
    const troubles = deviceTroublesOf(doors, {
      customerGuid,
      rules,
      snoozes: this.options.snoozes(nowMs).filter((snooze) => snooze.customerGuid === customerGuid),
    });
    const lasting = cache.deviceTroubles.ofCustomer(customerGuid);
    const keyOf = (trouble: { groupKey: string; ruleName: string }): string =>
      `${trouble.groupKey}\n${trouble.ruleName}`;
    const known = new Set(lasting.map(keyOf));
    const now = new Set(troubles.map((trouble) => keyOf({ ...trouble, ruleName: trouble.decision.ruleName })));
    let changed = false;
    for (const trouble of troubles) {
      const { decision, groupKey } = trouble;
      if (trouble.snoozed || known.has(keyOf({ groupKey, ruleName: decision.ruleName }))) continue;
      const alarmId = cache.alarms.raiseWithoutEvent(
        {
          customerGuid,
          groupKey,
          ruleName: decision.ruleName,
          priority: decision.priority,
          sound: decision.sound,
          notify: decision.notify,
          groupWithinMs: 0,
          firstAtMs: nowMs,
        },
        nowMs,
        troubleRaisedNote(trouble),
      );
      cache.deviceTroubles.add({ customerGuid, groupKey, ruleName: decision.ruleName, alarmId, sinceMs: nowMs });
      this.options.onRaised?.({ alarmId, customerGuid, doorGuid: trouble.doorGuid });
      changed = true;
    }
    for (const ended of lasting.filter((trouble) => !now.has(keyOf(trouble)))) {
      cache.deviceTroubles.end(ended);
      const closed = cache.alarms.advance([ended.alarmId], ['open', 'acknowledged'], {
        action: 'closed',
        atMs: nowMs,
        operator: null,
        outcome: 'other',
        note: troubleClearedNote(doors, ended.groupKey, ended.ruleName, rules),
      });
      changed = closed.length > 0 || changed;
    }
    return changed;
  }
}
