// The browser shell's pushes: server-sent events from /api/events, opened afresh when the monitor falls silent
// (its heartbeat comes every 4 s: electron/web/push-stream.ts) or answers the stream with an HTTP error.
import type { PushEvent } from '../../../electron/contract.js';
import { ACCESS_ENDED, accessEnded } from './access-ended.js';
import { parsePushEvent } from './validate.js';

/** EventSource retries by itself, except after an HTTP error answer (a restarted shell): then we do. */
const REOPEN_AFTER_MS = 3000;
/** This long without the heartbeat, the monitor is frozen or the network cut without the socket noticing. */
const SILENT_AFTER_MS = 12_000;

/** Listens for as long as the page lives: each push to `pushed`, each change of whether it hears the monitor to `heard`. */
export function listenToPushes(pushed: (event: PushEvent) => void, heard: (connected: boolean) => void): void {
  let source: EventSource;
  let heardAtMs = Date.now();
  const alive = (): void => {
    heardAtMs = Date.now();
    heard(true);
  };
  const open = (): void => {
    source = new EventSource('/api/events');
    heardAtMs = Date.now();
    source.onopen = alive;
    source.addEventListener('heartbeat', alive);
    source.onerror = () => {
      heard(false);
      if (source.readyState !== EventSource.CLOSED) return;
      // An HTTP error answer: find out whether this screen still has access (HEAD is refused, harmlessly, if so).
      fetch('/api/events', { method: 'HEAD', credentials: 'same-origin' }).then(
        (response) => (response.status === ACCESS_ENDED ? accessEnded() : setTimeout(open, REOPEN_AFTER_MS)),
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
      if (event) pushed(event);
    };
  };
  open();
  setInterval(() => {
    if (source.readyState !== EventSource.OPEN || Date.now() - heardAtMs <= SILENT_AFTER_MS) return;
    heard(false);
    source.close();
    open();
  }, 1_000);
}
