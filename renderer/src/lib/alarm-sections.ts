// The alarm list's order: every open critical alarm first, whatever its customer; then the other open
// alarms grouped by customer (the customer with the worst and newest first); then the acknowledged ones
// waiting to be closed. Grouping by customer alone would put a second customer's critical below the
// first customer's thirty low ones: the critical section is what keeps "critical first" true.
import { ALARM_PRIORITIES, type AlarmPriority, type AlertGroup } from '../../../electron/contract.js';
import { byPriorityThenNewest } from '../../../electron/core/alarms/alarm-order.js';
import { PRIORITY_LABELS } from './alert-text.js';

export type PriorityCounts = Record<AlarmPriority, number>;

export type AlarmSection =
  | { kind: 'critical'; key: 'critical'; groups: AlertGroup[] }
  | {
      kind: 'customer';
      key: string;
      customerGuid: string;
      customerName: string | null;
      customerCode: string | null;
      /** The customer's open alarms by priority, its criticals (listed above) included. */
      open: PriorityCounts;
      /** Its acknowledged alarms waiting to be closed (listed below). */
      toClose: number;
      groups: AlertGroup[];
    }
  | { kind: 'acknowledged'; key: 'acknowledged'; groups: AlertGroup[] };

export function priorityCounts(groups: readonly AlertGroup[]): PriorityCounts {
  const counts: PriorityCounts = { critical: 0, high: 0, medium: 0, low: 0 };
  for (const group of groups) counts[group.priority] += 1;
  return counts;
}

/** "1 critical · 3 high · 31 low": the priorities present, worst first; "none" when empty. */
export function countsText(counts: PriorityCounts): string {
  const parts = ALARM_PRIORITIES.filter((priority) => counts[priority] > 0).map(
    (priority) => `${counts[priority]} ${PRIORITY_LABELS[priority].toLowerCase()}`,
  );
  return parts.length ? parts.join(' · ') : 'none';
}

/** The sections of the list, in order; empty sections are left out. */
export function alarmSections(groups: readonly AlertGroup[]): AlarmSection[] {
  const open = groups.filter((group) => group.state === 'open').sort(byPriorityThenNewest);
  const acknowledged = groups.filter((group) => group.state === 'acknowledged').sort(byPriorityThenNewest);
  const sections: AlarmSection[] = [];
  const critical = open.filter((group) => group.priority === 'critical');
  if (critical.length) sections.push({ kind: 'critical', key: 'critical', groups: critical });

  const rest = open.filter((group) => group.priority !== 'critical');
  const byCustomer = new Map<string, AlertGroup[]>();
  for (const group of rest) {
    const guid = group.customerGuid.toLowerCase();
    const groups = byCustomer.get(guid);
    if (groups) groups.push(group);
    else byCustomer.set(guid, [group]);
  }
  const ofCustomer = (list: readonly AlertGroup[], guid: string): AlertGroup[] =>
    list.filter((group) => group.customerGuid.toLowerCase() === guid);
  // `rest` is sorted, so each customer's list is too, and customers come in the order of their worst and newest
  // alarm below the critical section.
  for (const [guid, groups] of byCustomer) {
    const named = groups[0]!;
    sections.push({
      kind: 'customer',
      key: `customer:${guid}`,
      customerGuid: named.customerGuid,
      customerName: named.customerName,
      customerCode: named.customerCode,
      open: priorityCounts(ofCustomer(open, guid)),
      toClose: ofCustomer(acknowledged, guid).length,
      groups,
    });
  }
  if (acknowledged.length) sections.push({ kind: 'acknowledged', key: 'acknowledged', groups: acknowledged });
  return sections;
}

/** Every alarm of the sections, in the order shown: what next and previous move through. */
export function alarmOrder(sections: readonly AlarmSection[], collapsed: ReadonlySet<string> = new Set()): string[] {
  return sections
    .filter((section) => !collapsed.has(section.key))
    .flatMap((section) => section.groups.map((g) => g.key));
}

/**
 * The alarm to move to once `key` is acted on or gone: the one after it in `order`, else the one before;
 * null when it was the only one.
 */
export function neighbourOf(order: readonly string[], key: string): string | null {
  const index = order.indexOf(key);
  if (index < 0) return order[0] ?? null;
  return order[index + 1] ?? order[index - 1] ?? null;
}

/** The key `step` places from `key` in `order` (clamped to the ends); the first when `key` is not there. */
export function stepFrom(order: readonly string[], key: string | null, step: 1 | -1): string | null {
  if (order.length === 0) return null;
  const index = key === null ? -1 : order.indexOf(key);
  if (index < 0) return order[0]!;
  return order[Math.min(order.length - 1, Math.max(0, index + step))]!;
}

/** Runs an action on one alarm (by key) for the list, which moves the focus to its neighbour when it succeeds. */
export type AlarmAct = (key: string, run: () => Promise<boolean>) => Promise<boolean>;

/** A key's command to one alarm of the list; `seq` counts up, so the same command twice is two commands. */
export interface RowCommand {
  key: string;
  name: 'open' | 'acknowledge' | 'close' | 'snooze';
  seq: number;
}
