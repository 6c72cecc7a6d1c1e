// The words the shell shows outside the page: an alarm's notification and the tray's text.
// No Electron import, so they are unit-tested in plain Node.
import type { AlertGroup } from '../contract.js';

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

/** The tray's tooltip, and its title (shown beside the icon where the platform shows one). */
export function alertTrayText(unacknowledged: number): { toolTip: string; title: string } {
  if (unacknowledged === 0) return { toolTip: 'ACS Monitor: no unacknowledged alarms', title: '' };
  const plural = unacknowledged === 1 ? '' : 's';
  return {
    toolTip: `ACS Monitor: ${unacknowledged} unacknowledged alarm${plural}`,
    title: String(unacknowledged),
  };
}
