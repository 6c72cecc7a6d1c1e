import type { AlertGroup } from '../../../electron/contract.js';

/** The event to show for an alarm: its latest one. */
export function latestEventId(group: AlertGroup): number | null {
  const id = group.latest.eventId;
  return typeof id === 'number' && Number.isInteger(id) ? id : (group.eventIds.at(-1) ?? null);
}

/**
 * "Access denied: José Núñez (barred) at Stairwell B, Front door"; "Door forced open at Loading bay".
 * The count is shown beside it, not in it.
 */
export function alertSentence(group: AlertGroup): string {
  const who = group.label ? `: ${group.label}${group.flags.length ? ` (${group.flags.join(', ')})` : ''}` : '';
  const doors = group.doorNames.length ? group.doorNames : group.doorName ? [group.doorName] : [];
  return `${group.title}${who}${doors.length ? ` at ${doors.join(', ')}` : ''}`;
}

export const PRIORITY_LABELS: Record<AlertGroup['priority'], string> = {
  critical: 'Critical',
  high: 'High',
  medium: 'Medium',
  low: 'Low',
};

export const OUTCOME_LABELS: Record<NonNullable<AlertGroup['history'][number]['outcome']>, string> = {
  genuine: 'Genuine',
  'false-alarm': 'False alarm',
  test: 'Test',
  other: 'Other',
};
