// The calls that set the workstation up (issue 32, high 2): which service it reads and with which
// application token, the demo in its place, the control room it is in, and its request budget (6 a
// minute stretches NOT MONITORING's threshold). A screen that could make them could move the desk to
// an attacker's room or service, which would then see every event and set its rules. A browser screen
// is whoever holds its address, so once the workstation has a service these are the workstation's
// alone: its desktop app, or acs-monitor on it. Before that (a first run) there is nothing to move,
// and the loopback screen of `serve` is how a workstation without a desktop is first set up.
import type { Backend } from '../contract.js';

const SET_UP: ReadonlySet<string> = new Set([
  'session.connect',
  'session.register',
  'session.useAppToken',
  'session.startDemo',
  'room.join',
  'room.leave',
]);

export const SET_UP_REFUSED =
  'This workstation is set up at the workstation, not from a browser screen: its service, the demo, the control room and the request budget are changed in the desktop app, or with acs-monitor on the workstation (login, register, db join, db leave, ACS_REQUEST_BUDGET).';

function isSetUp(method: string, input: unknown): boolean {
  if (SET_UP.has(method)) return true;
  return (
    method === 'preferences.set' && typeof input === 'object' && input !== null && 'requestBudgetPerMinute' in input
  );
}

/** The sentence a browser screen gets for a set-up call once the workstation has a service; else undefined. */
export async function setUpRefusal(backend: Backend, method: string, input: unknown): Promise<string | undefined> {
  if (!isSetUp(method, input)) return undefined;
  const { registered } = await backend.invoke('session.status', {});
  return registered ? SET_UP_REFUSED : undefined;
}
