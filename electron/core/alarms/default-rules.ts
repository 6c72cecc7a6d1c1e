// The rules in force until a supervisor writes their own, made for a desk watching many customers:
// what must be handled now is critical or high and sounds; one denial is a quiet low alarm until its
// card is tried again and again. They match on meaning (displayName, priorityDescription, the
// cardholder flags), never on a service's own numbering beyond the spec's 2 (access denied).
// The order matters: the first rule that matches decides.
import type { AlarmRule, Escalation } from './rule-schema.js';

export const DEFAULT_RULES: readonly AlarmRule[] = [
  { name: 'Critical in the service', when: { priorityDescription: 'Critical' }, alarm: 'critical' },
  { name: 'Door forced or tampered with', when: { displayNameContains: ['forced', 'tamper'] }, alarm: 'critical' },
  { name: "A barred cardholder's card used", when: { userBarred: true }, alarm: 'high' },
  { name: 'A lost card used', when: { tokenLost: true }, alarm: 'high' },
  {
    // Quiet (no sound, no notification) and grouped per card, or per door for an unknown token:
    // a desk of 40 customers sees thousands of single denials a day, nearly all a mistyped PIN or an
    // expired card. The third denial of one card within 5 minutes is someone trying: it sounds as HIGH.
    name: 'Access denied',
    when: { eventType: [2] },
    alarm: 'low',
    sound: 'none',
    notify: false,
    group: 'card',
    groupWithinMinutes: 5,
    rise: { to: 'high', atCount: 3, withinMinutes: 5 },
  },
  {
    // Quiet too: a door held open a moment (a delivery, a slow closer) is common, and at a desk of 40
    // customers it would sound more than anything else. It shows as MEDIUM at once, and sounds as HIGH
    // when nobody has acknowledged it within 5 minutes.
    name: 'Door held open',
    when: { displayNameContains: ['held open'] },
    alarm: 'medium',
    sound: 'none',
    notify: false,
    group: 'door',
    rise: { to: 'high', unacknowledgedForMinutes: 5 },
  },
  {
    name: 'Controller or reader offline',
    when: { displayNameContains: ['offline', 'communication lost', 'communications lost', 'comms lost'] },
    alarm: 'high',
    group: 'door',
  },
  // After the denials: a denial the service marks High is low until its card's third.
  { name: 'High in the service', when: { priorityDescription: 'High' }, alarm: 'high' },
  // A reader's trouble, as each inventory read finds its status or deviceStatus (device-troubles.ts): one
  // alarm per reader and rule while it lasts, closed by itself when the status no longer says so.
  // Someone at the hardware: it sounds at once.
  { name: 'Reader reports tamper', when: { readerStatusContains: ['tamper'] }, alarm: 'high' },
  {
    // The door's events stop coming: quiet MEDIUM at first (a network blip comes back by the next read),
    // HIGH and sounding as a held door does when nobody has acknowledged it within 5 minutes.
    name: 'Reader reports offline',
    when: { readerStatusContains: ['offline', 'communication lost', 'communications lost', 'comms lost'] },
    alarm: 'medium',
    sound: 'none',
    notify: false,
    rise: { to: 'high', unacknowledgedForMinutes: 5 },
  },
  {
    // A fault is a maintenance call: the reader still answers (its door is watched, unlike offline), yet it
    // may let nobody in, or not lock; MEDIUM and quiet, so it is seen this shift without sounding.
    name: 'Reader reports a fault',
    when: { readerStatusContains: ['fault'] },
    alarm: 'medium',
    sound: 'none',
    notify: false,
  },
  {
    name: 'Reader reports low battery',
    when: { readerStatusContains: ['low battery', 'battery low'] },
    alarm: 'low',
    sound: 'none',
    notify: false,
  },
  // A camera's trouble, as each inventory read finds its status (camera-troubles.ts): one alarm per camera and
  // rule while it lasts, closed by itself when the status no longer says so. Someone at the camera: at once.
  { name: 'Camera reports tamper', when: { cameraStatusContains: ['tamper'] }, alarm: 'high' },
  {
    // The door is still watched by its events, only without pictures: MEDIUM and quiet, seen this shift.
    name: 'Camera reports offline',
    when: { cameraStatusContains: ['offline', 'communication lost', 'communications lost', 'comms lost'] },
    alarm: 'medium',
    sound: 'none',
    notify: false,
  },
  {
    name: 'Camera reports a fault',
    when: { cameraStatusContains: ['fault'] },
    alarm: 'medium',
    sound: 'none',
    notify: false,
  },
];

/** Re-alert an unacknowledged alarm after this many minutes, unless the rules file says otherwise. */
export const DEFAULT_ESCALATION: Escalation = { critical: 2, high: 5, medium: 15, low: null };

/** A control room: an operator who touched no screen for this long lets what they hold go back to the queue. */
export const DEFAULT_RELEASE_AFTER_IDLE_MINUTES = 5;
