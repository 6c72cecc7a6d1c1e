import { defineStore } from 'pinia';
import { computed, ref } from 'vue';
import type { MethodInput, MethodName, SessionStatus } from '../../../electron/contract.js';
import { callBridge } from '../bridge/active-bridge.js';
import { attempt } from './call.js';

type SessionMethod = Extract<
  MethodName,
  | 'session.status'
  | 'session.connect'
  | 'session.register'
  | 'session.useAppToken'
  | 'session.login'
  | 'session.logout'
  | 'session.startDemo'
>;

/** Who is connected where, and the steps of first run. Never holds a token or a password. */
export const useSessionStore = defineStore('session', () => {
  const status = ref<SessionStatus | null>(null);
  const busy = ref<SessionMethod | null>(null);
  const error = ref<{ method: SessionMethod; kind: string; message: string } | null>(null);
  /** The guard signed out on purpose: a sign-in in place rather than a "sign-in needed" banner. */
  const signedOut = ref(false);
  /** Signed out, the guard chose to set the monitor up again (another service, the demo, a room). */
  const settingUp = ref(false);

  const signedIn = computed(() => status.value?.signedIn === true);
  /**
   * A screen of a control room that signs in as its own guard, and has not yet (or signed out); a workstation
   * joined to a room on its first run is set up first (its service, its application token).
   */
  const signInHere = computed(
    () => status.value?.ownGuard === true && status.value.registered && !status.value.signedIn,
  );
  /** First run: nothing set up yet, or set up but never signed in on this profile; or set up again on purpose. */
  const needsSetup = computed(() => {
    const current = status.value;
    if (!current) return false;
    if (current.signedIn || (current.ownGuard && current.registered)) return false;
    return !current.registered || !current.userName || settingUp.value;
  });
  /** Signed out on purpose from a monitor set up before: a compact sign-in to the same service. */
  const signInAgain = computed(() => signedOut.value && !needsSetup.value && status.value?.signedIn === false);

  /**
   * Answers can arrive out of order (a screen's calls go on several connections): of the status reads, the newest
   * asked for is shown, unless a push came since, which is newer than any read still under way. An action's own
   * answer (a sign-in, the demo started) is always shown: it is the state the action left, which a push sent
   * while it ran cannot know (a screen's own sign-in in a control room is pushed to no one).
   */
  let asked = 0;
  let shown = 0;
  async function run<M extends SessionMethod>(method: M, input: MethodInput<M>): Promise<boolean> {
    busy.value = method;
    error.value = null;
    const order = ++asked;
    const answer = await attempt(() => callBridge(method, input));
    if (!answer.ok) error.value = { method, ...answer.error };
    else if (method !== 'session.status' || order > shown) {
      shown = Math.max(shown, order);
      status.value = answer.value;
    }
    busy.value = null;
    return answer.ok;
  }

  return {
    status,
    busy,
    error,
    signedIn,
    signInHere,
    needsSetup,
    signInAgain,
    setUpAgain: () => {
      settingUp.value = true;
    },
    refresh: () => run('session.status', {}),
    startDemo: async () => {
      const done = await run('session.startDemo', {});
      if (done) signedOut.value = settingUp.value = false;
      return done;
    },
    connect: (baseUrl: string) => run('session.connect', { baseUrl: baseUrl.trim() }),
    register: (applicationName: string, applicationEmail: string) =>
      run('session.register', { applicationName: applicationName.trim(), applicationEmail: applicationEmail.trim() }),
    useAppToken: (applicationToken: string) =>
      run('session.useAppToken', { applicationToken: applicationToken.trim() }),
    login: async (userName: string, password: string, remember: boolean) => {
      const done = await run('session.login', { userName: userName.trim(), password, remember });
      if (done) signedOut.value = settingUp.value = false;
      return done;
    },
    logout: async () => {
      const done = await run('session.logout', {});
      if (done) signedOut.value = true;
      return done;
    },
    clearError: () => {
      error.value = null;
    },
    receive: (next: SessionStatus) => {
      shown = asked;
      status.value = next;
    },
  };
});
