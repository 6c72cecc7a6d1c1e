// Who or what an alarm is about, in words, from one of its events; and what repeats group on.
import { maskSecret } from '../api/card-mask.js';
import type { AccessEvent } from '../api/types.js';
import type { AlarmDecision } from './evaluate.js';

const NIL_GUID = '00000000-0000-0000-0000-000000000000';

function knownToken(event: AccessEvent): boolean {
  return event.userGuid !== null && event.tokenGuid !== null && event.tokenGuid !== NIL_GUID;
}

/** card:TOKEN (or door:DOOR for an unknown token), door:DOOR, or event:ID for an alarm that never groups. */
export function groupKeyOf(event: AccessEvent, group: AlarmDecision['group']): string {
  if (group === 'card' && knownToken(event)) return `card:${event.tokenGuid}`;
  if (group === 'none') return `event:${event.eventId}`;
  return `door:${event.doorGuid}`;
}

/**
 * Whose events a count rise counts within a group: null where the group is one card already; in a
 * door group, one unknown token's (by the number read, tokenData), or those no card caused ('').
 */
export function cardWithinGroup(event: AccessEvent, group: AlarmDecision['group']): string | null {
  return group === 'card' && knownToken(event) ? null : (event.tokenData ?? '');
}

/** The cardholder, the token (masked: the label reaches screens, notifications and reports), or "Unknown token"; '' for an event no card caused (a forced door). */
export function subjectLabel(event: AccessEvent): string {
  const name = [event.userFirstName, event.userLastName].filter(Boolean).join(' ');
  if (name) return name;
  if (event.userGuid === null && event.tokenData) return 'Unknown token';
  if (event.tokenData) return `Token ${maskSecret(event.tokenData)}`;
  return '';
}

/** Why the card matters, in words (an unknown token says so in its label already). */
export function cardFlags(event: AccessEvent): string[] {
  const flags: string[] = [];
  if (event.userBarred) flags.push('barred');
  if (event.tokenLost) flags.push('lost token');
  if (event.userDeleted) flags.push('deleted user');
  if (event.doorDeleted) flags.push('deleted door');
  if (event.deviceDeleted) flags.push('deleted controller');
  return flags;
}
