// The renderer starts from unknown too: every answer and every push is checked against the contract.
import {
  isCallErrorKind,
  methods,
  pushEvents,
  type CallResult,
  type MethodName,
  type MethodOutput,
  type PushEvent,
} from '../../../electron/contract.js';

const unreadable = (what: string): CallResult<never> => ({
  ok: false,
  error: { kind: 'invalid-response', message: `The monitor sent ${what} this screen cannot read` },
});

export function parseCallResult<M extends MethodName>(method: M, raw: unknown): CallResult<MethodOutput<M>> {
  if (!raw || typeof raw !== 'object') return unreadable('an answer');
  const result = raw as { ok?: unknown; value?: unknown; error?: unknown };
  if (result.ok === true) {
    const parsed = methods[method].output.safeParse(result.value);
    return parsed.success ? { ok: true, value: parsed.data as MethodOutput<M> } : unreadable(`a ${method} answer`);
  }
  const error = result.error as { kind?: unknown; message?: unknown } | undefined;
  if (result.ok === false && typeof error?.message === 'string') {
    return {
      ok: false,
      error: { kind: isCallErrorKind(error.kind) ? error.kind : 'internal', message: error.message },
    };
  }
  return unreadable('an answer');
}

export function parsePushEvent(raw: unknown): PushEvent | null {
  if (!raw || typeof raw !== 'object') return null;
  const { name, payload } = raw as { name?: unknown; payload?: unknown };
  if (typeof name !== 'string' || !Object.hasOwn(pushEvents, name)) return null;
  const parsed = pushEvents[name as keyof typeof pushEvents].safeParse(payload);
  return parsed.success ? ({ name, payload: parsed.data } as PushEvent) : null;
}
