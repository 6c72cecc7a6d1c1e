// The operators at this workstation's screens now, as the control room's presence list takes them (issue 35
// part 1): the desktop app's window with the workstation's signed-in guard once it was touched, and each
// browser screen of an operator with its own guard signed in. Pure.
import type { BrowserScreen } from '../../contract.js';
import { browserName } from '../domain/screen-name.js';
import type { ScreenPresence } from '../room/control-room.js';

export const WINDOW_SCREEN_ID = 'window';

export interface ScreensNow {
  screens: readonly BrowserScreen[];
  /** The customers a screen's guard may see (ScreenControl.guardCustomers). */
  guardCustomers: (screenId: string) => readonly string[] | null;
  /** The desktop app's window: its guard (null: none signed in) and when it was last touched (null: never). */
  window: { operator: string | null; activeMs: number | null };
  nowMs: number;
}

export function screensPresent({ screens, guardCustomers, window, nowMs }: ScreensNow): ScreenPresence[] {
  const present: ScreenPresence[] = [];
  if (window.operator !== null && window.activeMs !== null) {
    present.push({
      screenId: WINDOW_SCREEN_ID,
      screenName: 'The workstation’s window',
      operator: window.operator,
      customers: null, // the workstation's own guard: what it watches, which the room follows for it
      idleMs: nowMs - window.activeMs,
    });
  }
  for (const screen of screens) {
    if (screen.role !== 'operator' || !screen.guard) continue;
    // A touch before this guard signed in was another's: the sign-in is their first.
    const activeMs = Math.max(screen.lastActiveMs ?? 0, screen.guardSinceMs ?? screen.grantedAtMs);
    present.push({
      screenId: screen.screenId,
      screenName: browserName(screen.userAgent),
      operator: screen.guard,
      customers: guardCustomers(screen.screenId) ?? [],
      idleMs: nowMs - activeMs,
    });
  }
  return present;
}
