import { defineStore } from 'pinia';
import { ref } from 'vue';
import type { AlarmRules } from '../../../electron/contract.js';
import { callBridge, settleCall } from '../bridge/active-bridge.js';

/** The alarm rules in force, and a supervisor's edit of them. */
export const useAlarmRulesStore = defineStore('alarm-rules', () => {
  const rules = ref<AlarmRules | null>(null);
  const error = ref<string | null>(null);
  const saving = ref(false);

  const apply = (next: AlarmRules): void => {
    rules.value = next;
  };

  async function load(): Promise<void> {
    await settleCall(() => callBridge('alarms.rules', {}), apply, { error });
  }

  /** Saves a rules file's text; a mistake is refused (the message names its line, rule and field). */
  function save(text: string): Promise<boolean> {
    return settleCall(() => callBridge('alarms.setRules', { text }), apply, { error, busy: saving });
  }

  return { rules, error, saving, load, save };
});
