// The alarm setup a workstation runs with before a supervisor saves rules of their own: the default
// rules and escalation, no instructions, procedures or contacts. One object for every bench's AlarmBook.
import { DEFAULT_ESCALATION, DEFAULT_RULES } from '../electron/core/alarms/default-rules.js';
import type { AlarmSetup } from '../electron/core/alarms/alarm-setup.js';

export const DEFAULT_ALARM_SETUP: AlarmSetup = {
  rules: DEFAULT_RULES,
  escalation: DEFAULT_ESCALATION,
  instructions: [],
  procedures: [],
  contacts: [],
};
