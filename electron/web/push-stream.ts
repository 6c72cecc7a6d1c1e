// The push stream: every backend PushEvent to the page as server-sent events, one `data:` line each.
import type { ServerResponse } from 'node:http';
import type { Backend, PushEvent } from '../contract.js';

export const KEEP_ALIVE_MS = 15_000;
/**
 * A page that stops reading (a frozen tab) is cut off rather than buffered without end; EventSource
 * reconnects when it wakes. Well above one burst of a backfill (10,000 events are about 11 MB).
 */
export const MAX_BUFFERED_BYTES = 64 * 1024 * 1024;

export interface PushStreams {
  /** Opens a stream for the screen `screenId`. */
  open(res: ServerResponse, screenId: string): void;
  /** Ends the streams of one screen (its access was withdrawn). */
  closeFor(screenId: string): void;
  /** Ends every open stream (the shell is closing). */
  closeAll(): void;
}

export function createPushStreams(backend: Backend, keepAliveMs = KEEP_ALIVE_MS): PushStreams {
  const open = new Map<ServerResponse, string>();
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
      const unsubscribe = backend.subscribe((event: PushEvent) => send(`data: ${JSON.stringify(event)}\n\n`));
      const keepAlive = setInterval(() => send(': keep-alive\n\n'), keepAliveMs);
      open.set(res, screenId);
      res.once('close', () => {
        clearInterval(keepAlive);
        unsubscribe();
        open.delete(res);
      });
    },
    closeFor(screenId) {
      for (const [res, owner] of open) if (owner === screenId) res.end();
    },
    closeAll() {
      for (const res of open.keys()) res.end();
    },
  };
}
