// A screen's own guard in a control room: signed out when their session ends, their customers read
// again every five minutes, a customer taken from them dropping out, a silent service leaving the last
// list in use, and a session the service refuses signing the screen out.
import { describe, expect, it } from 'vitest';
import type { GuardSession, ScreenGuards } from '../../electron/contract.js';
import { GUARD_CUSTOMERS_TTL_MS, ScreenSignIns } from '../../electron/web/screen-sign-ins.js';

function rig(expiresAtMs: number | null) {
  let nowMs = 1_000_000;
  const answers: Array<string[] | Error> = [['a', 'b']];
  let reads = 0;
  const session: GuardSession = {
    userName: 'ann',
    expiresAtMs,
    loginMessage: null,
    customers: async () => {
      const answer = answers[Math.min(reads++, answers.length - 1)]!;
      if (answer instanceof Error) throw answer;
      return answer;
    },
  };
  const guards: ScreenGuards = { required: () => true, signIn: async () => session };
  const signIns = new ScreenSignIns(guards, () => nowMs);
  return { signIns, answers, advance: (ms: number) => (nowMs += ms), reads: () => reads };
}

const refused = Object.assign(new Error('session ended'), { kind: 'unauthenticated' });
const silent = Object.assign(new Error('no answer'), { kind: 'network' });

describe("a screen's own guard", () => {
  it('is signed out once the session the service gave ends', async () => {
    const { signIns, advance } = rig(1_000_000 + 60_000);
    await signIns.signIn('s1', 'ann', 'pw');
    expect(signIns.current('s1')?.userName).toBe('ann');
    advance(60_000);
    expect(signIns.current('s1')).toBeNull();
    expect(await signIns.guardOf('s1')).toBeNull();
  });

  it('sees a customer taken from them drop out at the next read, five minutes on', async () => {
    const { signIns, answers, advance, reads } = rig(null);
    await signIns.signIn('s1', 'ann', 'pw');
    answers.push(['a']);
    advance(GUARD_CUSTOMERS_TTL_MS - 1);
    expect([...(await signIns.guardOf('s1'))!.customers]).toEqual(['a', 'b']);
    expect(reads()).toBe(1);
    advance(1);
    expect([...(await signIns.guardOf('s1'))!.customers]).toEqual(['a']);
  });

  it('keeps the last list while the service does not answer, and is signed out when it refuses the session', async () => {
    const { signIns, answers, advance } = rig(null);
    await signIns.signIn('s1', 'ann', 'pw');
    answers.push(silent, refused);
    advance(GUARD_CUSTOMERS_TTL_MS);
    expect([...(await signIns.guardOf('s1'))!.customers]).toEqual(['a', 'b']);
    expect(await signIns.guardOf('s1')).toBeNull();
    expect(signIns.names().size).toBe(0);
  });
});
