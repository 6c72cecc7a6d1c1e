// A fixture, not the app's: the default alarm rules as they were before issue 19 ("Alarms a guard can
// trust"), kept so the alarms-per-day benchmark can set them beside the defaults in force. Every
// denial was HIGH; a door held open and what the service marks High raised nothing.
import type { AlarmRule } from '../electron/core/alarms/rule-schema.js';

export const RULES_BEFORE_ISSUE_19: readonly AlarmRule[] = [
  { name: 'Critical in the service', when: { priorityDescription: 'Critical' }, alarm: 'critical' },
  { name: 'Door forced or tampered with', when: { displayNameContains: ['forced', 'tamper'] }, alarm: 'critical' },
  { name: "A barred cardholder's card used", when: { userBarred: true }, alarm: 'high' },
  { name: 'A lost card used', when: { tokenLost: true }, alarm: 'high' },
  { name: 'Access denied', when: { eventType: [2] }, alarm: 'high' },
];
