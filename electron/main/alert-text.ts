// The words the shell shows outside the page: a denied-access notification and the tray's text.
// No Electron import, so they are unit-tested in plain Node.
import type { AlertGroup } from '../contract.js';

export function deniedAccessNotificationText(group: Pick<AlertGroup, 'count' | 'label' | 'doorName'>): {
  title: string;
  body: string;
} {
  return {
    title: group.count > 1 ? `Access denied ×${group.count}` : 'Access denied',
    // A door group's label names its door already (as in the page's alert sentence).
    body: group.doorName && !group.label.includes(group.doorName) ? `${group.label} at ${group.doorName}` : group.label,
  };
}

/** The tray's tooltip, and its title (shown beside the icon where the platform shows one). */
export function alertTrayText(unacknowledged: number): { toolTip: string; title: string } {
  if (unacknowledged === 0) return { toolTip: 'ACS Monitor: no unacknowledged alerts', title: '' };
  const plural = unacknowledged === 1 ? '' : 's';
  return {
    toolTip: `ACS Monitor: ${unacknowledged} unacknowledged denied-access alert${plural}`,
    title: String(unacknowledged),
  };
}
