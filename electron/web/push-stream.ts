// The push stream: every backend PushEvent to the page as server-sent events, one `data:` line each.
import type { ServerResponse } from 'node:http';
import type { Backend, PushEvent } from '../contract.js';

/**
 * A named heartbeat, which the page hears (a comment it would not): a monitor whose heart stops (a frozen
 * host, a cable cut that the socket has not noticed yet) is NOT MONITORING on that screen. It keeps idle
 * proxies from closing the stream, too.
 */
export const HEARTBEAT_MS = 4_000;
/**
 * A page that stops reading (a frozen tab) is cut off rather than buffered without end; EventSource
 * reconnects when it wakes. Well above one burst of a backfill (10,000 events are about 11 MB).
 */
export const MAX_BUFFERED_BYTES = 64 * 1024 * 1024;

/** What of an event a screen is sent (a screen's own guard sees only their customers); null: nothing. */
export type PushShaper = (screenId: string, event: PushEvent) => PushEvent | null;

export interface PushStreams {
  /** Opens a stream for the screen `screenId`. */
  open(res: ServerResponse, screenId: string): void;
  /** Sends the shell's own event (not the backend's) to every open stream. */
  announce(event: PushEvent): void;
  /** Ends the streams of one screen (its access was withdrawn). */
  closeFor(screenId: string): void;
  /** Ends every open stream (the shell is closing). */
  closeAll(): void;
}

export function createPushStreams(
  backend: Backend,
  heartbeatMs = HEARTBEAT_MS,
  shape: PushShaper = (_screenId, event) => event,
): PushStreams {
  const open = new Map<ServerResponse, string>();
  const senders = new Map<ServerResponse, (text: string) => void>();
  return {
    open(res, screenId) {
      res.writeHead(200, {
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-store',
      });
      res.write(': connected\n\n');
      const send = (text: string): void => {
        if (res.writableLength > MAX_BUFFERED_BYTES) res.destroy();
        else res.write(text);
      };
      const unsubscribe = backend.subscribe((event: PushEvent) => {
        const shown = shape(screenId, event);
        if (shown) send(`data: ${JSON.stringify(shown)}\n\n`);
      });
      const heartbeat = setInterval(() => send('event: heartbeat\ndata:\n\n'), heartbeatMs);
      open.set(res, screenId);
      senders.set(res, send);
      res.once('close', () => {
        clearInterval(heartbeat);
        unsubscribe();
        open.delete(res);
        senders.delete(res);
      });
    },
    announce(event) {
      for (const send of senders.values()) send(`data: ${JSON.stringify(event)}\n\n`);
    },
    closeFor(screenId) {
      for (const [res, owner] of open) if (owner === screenId) res.end();
    },
    closeAll() {
      for (const res of open.keys()) res.end();
    },
  };
}
