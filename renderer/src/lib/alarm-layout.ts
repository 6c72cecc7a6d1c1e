// Whether the alarm list shows full cards or one line per alarm (the focused one opened in full).
//
// Automatic by default, from the room the list has: compact as soon as the alarms would not all fit as
// cards. A fixed count would either hide alarms below the fold on a 768-px screen (five cards fit there)
// or waste a wall display; and a guard woken by a flood should not have to find a switch first. The guard
// may still choose for this session (a supervisor reading every instruction prefers cards).

export type AlarmLayout = 'cards' | 'compact';
export type LayoutChoice = AlarmLayout | 'auto';

/** About the height of one alarm card with its actions (a short procedure included), in CSS pixels. */
export const CARD_HEIGHT_PX = 100;
/** Never compact for so few: each card then shows its procedure and actions without a click. */
export const FEWEST_FOR_COMPACT = 4;

export function alarmLayout(choice: LayoutChoice, alarms: number, listHeightPx: number): AlarmLayout {
  if (choice !== 'auto') return choice;
  if (alarms < FEWEST_FOR_COMPACT) return 'cards';
  return alarms * CARD_HEIGHT_PX > listHeightPx ? 'compact' : 'cards';
}
