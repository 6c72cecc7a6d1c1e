// The stores' one way to make a call and show its failure (renderer/src/stores/call.ts).
import { describe, expect, it } from 'vitest';
import { ref } from 'vue';
import { CallFailure } from '../../renderer/src/bridge/active-bridge.js';
import { attempt, settleCall } from '../../renderer/src/stores/call.js';

describe('attempt', () => {
  it("gives a refused call's kind and guard-readable message, and 'internal' for anything else thrown", async () => {
    const refused = await attempt(() => Promise.reject(new CallFailure('unauthenticated', 'Sign in again')));
    expect(refused).toEqual({ ok: false, error: { kind: 'unauthenticated', message: 'Sign in again' } });
    const broken = await attempt(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(broken).toEqual({ ok: false, error: { kind: 'internal', message: 'Failed to fetch' } });
    expect(await attempt(() => Promise.resolve(3))).toEqual({ ok: true, value: 3 });
  });
});

describe('settleCall', () => {
  it('keeps what was shown when a call fails, says why, and clears the message on the next success', async () => {
    const shown = ref('before');
    const error = ref<string | null>(null);
    const busy = ref(false);
    const apply = (value: string): void => {
      shown.value = value;
    };

    let release!: () => void;
    const failing = settleCall(
      () => new Promise<string>((_, reject) => (release = () => reject(new CallFailure('unavailable', 'No answer')))),
      apply,
      { error, busy },
    );
    expect(busy.value).toBe(true);
    release();
    expect(await failing).toBe(false);
    expect({ shown: shown.value, error: error.value, busy: busy.value }).toEqual({
      shown: 'before',
      error: 'No answer',
      busy: false,
    });

    expect(await settleCall(() => Promise.resolve('after'), apply, { error, busy })).toBe(true);
    expect({ shown: shown.value, error: error.value }).toEqual({ shown: 'after', error: null });
  });
});
