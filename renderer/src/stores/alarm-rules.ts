import { defineStore } from 'pinia';
import { ref } from 'vue';
import type { AlarmRules } from '../../../electron/contract.js';
import { callBridge, failureMessage } from '../bridge/inject.js';

/** The alarm rules in force, and a supervisor's edit of them. */
export const useAlarmRulesStore = defineStore('alarm-rules', () => {
  const rules = ref<AlarmRules | null>(null);
  const error = ref<string | null>(null);
  const saving = ref(false);

  async function load(): Promise<void> {
    try {
      rules.value = await callBridge('alarms.rules', {});
      error.value = null;
    } catch (thrown) {
      error.value = failureMessage(thrown);
    }
  }

  /** Saves a rules file's text; a mistake is refused (the message names its line, rule and field). */
  async function save(text: string): Promise<boolean> {
    saving.value = true;
    try {
      rules.value = await callBridge('alarms.setRules', { text });
      error.value = null;
      return true;
    } catch (thrown) {
      error.value = failureMessage(thrown);
      return false;
    } finally {
      saving.value = false;
    }
  }

  return { rules, error, saving, load, save };
});
