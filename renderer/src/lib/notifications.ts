// Web notifications in the browser shell (the Electron shell shows native ones from its main process).

export function notificationsSupported(): boolean {
  return typeof window !== 'undefined' && 'Notification' in window;
}

/** Asks once, on a guard's click: browsers ignore a request made without a user gesture. */
export function askNotificationPermission(): void {
  if (notificationsSupported() && Notification.permission === 'default') void Notification.requestPermission();
}

export function notificationsGranted(): boolean {
  return notificationsSupported() && Notification.permission === 'granted';
}
