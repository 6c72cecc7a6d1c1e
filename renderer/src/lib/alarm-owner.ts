// Who holds an alarm, in a control room, as a guard reads it at a glance: "YOU" on the guard's own, "Ann ·
// control-2 · 4 min" on another's, "unclaimed" on an open one nobody holds; and the count of them for the
// list ("2 mine · 1 Ann · 3 unclaimed"). Outside a room (no claims) there is nothing to say. A display,
// which nobody works at, names everyone.
import type { AlertGroup } from '../../../electron/contract.js';
import { roughDuration } from './alarm-when.js';

export type OwnerKind = 'mine' | 'other' | 'unclaimed';

export interface OwnerMark {
  kind: OwnerKind;
  text: string;
  /** The whole sentence, for a tooltip and a screen reader. */
  title: string;
}

/** Who the guard at this screen is: null on a display (nobody works at it) or before signing in. */
export type Me = string | null;

export function ownerMark(group: AlertGroup, me: Me, nowMs: number): OwnerMark | null {
  const claim = group.claimedBy;
  if (claim === undefined || group.state === 'closed') return null;
  if (claim === null) {
    return group.state === 'open' ? { kind: 'unclaimed', text: 'unclaimed', title: 'Nobody has claimed it yet' } : null;
  }
  const held = roughDuration(Math.max(0, nowMs - claim.sinceMs));
  if (me !== null && claim.operator === me) {
    return { kind: 'mine', text: 'YOU', title: `You hold it (${claim.workstation}), for ${held}` };
  }
  return {
    kind: 'other',
    text: `${claim.operator} · ${claim.workstation} · ${held}`,
    title: `${claim.operator} holds it at ${claim.workstation}, for ${held}`,
  };
}

/** "2 mine · 1 Ann · 3 unclaimed" over the alarms not closed; null outside a room. */
export function ownerCountsText(groups: readonly AlertGroup[], me: Me): string | null {
  const live = groups.filter((group) => group.claimedBy !== undefined && group.state !== 'closed');
  if (live.length === 0 || groups.every((group) => group.claimedBy === undefined)) return null;
  let mine = 0;
  let unclaimed = 0;
  const others = new Map<string, number>();
  for (const { claimedBy, state } of live) {
    if (!claimedBy) {
      if (state === 'open') unclaimed++;
    } else if (me !== null && claimedBy.operator === me) mine++;
    else others.set(claimedBy.operator, (others.get(claimedBy.operator) ?? 0) + 1);
  }
  const parts = [
    ...(me !== null ? [`${mine} mine`] : []),
    ...[...others].sort(([a], [b]) => a.localeCompare(b)).map(([operator, count]) => `${count} ${operator}`),
    `${unclaimed} unclaimed`,
  ];
  return parts.join(' · ');
}
