import type { AlarmRule, Contact, Escalation, Instruction, Procedure } from './rule-schema.js';

/** The rules file in force: the rules, the escalation times, the door and customer instructions, the procedures. */
export interface AlarmSetup {
  rules: readonly AlarmRule[];
  escalation: Escalation;
  instructions: readonly Instruction[];
  procedures: readonly Procedure[];
  contacts: readonly Contact[];
}
