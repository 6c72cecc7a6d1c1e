// Native OS notifications for denied access: one per new or grown alert group. A click brings the
// window forward and asks the renderer to show that event.
import { Notification } from 'electron';
import type { AlertGroup, PushEvent } from '../contract.js';

export function notifyDeniedAccess(
  subscribe: (listener: (event: PushEvent) => void) => () => void,
  focusEvent: (eventId: number) => void,
): () => void {
  const seen = new Map<string, number>();
  return subscribe((event) => {
    if (event.name !== 'alerts' || !Notification.isSupported()) return;
    for (const group of event.payload.groups) {
      if ((seen.get(group.key) ?? 0) >= group.count) continue;
      seen.set(group.key, group.count);
      show(group, focusEvent);
    }
  });
}

function show(group: AlertGroup, focusEvent: (eventId: number) => void): void {
  const door = group.doorName ? ` at ${group.doorName}` : '';
  const notification = new Notification({
    title: group.count > 1 ? `Access denied ×${group.count}` : 'Access denied',
    body: `${group.label}${door}`,
    urgency: 'critical',
  });
  const latestId = group.eventIds.at(-1);
  notification.on('click', () => {
    if (latestId !== undefined) focusEvent(latestId);
  });
  notification.show();
}
