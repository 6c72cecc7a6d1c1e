// The notices that fold out of the way of the alarms: counted until read on Health, read for good on
// this browser, and a new one (another screen let in) counted again.
import { createPinia, setActivePinia } from 'pinia';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BrowserScreen } from '../../electron/contract.js';
import { useNoticesStore } from '../../renderer/src/stores/notices.js';
import { useScreensStore } from '../../renderer/src/stores/screens.js';

/** The browser's localStorage, as a page sees it: kept across page loads (new Pinia instances). */
class MemoryStorage {
  private readonly items = new Map<string, string>();
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.items.set(key, value);
  }
}

const screen = (screenId: string): BrowserScreen => ({
  screenId,
  role: 'operator',
  grantedAtMs: Date.UTC(2026, 10, 29, 12, 35),
  lastSeenMs: Date.UTC(2026, 10, 29, 12, 35),
  userAgent: null,
  address: '127.0.0.1',
});

const had = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');

beforeEach(() => {
  Object.defineProperty(globalThis, 'localStorage', { value: new MemoryStorage(), configurable: true });
  setActivePinia(createPinia());
});

afterEach(() => {
  // A unit file puts back what it changes in the process (vitest.unit.config.ts).
  if (had) Object.defineProperty(globalThis, 'localStorage', had);
  else Reflect.deleteProperty(globalThis, 'localStorage');
});

describe('useNoticesStore', () => {
  it('counts a new screen let in until read; read, it stays read on the next page load; another screen counts again', () => {
    useScreensStore().receiveJoined(screen('first'));
    const notices = useNoticesStore();
    expect(notices.unread.map((notice) => notice.testId)).toEqual(['screen-joined']);
    expect(notices.unread[0]!.text).toMatch(/^A new screen was let in at \d\d:\d\d from 127\.0\.0\.1\./);

    notices.markAllRead();
    expect(notices.unread).toEqual([]);
    expect(notices.all).toHaveLength(1);

    setActivePinia(createPinia());
    useScreensStore().receiveJoined(screen('first'));
    expect(useNoticesStore().unread).toEqual([]);
    useScreensStore().receiveJoined(screen('second'));
    expect(useNoticesStore().unread.map((notice) => notice.key)).toEqual(['screen-joined:second']);
  });

  it('without storage (refused, or full), reading still clears the count for this page', () => {
    Reflect.deleteProperty(globalThis, 'localStorage');
    useScreensStore().receiveJoined(screen('first'));
    const notices = useNoticesStore();
    notices.markAllRead();
    expect(notices.unread).toEqual([]);
  });
});
