// Every customer's events, each list kept sorted by eventDate then eventId, so a date range is
// two binary searches. Only events received by the given moment are visible.
import type { StoredEvent } from './stored-event.js';

export type DateBounds = 'inclusive' | 'exclusive';

export interface EventQuery {
  /** Bounds in ms since the epoch; may carry a fraction of a millisecond. */
  fromMs: number | null;
  toMs: number | null;
  bounds: DateBounds;
  eventType: number | null;
  /** Events received after this moment are not visible yet. */
  visibleAtMs: number;
}

const before = (a: StoredEvent, b: StoredEvent): boolean =>
  a.eventMs < b.eventMs || (a.eventMs === b.eventMs && a.eventId < b.eventId);

export class EventStore {
  private readonly lists = new Map<string, StoredEvent[]>();
  private readonly ids = new Set<number>();
  private lastId: number;

  constructor(customerGuids: readonly string[], firstId: number) {
    for (const guid of customerGuids) this.lists.set(guid, []);
    this.lastId = firstId - 1;
  }

  nextId(): number {
    return ++this.lastId;
  }

  get size(): number {
    return this.ids.size;
  }

  all(customerGuid: string): readonly StoredEvent[] {
    return this.list(customerGuid);
  }

  /** Adds events of any customers in any order. */
  insert(events: readonly StoredEvent[]): void {
    const byCustomer = new Map<string, StoredEvent[]>();
    for (const event of events) {
      this.list(event.place.customerGuid);
      if (this.ids.has(event.eventId)) throw new Error(`duplicate eventId ${event.eventId}`);
      this.ids.add(event.eventId);
      this.lastId = Math.max(this.lastId, event.eventId);
      const group = byCustomer.get(event.place.customerGuid) ?? [];
      group.push(event);
      byCustomer.set(event.place.customerGuid, group);
    }
    for (const [guid, group] of byCustomer) {
      group.sort((a, b) => a.eventMs - b.eventMs || a.eventId - b.eventId);
      const list = this.list(guid);
      this.lists.set(guid, group.length < 8 ? insertEach(list, group) : merge(list, group));
    }
  }

  query(customerGuid: string, query: EventQuery): StoredEvent[] {
    const list = this.list(customerGuid);
    const { fromMs, toMs } = query;
    const inclusive = query.bounds === 'inclusive';
    const start =
      fromMs === null ? 0 : firstIndex(list, inclusive ? (e) => e.eventMs >= fromMs : (e) => e.eventMs > fromMs);
    const end =
      toMs === null ? list.length : firstIndex(list, inclusive ? (e) => e.eventMs > toMs : (e) => e.eventMs >= toMs);
    const out: StoredEvent[] = [];
    for (let i = start; i < end; i++) {
      const event = list[i]!;
      if (event.receivedMs > query.visibleAtMs) continue;
      if (query.eventType !== null && event.eventType !== query.eventType) continue;
      out.push(event);
    }
    return out;
  }

  private list(customerGuid: string): StoredEvent[] {
    const list = this.lists.get(customerGuid);
    if (!list) throw new Error(`no customer ${customerGuid} in the demo`);
    return list;
  }
}

/** The first index whose event satisfies `past` (which must be false then true along the list). */
function firstIndex(list: readonly StoredEvent[], past: (event: StoredEvent) => boolean): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (past(list[middle]!)) high = middle;
    else low = middle + 1;
  }
  return low;
}

function insertEach(list: StoredEvent[], sorted: readonly StoredEvent[]): StoredEvent[] {
  for (const event of sorted)
    list.splice(
      firstIndex(list, (other) => before(event, other)),
      0,
      event,
    );
  return list;
}

function merge(a: readonly StoredEvent[], b: readonly StoredEvent[]): StoredEvent[] {
  const out: StoredEvent[] = new Array<StoredEvent>(a.length + b.length);
  let i = 0;
  let j = 0;
  let k = 0;
  while (i < a.length && j < b.length) out[k++] = before(b[j]!, a[i]!) ? b[j++]! : a[i++]!;
  while (i < a.length) out[k++] = a[i++]!;
  while (j < b.length) out[k++] = b[j++]!;
  return out;
}
