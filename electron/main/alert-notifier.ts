// Native OS notifications for alarms whose rule asks for one: one per new or grown open alarm. A
// click brings the window forward and asks the renderer to open that alarm.
import type { AlertGroup, PushEvent } from '../contract.js';
import { loudness } from '../core/alarms/alarm-loudness.js';
import { alarmNotificationText } from './alert-text.js';
import { showOsNotification } from './os-notification.js';

export function notifyDeniedAccess(
  subscribe: (listener: (event: PushEvent) => void) => () => void,
  focusAlarm: (alarmId: number) => void,
): () => void {
  // Each open alarm's loudness (repeats and escalations) when last notified. Every 'alerts' push lists all open groups, so
  // acknowledged ones are dropped here too.
  let notified = new Map<string, number>();
  return subscribe((event) => {
    if (event.name !== 'alerts') return;
    const next = new Map<string, number>();
    for (const group of event.payload.groups) {
      next.set(group.key, loudness(group));
      if (group.state === 'open' && group.notify && (notified.get(group.key) ?? 0) < loudness(group)) {
        show(group, focusAlarm);
      }
    }
    notified = next;
  });
}

function show(group: AlertGroup, focusAlarm: (alarmId: number) => void): void {
  showOsNotification({
    ...alarmNotificationText(group),
    urgency: group.priority === 'low' ? 'normal' : 'critical',
    onClick: () => focusAlarm(group.alarmId),
  });
}
