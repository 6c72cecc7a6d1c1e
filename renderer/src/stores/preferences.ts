import { defineStore } from 'pinia';
import { ref } from 'vue';
import { DEFAULT_SHIFT_CHANGES, type Preferences } from '../../../electron/contract.js';
import { callBridge } from '../bridge/active-bridge.js';
import { settleCall } from './call.js';

export const usePreferencesStore = defineStore('preferences', () => {
  const preferences = ref<Preferences>({
    soundMuted: false,
    startMinimised: false,
    startAtLogin: false,
    requestBudgetPerMinute: 300,
    workstationTime: false,
    shiftChanges: DEFAULT_SHIFT_CHANGES,
  });
  const error = ref<string | null>(null);

  const apply = (next: Preferences): void => {
    preferences.value = next;
  };

  return {
    preferences,
    error,
    load: () => settleCall(() => callBridge('preferences.get', {}), apply, { error }),
    /** Sends one setting alone, so that two quick changes never undo each other. */
    set: <K extends keyof Preferences>(name: K, value: Preferences[K]) =>
      settleCall(() => callBridge('preferences.set', { [name]: value }), apply, { error }),
  };
});
