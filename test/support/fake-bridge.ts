// The renderer's one door (the Bridge), faked for store tests: the one place a fake is right, since
// the stores talk to nothing else. Answers are set per method; pushes and the connection are driven.
import type { CallResult, MethodInput, MethodName, MethodOutput, PushEvent } from '../../electron/contract.js';
import type { MonitorBridge } from '../../renderer/src/bridge/monitor-bridge.js';

/** An answer now, or later (a host that waits for its cache before answering). */
export type Handler<M extends MethodName> = (
  input: MethodInput<M>,
) => CallResult<MethodOutput<M>> | Promise<CallResult<MethodOutput<M>>>;

export class FakeBridge implements MonitorBridge {
  readonly transport = 'browser' as const;
  readonly calls: Array<{ method: MethodName; input: unknown }> = [];
  private readonly handlers = new Map<
    MethodName,
    (input: unknown) => CallResult<unknown> | Promise<CallResult<unknown>>
  >();
  private readonly listeners = new Set<(event: PushEvent) => void>();
  private readonly connectionListeners = new Set<(connected: boolean) => void>();

  answer<M extends MethodName>(method: M, handler: Handler<M>): void {
    this.handlers.set(method, handler as (input: unknown) => CallResult<unknown> | Promise<CallResult<unknown>>);
  }

  async call<M extends MethodName>(method: M, input: MethodInput<M>): Promise<CallResult<MethodOutput<M>>> {
    this.calls.push({ method, input });
    const handler = this.handlers.get(method);
    if (!handler) return { ok: false, error: { kind: 'internal', message: `no fake answer for ${method}` } };
    return (await handler(input)) as CallResult<MethodOutput<M>>;
  }

  subscribe(listener: (event: PushEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  watchConnection(listener: (connected: boolean) => void): () => void {
    this.connectionListeners.add(listener);
    return () => this.connectionListeners.delete(listener);
  }

  push(event: PushEvent): void {
    for (const listener of this.listeners) listener(event);
  }

  setConnected(connected: boolean): void {
    for (const listener of this.connectionListeners) listener(connected);
  }

  callsOf(method: MethodName): unknown[] {
    return this.calls.filter((call) => call.method === method).map((call) => call.input);
  }
}

export const ok = <T>(value: T): CallResult<T> => ({ ok: true, value });
