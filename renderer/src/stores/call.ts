// How the stores make a call and show its failure: every store the same way, so that a refusal
// reads the same on every screen and no store forgets to clear an old message.
import type { Ref } from 'vue';
import type { CallResult } from '../../../electron/contract.js';
import { CallFailure, failureMessage } from '../bridge/active-bridge.js';

/** Runs a call and never throws: its value, or the failure's kind and guard-readable message. */
export async function attempt<T>(call: () => Promise<T>): Promise<CallResult<T>> {
  try {
    return { ok: true, value: await call() };
  } catch (thrown) {
    const kind = thrown instanceof CallFailure ? thrown.kind : 'internal';
    return { ok: false, error: { kind, message: failureMessage(thrown) } };
  }
}

/**
 * Runs a store's call: its answer goes to `apply`, a failure's message to `error` (cleared on
 * success), and `busy` is true while it runs. Resolves with whether it succeeded; never throws.
 */
export async function settleCall<T>(
  call: () => Promise<T>,
  apply: (value: T) => void,
  state: { error: Ref<string | null>; busy?: Ref<boolean> },
): Promise<boolean> {
  if (state.busy) state.busy.value = true;
  try {
    const result = await attempt(async () => apply(await call()));
    state.error.value = result.ok ? null : result.error.message;
    return result.ok;
  } finally {
    if (state.busy) state.busy.value = false;
  }
}
