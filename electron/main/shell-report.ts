// What the shell did outside the page, where a guard sees it: the window's security settings, the OS
// notifications raised, the tray's text and second launches turned into focus. It lives on a global
// under a registered symbol so it can be read back from the main process (the Electron e2e suite
// does, through Playwright's app.evaluate). Plain data: no Electron import, nothing secret.

interface ShownNotification {
  title: string;
  body: string;
  /** ISO time the notification was handed to the OS. */
  at: string;
}

export interface ShellReport {
  /** The webPreferences the main window was created with. */
  webPreferences: Readonly<Record<string, unknown>> | null;
  /** The latest notifications, oldest first (at most NOTIFICATIONS_KEPT). */
  notifications: ShownNotification[];
  tray: { toolTip: string; title: string } | null;
  /** Launches refused by the single-instance lock, each of which brought the window forward. */
  secondLaunches: number;
}

const SHELL_REPORT_SYMBOL = Symbol.for('acs-monitor.shell-report');
const NOTIFICATIONS_KEPT = 50;

export function shellReport(): ShellReport {
  const holder = globalThis as { [SHELL_REPORT_SYMBOL]?: ShellReport };
  holder[SHELL_REPORT_SYMBOL] ??= { webPreferences: null, notifications: [], tray: null, secondLaunches: 0 };
  return holder[SHELL_REPORT_SYMBOL];
}

export function recordNotification(title: string, body: string, at: Date = new Date()): void {
  const { notifications } = shellReport();
  notifications.push({ title, body, at: at.toISOString() });
  if (notifications.length > NOTIFICATIONS_KEPT) notifications.splice(0, notifications.length - NOTIFICATIONS_KEPT);
}
