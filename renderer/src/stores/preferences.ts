import { defineStore } from 'pinia';
import { ref } from 'vue';
import type { Preferences } from '../../../electron/contract.js';
import { callBridge, failureMessage } from '../bridge/inject.js';

export const usePreferencesStore = defineStore('preferences', () => {
  const preferences = ref<Preferences>({ soundMuted: false, startMinimised: false, startAtLogin: false });
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
    setSoundMuted: (soundMuted: boolean) => update({ soundMuted }),
    setStartMinimised: (startMinimised: boolean) => update({ startMinimised }),
    setStartAtLogin: (startAtLogin: boolean) => update({ startAtLogin }),
  };
});
