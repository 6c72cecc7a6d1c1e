import { defineStore } from 'pinia';
import { ref } from 'vue';
import type { AlarmRules } from '../../../electron/contract.js';
import { callBridge } from '../bridge/active-bridge.js';
import { settleCall } from './call.js';

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

  /**
   * Saves a rules file's text, with the supervisor password once one is set; a mistake is refused
   * (the message names its line, rule and field), and so is a wrong password.
   */
  function save(text: string, supervisorPassword: string): Promise<boolean> {
    const input = { text, supervisorPassword: supervisorPassword || null };
    return settleCall(() => callBridge('alarms.setRules', input), apply, { error, busy: saving });
  }

  /** Sets the supervisor password (the current one needed once one is set). */
  function setSupervisorPassword(current: string, next: string): Promise<boolean> {
    const input = { current: current || null, next };
    return settleCall(() => callBridge('alarms.setSupervisorPassword', input), apply, { error, busy: saving });
  }

  return { rules, error, saving, load, save, setSupervisorPassword };
});
