/**
 * The shell answers 401 to this screen's cookie once it restarted (new secrets) or withdrew the screen:
 * retrying can never succeed. The page stays, saying NOT MONITORING and why (the monitoring store), and
 * sounding: a wall display that reloaded into the shell's text page would neither sound nor look alarmed.
 */
export const ACCESS_ENDED = 401;

const listeners = new Set<() => void>();

/** Calls `listener` once this screen's access ended (the transport tells its connection's watchers). */
export function onAccessEnded(listener: () => void): void {
  listeners.add(listener);
}

export function accessEnded(): void {
  for (const listener of listeners) listener();
}
