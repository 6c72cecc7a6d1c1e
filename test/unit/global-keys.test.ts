// The keys of every screen: what each means, never while typing or with a modifier, and never one the
// Alarms screen already uses.
import { describe, expect, it } from 'vitest';
import { alarmCommand } from '../../renderer/src/lib/alarm-keys.js';
import { GLOBAL_KEYS, globalCommand } from '../../renderer/src/lib/global-keys.js';

const press = (key: string, modifiers: Partial<{ ctrlKey: boolean; altKey: boolean; metaKey: boolean }> = {}) => ({
  key,
  ctrlKey: false,
  altKey: false,
  metaKey: false,
  ...modifiers,
});

describe('globalCommand', () => {
  it('reads n, q, m and ? on any screen', () => {
    expect(['n', 'q', 'm', '?'].map((key) => globalCommand(press(key), false))).toEqual([
      'newest-critical',
      'queue',
      'silence',
      'help',
    ]);
  });

  it('leaves typing, and the browser’s and the system’s shortcuts, alone', () => {
    expect(globalCommand(press('m'), true)).toBeNull();
    expect(globalCommand(press('n', { ctrlKey: true }), false)).toBeNull();
    expect(globalCommand(press('q', { metaKey: true }), false)).toBeNull();
    expect(globalCommand(press('z'), false)).toBeNull();
  });

  it('takes no key of the Alarms screen but its help', () => {
    for (const { keys, command } of GLOBAL_KEYS) {
      for (const key of keys) expect(alarmCommand(press(key), false, true) === null || command === 'help').toBe(true);
    }
  });
});
