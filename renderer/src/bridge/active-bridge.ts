// The one bridge the stores use. main.ts provides the real transport; store tests provide a fake.
import type { CallErrorKind, MethodInput, MethodName, MethodOutput } from '../../../electron/contract.js';
import type { MonitorBridge } from './monitor-bridge.js';

let current: MonitorBridge | null = null;

export function provideBridge(bridge: MonitorBridge): void {
  current = bridge;
}

export function useBridge(): MonitorBridge {
  if (!current) throw new Error('No bridge: call provideBridge() before using a store');
  return current;
}

/** A failed call, carrying the guard-readable message (with the service's consumerMessage). */
export class CallFailure extends Error {
  constructor(
    readonly kind: CallErrorKind,
    message: string,
  ) {
    super(message);
    this.name = 'CallFailure';
  }
}

/** Calls a method and returns its value, or throws a CallFailure. */
export async function callBridge<M extends MethodName>(method: M, input: MethodInput<M>): Promise<MethodOutput<M>> {
  const result = await useBridge().call(method, input);
  if (!result.ok) throw new CallFailure(result.error.kind, result.error.message);
  return result.value;
}

/** The message to show for anything a call threw. */
export function failureMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
