// The words a person reads for a shift report's values, shared by the printable page, the command
// line's summary and the History screen.
import type { AlarmOutcome, AlertGroup } from '../../contract.js';

/** What became of an alarm: the outcome it was closed with, else its state. */
export type Disposition = AlarmOutcome | 'open' | 'acknowledged';

export const DISPOSITION_WORDS: Record<Disposition, string> = {
  genuine: 'Genuine',
  'false-alarm': 'False alarm',
  test: 'Test',
  other: 'Other',
  open: 'Still open',
  acknowledged: 'Acknowledged, not closed',
};

/** "Harbour Offices (HBR-0001)", the name or the code alone where only one is known; null when neither is. */
export function customerText(name: string | null, code: string | null): string | null {
  if (name && code) return `${name} (${code})`;
  return name ?? code;
}

/** An alarm's disposition: every close carries an outcome; a closed alarm without one on record reads as "other". */
export function dispositionOf(alarm: Pick<AlertGroup, 'state' | 'history'>): Disposition {
  const closed = alarm.history.find((step) => step.action === 'closed');
  return closed?.outcome ?? (alarm.state === 'closed' ? 'other' : alarm.state);
}
