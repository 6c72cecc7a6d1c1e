// Waiting on the room's database without hanging: a cut network never answers, and a socket to a
// silent peer never finishes closing.
import { setTimeout as delay } from 'node:timers/promises';
import type pg from 'pg';

/** Rejects when the work takes longer than the limit (a cut network never answers). */
export async function bounded<T>(work: Promise<T>, limitMs: number): Promise<T> {
  const timeout = new AbortController();
  try {
    return await Promise.race([
      work,
      delay(limitMs, undefined, { signal: timeout.signal }).then(() => {
        throw new Error(`The room's database did not answer within ${limitMs / 1000} s`);
      }),
    ]);
  } finally {
    timeout.abort();
  }
}

/** Closes a connection without waiting on a peer that may never answer. */
export function drop(client: pg.Client): void {
  void client.end().catch(() => undefined);
  (client as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy();
}
