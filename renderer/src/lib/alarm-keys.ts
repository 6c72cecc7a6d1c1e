// The Alarms screen's single keys. They act only when the guard is not typing: a key pressed in a
// note, a reason or a select is that field's, never a command.

export type AlarmCommand =
  'next' | 'previous' | 'open' | 'acknowledge' | 'close' | 'snooze' | 'select' | 'feed' | 'help' | 'leave';

/** The keys as the help overlay lists them, in its order. */
export const ALARM_KEYS: ReadonlyArray<{ keys: string[]; command: AlarmCommand; does: string }> = [
  { keys: ['j', '↓'], command: 'next', does: 'Next alarm' },
  { keys: ['k', '↑'], command: 'previous', does: 'Previous alarm' },
  { keys: ['Enter'], command: 'open', does: 'Into the alarm: its note (or its outcome, once acknowledged)' },
  { keys: ['a'], command: 'acknowledge', does: 'Acknowledge the alarm (with the note typed in it); then the next' },
  { keys: ['c'], command: 'close', does: 'Close an acknowledged alarm: choose its outcome first' },
  { keys: ['s'], command: 'snooze', does: "Snooze the alarm's door (a reason is required)" },
  { keys: ['x'], command: 'select', does: 'Select the alarm for a bulk acknowledgement, or unselect it' },
  { keys: ['f'], command: 'feed', does: "Show the alarm's event in the feed" },
  { keys: ['?'], command: 'help', does: 'This list of keys' },
  { keys: ['Esc'], command: 'leave', does: 'Out of a field, back to the list (or close this list)' },
];

const BY_KEY: Record<string, AlarmCommand> = {
  j: 'next',
  ArrowDown: 'next',
  k: 'previous',
  ArrowUp: 'previous',
  Enter: 'open',
  a: 'acknowledge',
  c: 'close',
  s: 'snooze',
  x: 'select',
  f: 'feed',
  '?': 'help',
  Escape: 'leave',
};

const TYPED_INPUTS = new Set([
  'text',
  'search',
  'email',
  'number',
  'password',
  'tel',
  'url',
  'date',
  'datetime-local',
  'time',
]);

/** Whether keys pressed in this element are typing (a text field, a select, an editable region). */
export function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement)
    return true;
  return target instanceof HTMLInputElement && TYPED_INPUTS.has(target.type);
}

export interface KeyPress {
  key: string;
  ctrlKey: boolean;
  altKey: boolean;
  metaKey: boolean;
}

/**
 * The command a key press means, or null: a press with Ctrl, Alt or Meta is the browser's or the system's;
 * Escape is a command in a field too (it leaves the field); every other key in a field is typing.
 * Enter and the arrows belong to whatever control has the focus (a tab, a button) unless that is the list:
 * an alarm row, or nothing at all.
 */
export function alarmCommand(press: KeyPress, typing: boolean, inList: boolean): AlarmCommand | null {
  if (press.ctrlKey || press.altKey || press.metaKey) return null;
  const command = BY_KEY[press.key] ?? null;
  if (command === 'leave') return command;
  if (typing) return null;
  if ((press.key === 'Enter' || press.key.startsWith('Arrow')) && !inList) return null;
  return command;
}
