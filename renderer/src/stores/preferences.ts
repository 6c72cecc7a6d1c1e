import { defineStore } from 'pinia';
import { ref } from 'vue';
import { DEFAULT_PICTURE_RETENTION_DAYS, DEFAULT_SHIFT_CHANGES, type Preferences } from '../../../electron/contract.js';
import { callBridge } from '../bridge/active-bridge.js';
import { settleCall } from './call.js';

/** Minutes a guard may silence the alarm sound for: never for ever. */
export type SilenceMinutes = 5 | 15 | 30;

export const usePreferencesStore = defineStore('preferences', () => {
  const preferences = ref<Preferences>({
    soundOffUntilMs: null,
    textSize: 'normal',
    startMinimised: false,
    startAtLogin: false,
    requestBudgetPerMinute: 300,
    workstationTime: false,
    shiftChanges: DEFAULT_SHIFT_CHANGES,
    pictureRetentionDays: DEFAULT_PICTURE_RETENTION_DAYS,
  });
  const error = ref<string | null>(null);

  const apply = (next: Preferences): void => {
    preferences.value = next;
  };

  /** Whether the alarm sound is silenced at `nowMs` (a silence ends by itself). */
  function silencedAt(nowMs: number): boolean {
    const until = preferences.value.soundOffUntilMs;
    return until !== null && until > nowMs;
  }

  return {
    preferences,
    error,
    silencedAt,
    /** The `preferences` push: a change made on any screen. */
    receive: apply,
    load: () => settleCall(() => callBridge('preferences.get', {}), apply, { error }),
    /** Sends one setting alone, so that two quick changes never undo each other. */
    set: <K extends Exclude<keyof Preferences, 'soundOffUntilMs'>>(name: K, value: Preferences[K]) =>
      settleCall(() => callBridge('preferences.set', { [name]: value }), apply, { error }),
    /** The shift times; in a control room they are the room's, and need the supervisor password once one is set. */
    setShiftChanges: (shiftChanges: string[], supervisorPassword: string) =>
      settleCall(
        () => callBridge('preferences.set', { shiftChanges, supervisorPassword: supervisorPassword || null }),
        apply,
        { error },
      ),
    /** Silences the alarm sound for a while (the host's clock); 0 turns it back on. */
    silence: (minutes: SilenceMinutes | 0) =>
      settleCall(() => callBridge('preferences.silence', { minutes }), apply, { error }),
  };
});
