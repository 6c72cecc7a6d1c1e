import { defineStore } from 'pinia';
import { ref } from 'vue';
import type { DoorSnooze } from '../../../electron/contract.js';
import { callBridge } from '../bridge/active-bridge.js';
import { settleCall } from './call.js';

/** Doors whose alarms are held back for a while, as every screen sees them. */
export const useSnoozesStore = defineStore('snoozes', () => {
  const snoozes = ref<DoorSnooze[]>([]);
  const error = ref<string | null>(null);

  /**
   * The running ones at `nowMs`: a snooze ends by itself, so the list is read against the clock. The
   * core lists only snoozes already started, so the start is not checked: a screen's "now" refreshes
   * every few seconds and would hide a snooze made a moment ago.
   */
  function runningAt(nowMs: number): DoorSnooze[] {
    return snoozes.value.filter((snooze) => nowMs < snooze.untilMs);
  }

  function isSnoozed(doorGuid: unknown, nowMs: number): boolean {
    return (
      typeof doorGuid === 'string' && runningAt(nowMs).some((snooze) => snooze.doorGuid === doorGuid.toLowerCase())
    );
  }

  function run(call: () => Promise<DoorSnooze[]>): Promise<boolean> {
    return settleCall(call, (next) => (snoozes.value = next), { error });
  }

  return {
    snoozes,
    error,
    runningAt,
    isSnoozed,
    receive: (next: DoorSnooze[]) => (snoozes.value = next),
    load: () => run(() => callBridge('snoozes.list', {})),
    add: (door: { customerGuid: string; doorGuid: string; doorName: string | null }, minutes: number, reason: string) =>
      run(() => callBridge('snoozes.add', { ...door, minutes, reason })),
    end: (snoozeId: number) => run(() => callBridge('snoozes.end', { snoozeId })),
  };
});
