// A bulk acknowledgement never takes a critical alarm by accident. "Select all" leaves the open critical
// ones out (a critical is read before it is acknowledged: its procedure says what to do); a guard who
// ticks one anyway, or asks to include them, is asked once more, with each critical named, before any
// acknowledgement is sent.
import type { AlertGroup } from '../../../electron/contract.js';

/** What "Select all" takes: every open alarm but the critical ones. */
export function selectAllKeys(open: readonly AlertGroup[]): string[] {
  return open.filter((group) => group.priority !== 'critical').map((group) => group.key);
}

/** The open critical alarms among those picked: the ones a bulk acknowledgement must ask about. */
export function criticalsPicked(open: readonly AlertGroup[], picked: ReadonlySet<string>): AlertGroup[] {
  return open.filter((group) => group.priority === 'critical' && picked.has(group.key));
}

/** The picked alarms that are still open, in list order (alarms acknowledged elsewhere meanwhile drop out). */
export function pickedOpen(open: readonly AlertGroup[], picked: ReadonlySet<string>): AlertGroup[] {
  return open.filter((group) => picked.has(group.key));
}
