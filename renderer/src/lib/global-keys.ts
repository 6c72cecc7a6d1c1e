// Keys that work on every screen of the monitor, not only on Alarms: a guard reading the feed or the
// inventory must reach the loudest alarm, or quiet the sound, without hunting for the mouse. They
// never act while the guard types (alarm-keys.ts isTyping) and never take a key the Alarms screen uses.
import type { KeyPress } from './alarm-keys.js';

export type GlobalCommand = 'silence' | 'newest-critical' | 'queue' | 'help';

/** The keys as the help overlay lists them, in its order. */
export const GLOBAL_KEYS: ReadonlyArray<{ keys: string[]; command: GlobalCommand; does: string }> = [
  { keys: ['n'], command: 'newest-critical', does: 'Jump to the newest critical alarm (from any screen)' },
  { keys: ['q'], command: 'queue', does: 'Open the alarm queue (from any screen)' },
  { keys: ['m'], command: 'silence', does: 'Silence the alarm sound for 5 minutes, or turn it back on' },
  { keys: ['?'], command: 'help', does: 'This list of keys' },
];

const BY_KEY: Record<string, GlobalCommand> = { n: 'newest-critical', q: 'queue', m: 'silence', '?': 'help' };

/** The command a key press means on any screen, or null (a modifier, or typing in a field). */
export function globalCommand(press: KeyPress, typing: boolean): GlobalCommand | null {
  if (press.ctrlKey || press.altKey || press.metaKey || typing) return null;
  return BY_KEY[press.key] ?? null;
}
