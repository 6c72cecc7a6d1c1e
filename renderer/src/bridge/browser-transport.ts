// The browser shell's transport: calls over POST /api/call, pushes over server-sent events.
import type { CallResult, MethodName, MethodOutput, PushEvent } from '../../../electron/contract.js';
import type { MonitorBridge } from './monitor-bridge.js';
import { parseCallResult, parsePushEvent } from './validate.js';

/** EventSource retries by itself, except after an HTTP error answer (a restarted shell): then we do. */
const REOPEN_AFTER_MS = 3000;
/**
 * The monitor's heartbeat comes every 4 s (push-stream.ts): this long without it, the monitor is frozen or the
 * network cut without the socket noticing, so this screen cannot see, and the stream is opened afresh.
 */
const SILENT_AFTER_MS = 12_000;

const lost = (message: string): CallResult<never> => ({ ok: false, error: { kind: 'network', message } });

/**
 * The shell answers 401 to this screen's cookie once it restarted (new secrets) or withdrew the screen:
 * retrying can never succeed, so the page is reloaded and the shell's own page says which address to open.
 */
const ACCESS_ENDED = 401;
const showAccessEnded = (): void => window.location.reload();

export function createBrowserBridge(): MonitorBridge {
  const listeners = new Set<(event: PushEvent) => void>();
  const connectionListeners = new Set<(connected: boolean) => void>();
  /** Unknown until the stream first opens or fails. */
  let connected: boolean | null = null;

  const setConnected = (value: boolean): void => {
    if (value === connected) return;
    connected = value;
    for (const listener of connectionListeners) listener(value);
  };

  let source: EventSource;
  let heardAtMs = Date.now();
  const heard = (): void => {
    heardAtMs = Date.now();
    setConnected(true);
  };

  const open = (): void => {
    source = new EventSource('/api/events');
    heardAtMs = Date.now();
    source.onopen = heard;
    source.addEventListener('heartbeat', heard);
    source.onerror = () => {
      setConnected(false);
      if (source.readyState !== EventSource.CLOSED) return;
      // An HTTP error answer: find out whether this screen still has access (HEAD is refused, harmlessly, if so).
      fetch('/api/events', { method: 'HEAD', credentials: 'same-origin' }).then(
        (response) => (response.status === ACCESS_ENDED ? showAccessEnded() : setTimeout(open, REOPEN_AFTER_MS)),
        () => setTimeout(open, REOPEN_AFTER_MS),
      );
    };
    source.onmessage = (message: MessageEvent<string>) => {
      heardAtMs = Date.now();
      let raw: unknown;
      try {
        raw = JSON.parse(message.data);
      } catch {
        return;
      }
      const event = parsePushEvent(raw);
      if (event) for (const listener of listeners) listener(event);
    };
  };
  open();
  setInterval(() => {
    if (source.readyState !== EventSource.OPEN || Date.now() - heardAtMs <= SILENT_AFTER_MS) return;
    setConnected(false);
    source.close();
    open();
  }, 1_000);

  return {
    transport: 'browser',
    async call<M extends MethodName>(method: M, input: unknown): Promise<CallResult<MethodOutput<M>>> {
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
        showAccessEnded();
        return lost("This screen's access to the monitor ended");
      }
      let body: unknown;
      try {
        body = await response.json();
      } catch {
        return lost(`The monitor answered ${response.status} without a readable body`);
      }
      return parseCallResult(method, body);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    watchConnection(listener) {
      connectionListeners.add(listener);
      if (connected !== null) listener(connected);
      return () => connectionListeners.delete(listener);
    },
  };
}
