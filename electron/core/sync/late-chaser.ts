// What each stored read teaches: the lateness model learns its events (the edge's lateness, the
// controllers' rates and newest events), and a late event found means two things: the band of its
// lateness turns hot (when a regular read found it), and its siblings (the rest of its controller's
// backlog) lie between that controller's previous event and it, so that stretch is chased at once.
import type { AccessEvent } from '../api/types.js';
import { mergeRanges, uncoveredParts, type TimeRange } from '../time/ranges.js';
import { bandOfAge, type ageBands } from './age-bands.js';
import type { CustomerRun, SyncContext } from './customer-run.js';
import { SAME_DELIVERY_MS, type LearnedEvent } from './lateness-model.js';

const MINUTE = 60_000;
/** A late event from a controller never seen before: its siblings are looked for this far back at least. */
const UNKNOWN_DEVICE_CHASE_MS = 10 * MINUTE;

/**
 * How one read came about. Late events found by regular reads (edge, bands) make their band hot;
 * those found by regular reads and chases start a chase; history (backfill, settling) and a run's
 * first edge read do neither.
 */
export type ReadOrigin = 'regular' | 'chase' | 'history' | 'first-edge';

function learned(event: AccessEvent): LearnedEvent {
  return {
    eventMs: Date.parse(event.eventDate),
    receivedMs: Date.parse(event.receivedDate),
    deviceGuid: event.deviceGuid,
    deviceName: event.deviceName,
  };
}

/** Per controller its oldest event (events of no controller each on their own). */
function oldestPerDevice(events: readonly AccessEvent[]): AccessEvent[] {
  const oldest = new Map<string, AccessEvent>();
  for (const event of events) {
    const key = event.deviceGuid ?? `event ${event.eventId}`;
    const known = oldest.get(key);
    if (!known || Date.parse(event.eventDate) < Date.parse(known.eventDate)) oldest.set(key, event);
  }
  return [...oldest.values()];
}

export class LateChaser {
  constructor(
    private readonly context: SyncContext,
    /** The doubling bands where lateness is learned (see age-bands.ts). */
    private readonly learningBands: (run: CustomerRun) => ReturnType<typeof ageBands>,
  ) {}

  /** A read of `window` (come about as `origin`; `polled`: the edge's) stored `inserted`. */
  async learn(
    run: CustomerRun,
    window: TimeRange,
    origin: ReadOrigin,
    inserted: readonly AccessEvent[],
    { polled }: { polled: boolean },
  ): Promise<void> {
    const { settings } = this.context;
    const model = run.model!;
    const now = this.context.now();
    const lateness = (event: AccessEvent): number => Date.parse(event.receivedDate) - Date.parse(event.eventDate);
    const late =
      origin === 'history' || origin === 'first-edge'
        ? []
        : inserted.filter((event) => lateness(event) > model.edgeLatenessMs);
    if (late.length > 0) {
      if (origin === 'regular') this.discovered(run, late, lateness);
      let chaseFromMs = Infinity;
      for (const event of oldestPerDevice(late)) {
        const eventMs = Date.parse(event.eventDate);
        const previous = event.deviceGuid ? await this.previousOfDevice(run, event) : undefined;
        chaseFromMs = Math.min(
          chaseFromMs,
          previous !== undefined
            ? previous - model.edgeLatenessMs
            : eventMs - Math.max(lateness(event), UNKNOWN_DEVICE_CHASE_MS),
        );
      }
      chaseFromMs = Math.max(chaseFromMs, now - settings.settleAgeMs);
      if (chaseFromMs < window.fromMs) {
        // History still to be fetched is the backfill's: it reads it soon, and a chase there would
        // hold up this customer's edge with a long read.
        const pending = this.context.cache.syncStateNow.pendingRanges(run.customerGuid);
        const chase = uncoveredParts({ fromMs: chaseFromMs, toMs: window.fromMs - 1 }, pending);
        run.chases = mergeRanges([...run.chases, ...chase]);
      }
    }
    model.learn(inserted.map(learned), { polled });
    for (const event of inserted) {
      // An eventDate ahead of the clock (a controller's clock) must not pull the edge into the future.
      const eventMs = Math.min(Date.parse(event.eventDate), this.context.serviceNow(now));
      run.newestEventMs = Math.max(run.newestEventMs ?? eventMs, eventMs);
    }
  }

  /** A chase read `piece`: what is left to chase. */
  chased(run: CustomerRun, piece: TimeRange): void {
    const remaining: TimeRange[] = [];
    for (const range of run.chases) remaining.push(...uncoveredParts(range, [piece]));
    run.chases = mergeRanges(remaining);
  }

  // A late event's siblings lie between it and its controller's event before its delivery: the
  // newest one known, unless the controller has delivered newer ones since, then the cache's. That
  // happens to an offline controller back online (its live events reach the edge before a band
  // reaches its backlog) and to the stragglers of a delivery (received a moment after a chase).
  private async previousOfDevice(
    run: CustomerRun,
    event: AccessEvent & { deviceGuid: string },
  ): Promise<number | undefined> {
    const eventMs = Date.parse(event.eventDate);
    const newest = run.model!.newestOfDevice(event.deviceGuid);
    if (newest === undefined || newest < eventMs) return newest;
    const receivedBeforeMs = Date.parse(event.receivedDate) - SAME_DELIVERY_MS;
    const sinceMs = this.context.now() - this.context.settings.settleAgeMs;
    return (
      (await this.context.cache.storage.newestOfDeviceBefore(run.customerGuid, event.deviceGuid, {
        beforeMs: eventMs,
        receivedBeforeMs,
        sinceMs,
      })) ?? undefined
    );
  }

  // What a regular read discovered: per controller its youngest late event (the one whose delivery
  // was found; older ones in the same read are its siblings). Their bands turn hot.
  private discovered(run: CustomerRun, late: readonly AccessEvent[], lateness: (event: AccessEvent) => number): void {
    const youngest = new Map<string, AccessEvent>();
    for (const event of late) {
      const key = event.deviceGuid ?? `event ${event.eventId}`;
      const known = youngest.get(key);
      if (!known || lateness(event) < lateness(known)) youngest.set(key, event);
    }
    const bands = this.learningBands(run);
    // Siblings of a backlog already being chased are not discoveries (a band read may reach them first).
    const chased = (event: AccessEvent): boolean => {
      const eventMs = Date.parse(event.eventDate);
      return run.chases.some((range) => range.fromMs <= eventMs && eventMs <= range.toMs);
    };
    for (const event of youngest.values()) {
      if (chased(event)) continue;
      const band = bandOfAge(bands, lateness(event));
      if (band) run.model!.foundLate(band.index, learned(event));
    }
  }
}
