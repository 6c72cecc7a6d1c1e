// The presence store (issue 35 part 1) against a fake Bridge: a screen's touches reach its host at most every
// TOUCH_EVERY_MS (a guard typing costs no call a key), a touch the host did not hear is told at the next one,
// and the operators offered for forwarding are those present, one entry each, on the screen they touched last.
import { createPinia, setActivePinia } from 'pinia';
import { beforeEach, describe, expect, it } from 'vitest';
import type { OperatorPresence } from '../../electron/contract.js';
import { provideBridge } from '../../renderer/src/bridge/active-bridge.js';
import { TOUCH_EVERY_MS, usePresenceStore } from '../../renderer/src/stores/presence.js';
import { FakeBridge, ok } from '../support/fake-bridge.js';

let bridge: FakeBridge;

beforeEach(() => {
  bridge = new FakeBridge();
  provideBridge(bridge);
  setActivePinia(createPinia());
});

const touches = () => bridge.calls.filter((call) => call.method === 'screens.active').length;

function row(operator: string, workstation: string, lastActiveMs: number, present = true): OperatorPresence {
  return {
    operator,
    workstation,
    screenId: `${operator}-${workstation}`,
    screenName: 'Chrome 156 on Linux',
    sinceMs: 1_000,
    lastActiveMs,
    present,
    lastSeenMs: lastActiveMs,
  };
}

describe('usePresenceStore', () => {
  it('tells the host of touches at most every few seconds, and again at the next touch after a failure', async () => {
    let answers = 0;
    bridge.answer('screens.active', () =>
      ++answers === 2 ? { ok: false, error: { kind: 'internal', message: 'host restarting' } } : ok({ atMs: 5 }),
    );
    const presence = usePresenceStore();
    await presence.touched(100_000);
    expect(presence.touched(100_500)).toBeNull();
    expect(presence.touched(100_000 + TOUCH_EVERY_MS - 1)).toBeNull();
    expect(touches()).toBe(1);

    const refused = presence.touched(100_000 + TOUCH_EVERY_MS);
    expect(touches()).toBe(2);
    await refused; // the host's refusal has landed
    await presence.touched(100_000 + TOUCH_EVERY_MS + 1);
    expect(touches()).toBe(3);
  });

  it('offers each operator present once, at the screen they touched last, and none who left', () => {
    const presence = usePresenceStore();
    presence.receive({
      inRoom: true,
      releaseAfterIdleMs: 300_000,
      operators: [
        row('Bob', 'control-2', 5_000),
        row('Ann', 'control-1', 9_000),
        row('Bob', 'control-3', 8_000),
        row('Cy', 'control-1', 9_000, false),
      ],
    });
    expect(presence.presentOperators.map((one) => `${one.operator} · ${one.workstation}`)).toEqual([
      'Ann · control-1',
      'Bob · control-3',
    ]);
  });
});
