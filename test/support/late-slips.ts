// What the late-event simulations check (test/unit/sync-late-*.test.ts): each late event delivered must
// be found within its bound; the ones that were not, as a person reads them.

const SECOND = 1000;

/**
 * Nothing is found faster than the youngest reads allow: the youngest band is read every 10 s, and
 * a read may wait for the budget, a read in flight and a late wake-up. Below this, 3× the lateness
 * is not promised.
 */
export const FOUND_FLOOR_MS = 20 * SECOND;

export interface LateEvent {
  receivedMs: number;
  latenessMs: number;
}

export interface Slip {
  latenessMs: number;
  /** How long after the service received it the sync stored it; null: never. */
  foundAfterMs: number | null;
}

/**
 * The late events found after their bound (`boundOf` each), or never; one not found whose bound runs past
 * `endMs` is not counted (the run ended first).
 */
export function slipsOf(
  late: ReadonlyMap<number, LateEvent>,
  foundAt: ReadonlyMap<number, number>,
  endMs: number,
  boundOf: (event: LateEvent) => number,
): { checked: number; slips: Slip[] } {
  const slips: Slip[] = [];
  let checked = 0;
  for (const [id, event] of late) {
    const boundMs = boundOf(event);
    const foundAtMs = foundAt.get(id);
    if (foundAtMs === undefined && event.receivedMs + boundMs > endMs) continue;
    checked += 1;
    const foundAfterMs = foundAtMs === undefined ? null : foundAtMs - event.receivedMs;
    if (foundAfterMs === null || foundAfterMs > boundMs) slips.push({ latenessMs: event.latenessMs, foundAfterMs });
  }
  return { checked, slips };
}

export function describeSlips(slips: readonly Slip[]): string {
  return slips
    .slice(0, 20)
    .map(
      ({ latenessMs, foundAfterMs }) =>
        `${(latenessMs / SECOND).toFixed(1)} s late, found ${foundAfterMs === null ? 'never' : `after ${(foundAfterMs / SECOND).toFixed(1)} s`}`,
    )
    .join('\n');
}
