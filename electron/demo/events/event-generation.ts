// Fills the store with bulk ranges for tests and benchmarks that need many events.
import type { DemoCustomer } from '../data/model.js';
import type { SeededRandom } from '../random.js';
import type { EventFactory } from './event-factory.js';
import type { EventStore } from './event-store.js';
import type { StoredEvent } from './stored-event.js';

interface Draft {
  customer: DemoCustomer;
  eventMs: number;
  receivedMs: number;
}

export interface Generation {
  random: SeededRandom;
  factory: EventFactory;
  store: EventStore;
}

/** `count` events spread over [fromMs, toMs] for one customer; fast enough for 250,000 and more. */
export function generateBulk(
  generation: Generation,
  customer: DemoCustomer,
  options: { count: number; fromMs: number; toMs: number; nowMs: number },
): void {
  const { random } = generation;
  const spanMs = options.toMs - options.fromMs;
  const drafts: Draft[] = new Array<Draft>(options.count);
  for (let i = 0; i < options.count; i++) {
    const eventMs = options.fromMs + Math.round(random.next() * spanMs);
    const receivedMs = Math.min(eventMs + random.int(150, 3000), Math.max(eventMs, options.nowMs));
    drafts[i] = { customer, eventMs, receivedMs };
  }
  store(generation, drafts);
}

/** eventIds follow the order of arrival, as a service numbering its inserts would. */
function store({ factory, store }: Generation, drafts: Draft[]): void {
  drafts.sort((a, b) => a.receivedMs - b.receivedMs || a.eventMs - b.eventMs);
  const events: StoredEvent[] = drafts.map((draft) =>
    factory.make(draft.customer, { eventId: store.nextId(), eventMs: draft.eventMs, receivedMs: draft.receivedMs }),
  );
  store.insert(events);
}
