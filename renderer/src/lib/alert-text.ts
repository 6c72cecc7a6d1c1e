import type { AlertGroup } from '../../../electron/contract.js';

/** The event to show for an alert group: its latest denial. */
export function latestEventId(group: AlertGroup): number | null {
  const id = group.latest.eventId;
  return typeof id === 'number' && Number.isInteger(id) ? id : (group.eventIds.at(-1) ?? null);
}

/** "Access denied: Card 0042 at Front door (3 times)"; a door group's label names its door already. */
export function alertSentence(group: AlertGroup): string {
  const where = group.doorName && !group.label.includes(group.doorName) ? ` at ${group.doorName}` : '';
  const times = group.count > 1 ? ` (${group.count} times)` : '';
  return `Access denied: ${group.label}${where}${times}`;
}
