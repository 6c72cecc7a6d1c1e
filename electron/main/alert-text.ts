// The words the shell shows outside the page: an alarm's notification and the tray's text.
// No Electron import, so they are unit-tested in plain Node.
import type { AlertGroup, Monitoring } from '../contract.js';
import { durationText } from '../core/alarms/duration-text.js';

export function alarmNotificationText(group: Pick<AlertGroup, 'count' | 'title' | 'label' | 'doorName' | 'history'>): {
  title: string;
  body: string;
} {
  const where = group.doorName ? `at ${group.doorName}` : '';
  // An alarm no card caused (a forced door) has no label: the door alone says where.
  const body = [group.label, where].filter(Boolean).join(' ') || group.title;
  const last = group.history.at(-1);
  return {
    title: group.count > 1 ? `${group.title} ×${group.count}` : group.title,
    // Sounding again because nobody acknowledged it: say so ("unacknowledged for 5 min").
    body: last?.action === 'escalated' && last.note ? `${body} · ${last.note}` : body,
  };
}

/** The tray's tooltip, and its title (shown beside the icon where the platform shows one); blind outranks any count. */
export function alertTrayText(unacknowledged: number, blind = false): { toolTip: string; title: string } {
  if (blind) return { toolTip: 'ACS Monitor: NOT MONITORING: open it to see why', title: 'NOT MONITORING' };
  if (unacknowledged === 0) return { toolTip: 'ACS Monitor: no unacknowledged alarms', title: '' };
  const plural = unacknowledged === 1 ? '' : 's';
  return {
    toolTip: `ACS Monitor: ${unacknowledged} unacknowledged alarm${plural}`,
    title: String(unacknowledged),
  };
}

/** The notification that the monitor cannot see: why, and since how long. */
export function blindNotificationText(state: Monitoring, nowMs: number): { title: string; body: string } {
  const since = state.blindSinceMs === null ? '' : ` for ${durationText(nowMs - state.blindSinceMs)}`;
  return {
    title: `NOT MONITORING${since}`,
    body: state.causes.map((cause) => cause.message).join(' · ') || 'The monitor cannot see its customers',
  };
}

/** "Contact restored after 4 min 12 s". */
export function restoredNotificationText(restored: NonNullable<Monitoring['restored']>): {
  title: string;
  body: string;
} {
  return {
    title: `Contact restored after ${durationText(restored.toMs - restored.fromMs)}`,
    body: 'The monitor sees its watched customers again; events from the gap are being read',
  };
}
