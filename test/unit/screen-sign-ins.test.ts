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
    expect(signIns.signedIn().size).toBe(0);
  });
});

describe("a screen's sign-ins (issue 32, low 9)", () => {
  /** A service that knows one password, counting every sign-in it is asked for. */
  function service() {
    let nowMs = 0;
    let asked = 0;
    let answer: (() => void) | null = null;
    const wrong = Object.assign(new Error('The user name or password is incorrect.'), { kind: 'unauthenticated' });
    const guards: ScreenGuards = {
      required: () => true,
      signIn: async (userName, password) => {
        asked += 1;
        if (password === 'slow') await new Promise<void>((resolve) => (answer = resolve));
        if (password !== 'right' && password !== 'slow') throw wrong;
        return { userName, expiresAtMs: null, loginMessage: null, customers: async () => ['a'] };
      },
    };
    return {
      signIns: new ScreenSignIns(guards, () => nowMs),
      advance: (ms: number) => (nowMs += ms),
      asked: () => asked,
      answer: () => answer?.(),
    };
  }
  const waitSentence = (who: string, seconds: number) =>
    `Too many wrong passwords in a row on this screen or as ${who}: the next sign-in is allowed in ${seconds} s.`;

  it('back off after wrong passwords on one screen, saying when the next try is allowed, without asking the service', async () => {
    const { signIns, advance, asked } = service();
    for (let i = 0; i < 3; i++) await expect(signIns.signIn('s1', 'ann', 'guess')).rejects.toThrow('incorrect');
    await expect(signIns.signIn('s1', 'bob', 'guess')).rejects.toThrow(waitSentence('bob', 1));
    expect(asked()).toBe(3);
    advance(1000);
    await expect(signIns.signIn('s1', 'bob', 'guess')).rejects.toThrow('incorrect');
    await expect(signIns.signIn('s1', 'bob', 'right')).rejects.toThrow(waitSentence('bob', 2));
    advance(2000);
    expect((await signIns.signIn('s1', 'bob', 'right')).userName).toBe('bob');
    // A right password clears the count: the next wrong one is free again.
    await expect(signIns.signIn('s1', 'bob', 'guess')).rejects.toThrow('incorrect');
    expect(asked()).toBe(6);
  });

  it('back off per user name too: another screen guessing the same guard waits as well', async () => {
    const { signIns } = service();
    for (let i = 0; i < 3; i++) await expect(signIns.signIn(`s${i}`, 'Ann', 'guess')).rejects.toThrow('incorrect');
    await expect(signIns.signIn('s9', ' ann ', 'right')).rejects.toThrow(waitSentence(' ann ', 1));
  });

  it('go one at a time per screen: a burst is not let through together', async () => {
    const { signIns, asked, answer } = service();
    const first = signIns.signIn('s1', 'ann', 'slow');
    await expect(signIns.signIn('s1', 'bob', 'guess')).rejects.toThrow(
      'A sign-in on this screen or as this user is under way: wait for its answer, then try again.',
    );
    answer();
    await first;
    expect(asked()).toBe(1);
  });
});
