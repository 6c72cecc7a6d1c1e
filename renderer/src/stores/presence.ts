import { defineStore } from 'pinia';
import { computed, ref } from 'vue';
import type { OperatorPresence, RoomPresenceList } from '../../../electron/contract.js';
import { callBridge } from '../bridge/active-bridge.js';
import { attempt, settleCall } from './call.js';

/**
 * A touch (a key, the pointer) is told to the host at most this often: enough for an idle time counted in
 * minutes, and no call for every key pressed.
 */
export const TOUCH_EVERY_MS = 10_000;

/**
 * Who is at the control room's screens (issue 35 part 1), as Health lists them and forwarding offers them;
 * and this screen's touches, which keep what its guard holds theirs while they are there.
 */
export const usePresenceStore = defineStore('presence', () => {
  const list = ref<RoomPresenceList | null>(null);
  const error = ref<string | null>(null);
  let lastToldMs = Number.NEGATIVE_INFINITY;

  /** One entry per operator present (the screen they touched last), for handing an alarm to. */
  const presentOperators = computed((): OperatorPresence[] => {
    const newest = new Map<string, OperatorPresence>();
    for (const row of list.value?.operators ?? []) {
      if (!row.present) continue;
      const known = newest.get(row.operator);
      if (!known || row.lastActiveMs > known.lastActiveMs) newest.set(row.operator, row);
    }
    return [...newest.values()].sort((a, b) => a.operator.localeCompare(b.operator));
  });

  /** This screen was touched: told to the host unless it was told within TOUCH_EVERY_MS (then null). */
  function touched(nowMs: number = Date.now()): Promise<void> | null {
    if (nowMs - lastToldMs < TOUCH_EVERY_MS) return null;
    lastToldMs = nowMs;
    return attempt(() => callBridge('screens.active', {})).then((result) => {
      if (!result.ok) lastToldMs = Number.NEGATIVE_INFINITY; // told again at the next touch
    });
  }

  return {
    list,
    error,
    presentOperators,
    touched,
    load: () =>
      settleCall(
        () => callBridge('room.presence', {}),
        (value) => (list.value = value),
        { error },
      ),
    receive: (value: RoomPresenceList) => (list.value = value),
  };
});
