// The browser shell's transport: calls over POST /api/call, pushes over server-sent events (browser-pushes.ts).
import type { CallResult, MethodName, MethodOutput, PushEvent } from '../../../electron/contract.js';
import { ACCESS_ENDED, accessEnded, onAccessEnded } from './access-ended.js';
import { listenToPushes } from './browser-pushes.js';
import type { Link, MonitorBridge } from './monitor-bridge.js';
import { parseCallResult } from './validate.js';

const lost = (message: string): CallResult<never> => ({ ok: false, error: { kind: 'network', message } });

export function createBrowserBridge(): MonitorBridge {
  const listeners = new Set<(event: PushEvent) => void>();
  const connectionListeners = new Set<(link: Link) => void>();
  /** Unknown until the stream first opens or fails. */
  let link: Link | null = null;
  const linkIs = (value: Link): void => {
    // An ended access is for good: nothing this page hears afterwards brings it back.
    if (value === link || link === 'access-ended') return;
    link = value;
    for (const listener of connectionListeners) listener(value);
  };
  onAccessEnded(() => linkIs('access-ended'));
  listenToPushes(
    (event) => listeners.forEach((listener) => listener(event)),
    (connected) => linkIs(connected ? 'connected' : 'lost'),
  );
  return {
    transport: 'browser',
    call: callMonitor,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    watchConnection(listener) {
      connectionListeners.add(listener);
      if (link !== null) listener(link);
      return () => connectionListeners.delete(listener);
    },
  };
}

/** One call to the monitor; a lost connection or an ended access is a result, never a throw. */
async function callMonitor<M extends MethodName>(method: M, input: unknown): Promise<CallResult<MethodOutput<M>>> {
  let response: Response;
  try {
    response = await fetch('/api/call', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ method, input }),
      credentials: 'same-origin',
    });
  } catch {
    return lost('The connection to the monitor was lost; it will be retried');
  }
  if (response.status === ACCESS_ENDED) {
    accessEnded();
    return lost("This screen's access to the monitor ended");
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    return lost(`The monitor answered ${response.status} without a readable body`);
  }
  return parseCallResult(method, body);
}
