// One OS notification, recorded in the shell report (what the Electron suite reads back); said on
// stderr where the desktop shows none.
import { Notification } from 'electron';
import { recordNotification } from './shell-report.js';

export function showOsNotification(text: {
  title: string;
  body: string;
  urgency: 'normal' | 'critical';
  onClick: () => void;
}): void {
  const { title, body } = text;
  if (!Notification.isSupported()) {
    console.warn(`acs-monitor: this desktop shows no notifications; not shown outside the app: ${title}: ${body}`);
    return;
  }
  const notification = new Notification({ title, body, urgency: text.urgency });
  notification.on('click', text.onClick);
  notification.on('failed', (_event, error) => console.warn(`acs-monitor: a notification failed: ${error}`));
  notification.show();
  recordNotification(title, body);
}
