// Who the call being answered is for: a browser screen's own guard (issue 21 point 5), or nobody, which
// means the workstation's own signed-in guard. Carried through the call's awaits, so that a step deep in
// the alarm code names the guard who took it without every handler passing it on.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Caller } from '../../contract.js';

const current = new AsyncLocalStorage<Caller>();

export function asCaller<T>(caller: Caller | undefined, answer: () => Promise<T>): Promise<T> {
  return caller ? current.run(caller, answer) : answer();
}

/** The browser screen's guard making the call being answered; undefined for the workstation's own. */
export function currentCaller(): Caller | undefined {
  return current.getStore();
}
