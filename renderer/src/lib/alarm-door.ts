import type { AlertGroup } from '../../../electron/contract.js';

/** The door an alarm's latest event names, which a guard may snooze; null when it names none. */
export function alarmDoor(group: AlertGroup): { doorGuid: string; doorName: string } | null {
  const doorGuid = group.latest.doorGuid;
  return typeof doorGuid === 'string' && group.doorName ? { doorGuid, doorName: group.doorName } : null;
}
