import type { AlertGroup } from '../../../electron/contract.js';

/** The event to show for an alarm: its latest one; null for an alarm no event raised (a reader's or camera's trouble). */
export function latestEventId(group: AlertGroup): number | null {
  const id = group.latest.eventId;
  const latest = typeof id === 'number' && Number.isInteger(id) ? id : (group.eventIds.at(-1) ?? null);
  // Such an alarm is keyed below zero, where no service event is.
  return latest !== null && latest >= 0 ? latest : null;
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

/** What happened and to whom, without the place: "Access denied: José Núñez (barred)"; "Door forced open". */
export function alarmWhat(group: AlertGroup): string {
  const flags = group.flags.length ? ` (${group.flags.join(', ')})` : '';
  return group.label ? `${group.title}: ${group.label}${flags}` : group.title;
}

/** "NWF-0001 Northwind Facilities Ltd": the code first (what a control room files and calls by), then the name. */
export function customerText(
  group: Pick<AlertGroup, 'customerCode' | 'customerName'>,
  knownName?: string | null,
): string {
  const name = group.customerName ?? knownName ?? null;
  return [group.customerCode, name].filter(Boolean).join(' ') || 'Unknown customer';
}

/**
 * Where, from the largest to the smallest: customer (code and name), site, door(s). `short` names the
 * customer by its code alone (under a heading that names it in full). A part the service did not give is
 * left out rather than guessed.
 */
export function alarmPlace(group: AlertGroup, options: { knownName?: string | null; short?: boolean } = {}): string {
  const customer = options.short && group.customerCode ? group.customerCode : customerText(group, options.knownName);
  const doors = group.doorNames.length ? group.doorNames.join(', ') : group.doorName;
  return [customer, group.siteName, doors].filter(Boolean).join(' · ');
}
