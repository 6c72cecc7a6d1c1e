// Produces events as time passes, spread over the customers. Some arrive late: they occurred
// minutes to hours ago and are received now. Now and then several share one millisecond.
import type { DemoCustomer } from '../data/model.js';
import type { SeededRandom } from '../random.js';
import type { EventFactory } from './event-factory.js';
import type { EventStore } from './event-store.js';
import type { StoredEvent } from './stored-event.js';

const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;
const TICK_MS = 250;

export interface LiveGeneratorParts {
  customers: readonly DemoCustomer[];
  random: SeededRandom;
  factory: EventFactory;
  store: EventStore;
  now: () => number;
}

export class LiveGenerator {
  private timer: NodeJS.Timeout | undefined;
  private startedAt = 0;
  private produced = 0;

  constructor(
    private readonly parts: LiveGeneratorParts,
    private readonly eventsPerMinute: number,
  ) {}

  start(): void {
    if (this.eventsPerMinute <= 0 || this.timer) return;
    this.startedAt = Date.now();
    this.timer = setInterval(() => this.tick(), Math.min(TICK_MS, MINUTE_MS / this.eventsPerMinute));
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  /** Pacing follows the wall clock; event times follow the service's clock. */
  private tick(): void {
    const due = Math.floor(((Date.now() - this.startedAt) * this.eventsPerMinute) / MINUTE_MS) - this.produced;
    if (due <= 0) return;
    this.produced += due;
    const events: StoredEvent[] = [];
    for (let i = 0; i < due; i++) events.push(...this.occurrence());
    this.parts.store.insert(events);
  }

  private occurrence(): StoredEvent[] {
    const { random, factory, store, customers } = this.parts;
    const nowMs = this.parts.now();
    const customer = random.pick(customers);
    const eventMs = random.chance(0.08) ? nowMs - random.int(2 * MINUTE_MS, 3 * HOUR_MS) : nowMs - random.int(0, 1500);
    const sharing = random.chance(0.05) ? random.int(2, 3) : 1;
    const out: StoredEvent[] = [];
    for (let i = 0; i < sharing; i++) {
      out.push(factory.make(customer, { eventId: store.nextId(), eventMs, receivedMs: nowMs }));
    }
    return out;
  }
}
