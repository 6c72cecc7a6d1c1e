// What a guard (or the CLI's status line) is told about one customer's sync.
import type { SyncState } from '../store/sync-state-repository.js';

export type SyncPhase = 'starting' | 'backfilling' | 'live' | 'retrying' | 'failing' | 'sign-in-needed' | 'stopped';

export interface CustomerSyncStatus {
  customerGuid: string;
  phase: SyncPhase;
  lastSuccessAtMs: number | null;
  /** now − newest receivedDate seen: how far behind the service the cache may be. */
  lagMs: number | null;
  eventsStored: number;
  error: { kind: string; message: string; sinceMs: number } | null;
  /** One line for a person: "live, lag 1.2 s, 4,210 events" or "retrying since 03:12:05Z: …". */
  summary: string;
}

export function describeStatus(
  customerGuid: string,
  phase: SyncPhase,
  eventsStored: number,
  state: SyncState,
  nowMs: number,
): CustomerSyncStatus {
  const error =
    state.lastError && state.errorKind && state.errorSinceMs !== null
      ? { kind: state.errorKind, message: state.lastError, sinceMs: state.errorSinceMs }
      : null;
  const lagMs = state.newestReceivedMs === null ? null : Math.max(0, nowMs - state.newestReceivedMs);
  return {
    customerGuid,
    phase,
    lastSuccessAtMs: state.lastSuccessAtMs,
    lagMs,
    eventsStored,
    error,
    summary: summaryLine(phase, eventsStored, lagMs, state.lastSuccessAtMs, error),
  };
}

function summaryLine(
  phase: SyncPhase,
  eventsStored: number,
  lagMs: number | null,
  lastSuccessAtMs: number | null,
  error: CustomerSyncStatus['error'],
): string {
  const count = `${eventsStored.toLocaleString('en-GB')} events`;
  const since = (ms: number): string => new Date(ms).toISOString();
  switch (phase) {
    case 'retrying':
    case 'failing':
      return `${phase === 'retrying' ? 'retrying' : 'failing'} since ${since(error?.sinceMs ?? Date.now())}: ${error?.message ?? 'unknown error'}; ${lastSuccessAtMs === null ? 'never polled' : `stale since ${since(lastSuccessAtMs)}`}; ${count}`;
    case 'sign-in-needed':
      return `sign-in needed: ${error?.message ?? 'the session ended'}; ${count}`;
    default:
      return `${phase}, ${lagMs === null ? 'no events seen yet' : `lag ${(lagMs / 1000).toFixed(1)} s`}, ${count}`;
  }
}
