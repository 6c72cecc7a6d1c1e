import { defineStore } from 'pinia';
import { ref } from 'vue';
import { DEFAULT_SHIFT_CHANGES, type Preferences } from '../../../electron/contract.js';
import { callBridge, failureMessage } from '../bridge/active-bridge.js';

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

  async function update(change: Partial<Preferences>): Promise<void> {
    try {
      preferences.value = await callBridge('preferences.set', change);
      error.value = null;
    } catch (thrown) {
      error.value = failureMessage(thrown);
    }
  }

  return {
    preferences,
    error,
    load: async () => {
      try {
        preferences.value = await callBridge('preferences.get', {});
      } catch (thrown) {
        error.value = failureMessage(thrown);
      }
    },
    /** Sends one setting alone, so that two quick changes never undo each other. */
    set: <K extends keyof Preferences>(name: K, value: Preferences[K]) => update({ [name]: value }),
  };
});
