// What the desk bench's poller reads from "the service": in place of the sync, every TICK_MS while its
// lease window is open, the events that arrived meanwhile (the room's customers by their share, kinds
// by their weight, PER_SECOND a second) and once a second a forced door, each customer's handed to the
// room as one read, dated now: receivedDate and eventDate are the moment they were handed over, so a
// follower knows how long each took to reach it. A forced door's id is PROBE_OFFSET above the
// events' own, so a follower tells its alarm apart.
import type { AccessEvent } from '../electron/core/api/types.js';
import type { EventArrival } from '../electron/core/sync/event-arrival.js';
import type { LeaseWindow } from '../electron/core/worker/lease-window.js';
import { roomEvents, type RoomEvent, type RoomWorld } from './room-events.js';

export const TICK_MS = 200;
const PROBE_EVERY_MS = 1_000;
/** Each poller's ids: its own range of ID_RANGE from its base, forced doors in the upper half. */
export const ID_RANGE = 10_000_000;
const PROBE_OFFSET = ID_RANGE / 2;

/** Where the first poller's ids start, and the following desks' (each its ID_RANGE) when one of them polls. */
export const FIRST_POLLER_IDS = 1_000_000_000;
export const DESK_IDS = 2_000_000_000;

/** A forced door this bench handed over. */
export function isForcedDoor(eventId: number): boolean {
  return eventId >= FIRST_POLLER_IDS && eventId % ID_RANGE >= PROBE_OFFSET;
}

export type Hand = (customerGuid: string, events: AccessEvent[], arrival: EventArrival) => void;

export class BenchSync {
  private timer: NodeJS.Timeout | null = null;
  private window: LeaseWindow | null = null;
  private readonly arriving: Generator<RoomEvent>;
  private nextId: number;
  private nextProbeId: number;
  private owed = 0;
  private lastProbeAt = 0;
  /** Events and forced doors handed over so far. */
  handed = 0;

  constructor(
    world: RoomWorld,
    idBase: number,
    private readonly perSecond: number,
    private readonly hand: Hand,
  ) {
    this.arriving = roomEvents(world, Number.MAX_SAFE_INTEGER, 1, 0, 1, idBase % 997);
    this.nextId = idBase;
    this.nextProbeId = idBase + PROBE_OFFSET;
  }

  start(window: LeaseWindow): void {
    this.window = window;
    this.timer ??= setInterval(() => this.tick(), TICK_MS);
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  private tick(): void {
    // As the sync's requests wait for the lease's heartbeat: a poller that lost it reads nothing.
    if (!this.window?.isOpen()) return;
    const nowMs = Date.now();
    const at = new Date(nowMs).toISOString();
    const batch: AccessEvent[] = [];
    for (this.owed += (this.perSecond * TICK_MS) / 1000; this.owed >= 1; this.owed -= 1) {
      batch.push({ ...this.next(), eventId: this.nextId++, eventDate: at, receivedDate: at });
    }
    if (nowMs - this.lastProbeAt >= PROBE_EVERY_MS) {
      this.lastProbeAt = nowMs;
      batch.push(this.forcedDoor(this.nextProbeId++, at));
    }
    const byCustomer = new Map<string, AccessEvent[]>();
    for (const event of batch)
      byCustomer.set(event.customerGuid, [...(byCustomer.get(event.customerGuid) ?? []), event]);
    for (const [customerGuid, events] of byCustomer) {
      this.hand(customerGuid, events, { alarmsFromMs: 0, seenAtServiceMs: nowMs });
    }
    this.handed += batch.length;
  }

  private next(): AccessEvent {
    return (this.arriving.next().value as RoomEvent).event;
  }

  /** A door of some customer forced open: nobody's card, critical in the service (its own alarm: critical never groups). */
  private forcedDoor(eventId: number, at: string): AccessEvent {
    return {
      ...this.next(),
      eventId,
      eventType: 3,
      displayName: 'Door forced open',
      priorityDescription: 'Critical',
      eventDate: at,
      receivedDate: at,
      tokenGuid: null,
      tokenData: null,
      tokenDescription: null,
      tokenLost: null,
      tokenId: null,
      tokenType: null,
      tokenIfType: null,
      userGuid: null,
      userFirstName: null,
      userLastName: null,
      userBarred: null,
      userDeleted: null,
      userId: null,
    } as unknown as AccessEvent;
  }
}
