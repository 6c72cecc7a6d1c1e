// The renderer's one door (the Bridge), faked for store tests: the one place a fake is right, since
// the stores talk to nothing else. Answers are set per method; pushes and the connection are driven.
// Every answer and push is checked against the contract's schemas, as the real transports check them:
// a fake answer no host could give fails the test that gave it (after it), naming the method.
import { afterEach } from 'vitest';
import {
  methods,
  pushEvents,
  type CallResult,
  type MethodInput,
  type MethodName,
  type MethodOutput,
  type PushEvent,
} from '../../electron/contract.js';
import { parseCallResult } from '../../renderer/src/bridge/validate.js';
import type { Link, MonitorBridge } from '../../renderer/src/bridge/monitor-bridge.js';

/** What the fakes of the test now running sent that the contract refuses. */
const contractBreaks: string[] = [];

afterEach(() => {
  const found = contractBreaks.splice(0);
  if (found.length > 0) throw new Error(`The fake bridge broke the contract:\n${found.join('\n')}`);
});

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
  private readonly connectionListeners = new Set<(link: Link) => void>();

  answer<M extends MethodName>(method: M, handler: Handler<M>): void {
    this.handlers.set(method, handler as (input: unknown) => CallResult<unknown> | Promise<CallResult<unknown>>);
  }

  async call<M extends MethodName>(method: M, input: MethodInput<M>): Promise<CallResult<MethodOutput<M>>> {
    this.calls.push({ method, input });
    const handler = this.handlers.get(method);
    if (!handler) return { ok: false, error: { kind: 'internal', message: `no fake answer for ${method}` } };
    const answer = await handler(input);
    // As the real transports do: the answer as the contract reads it (defaults applied), or invalid-response.
    const checked = parseCallResult(method, answer);
    if (answer.ok && !checked.ok) {
      contractBreaks.push(`${method}'s answer: ${firstIssue(methods[method].output.safeParse(answer.value).error)}`);
    }
    return checked;
  }

  subscribe(listener: (event: PushEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  watchConnection(listener: (link: Link) => void): () => void {
    this.connectionListeners.add(listener);
    return () => this.connectionListeners.delete(listener);
  }

  push(event: PushEvent): void {
    const parsed = pushEvents[event.name].safeParse(event.payload);
    if (!parsed.success) contractBreaks.push(`the push ${event.name}: ${firstIssue(parsed.error)}`);
    for (const listener of this.listeners) listener(event);
  }

  setLink(link: Link): void {
    for (const listener of this.connectionListeners) listener(link);
  }

  callsOf(method: MethodName): unknown[] {
    return this.calls.filter((call) => call.method === method).map((call) => call.input);
  }
}

function firstIssue(error: { issues: Array<{ path: PropertyKey[]; message: string }> } | undefined): string {
  const issue = error?.issues[0];
  return issue ? `${issue.path.join('.') || 'the whole'} ${issue.message}` : 'refused';
}

export const ok = <T>(value: T): CallResult<T> => ({ ok: true, value });
