// Native OS notifications for alarms whose rule asks for one: one per new or grown open alarm. A
// click brings the window forward and asks the renderer to open that alarm.
import { Notification } from 'electron';
import type { AlertGroup, PushEvent } from '../contract.js';
import { loudness } from '../core/alarms/alarm-loudness.js';
import { alarmNotificationText } from './alert-text.js';
import { recordNotification } from './shell-report.js';

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
  const { title, body } = alarmNotificationText(group);
  if (!Notification.isSupported()) {
    console.warn(
      `acs-monitor: this desktop shows no notifications; alert not shown outside the app: ${title}: ${body}`,
    );
    return;
  }
  const notification = new Notification({ title, body, urgency: group.priority === 'low' ? 'normal' : 'critical' });
  notification.on('click', () => focusAlarm(group.alarmId));
  notification.on('failed', (_event, error) => console.warn(`acs-monitor: a notification failed: ${error}`));
  notification.show();
  recordNotification(title, body);
}
