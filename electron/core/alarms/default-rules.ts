// The rules in force until a supervisor writes their own: the few events a guard must hear about.
// They match on meaning (displayName, priorityDescription, the cardholder flags), never on a
// service's own numbering beyond the spec's 2 (access denied).
import type { AlarmRule, Escalation } from './rule-schema.js';

export const DEFAULT_RULES: readonly AlarmRule[] = [
  { name: 'Critical in the service', when: { priorityDescription: 'Critical' }, alarm: 'critical' },
  { name: 'Door forced or tampered with', when: { displayNameContains: ['forced', 'tamper'] }, alarm: 'critical' },
  { name: "A barred cardholder's card used", when: { userBarred: true }, alarm: 'high' },
  { name: 'A lost card used', when: { tokenLost: true }, alarm: 'high' },
  { name: 'Access denied', when: { eventType: [2] }, alarm: 'high' },
];

/** Re-alert an unacknowledged alarm after this many minutes, unless the rules file says otherwise. */
export const DEFAULT_ESCALATION: Escalation = { critical: 2, high: 5, medium: 15, low: null };
