// The demo's event traffic: for each customer, events occurring at its rate (a Poisson process),
// each received when its controller's delivery profile says, possibly in the future (the store
// shows an event only once the service's clock has passed its receivedMs). Each customer draws
// from its own seeded source in time order, so the same seed gives the same events however the
// production is cut into calls; only the eventIds depend on the cuts.
import type { DemoCustomer, EventPlace } from '../data/model.js';
import { SeededRandom, WeightedTable, derivedSeed } from '../random.js';
import type { DeliveryPlan } from './delivery-plan.js';
import type { DeliverySchedule } from './delivery.js';
import { EventFactory } from './event-factory.js';
import type { EventStore } from './event-store.js';
import { weightedPlaces } from './place-weights.js';
import type { StoredEvent } from './stored-event.js';

const MINUTE_MS = 60_000;
/** 5% of occurrences are 2 or 3 events sharing a millisecond: 1.075 events an occurrence on average. */
const SHARED_CHANCE = 0.05;
const EVENTS_PER_OCCURRENCE = 1 - SHARED_CHANCE + SHARED_CHANCE * 2.5;

export interface Delivery {
  plan: DeliveryPlan;
  schedule: DeliverySchedule;
}

/** One customer's occurrences from `startMs` on, at `eventsPerMinute` events (not occurrences) a minute. */
class CustomerStream {
  private readonly random: SeededRandom;
  private readonly factory: EventFactory;
  private readonly places: WeightedTable<EventPlace>;
  private readonly meanGapMs: number;
  private nextMs: number;

  constructor(
    private readonly customer: DemoCustomer,
    eventsPerMinute: number,
    private readonly delivery: Delivery,
    seed: number,
    startMs: number,
  ) {
    this.random = new SeededRandom(seed);
    this.factory = new EventFactory(this.random);
    this.places = new WeightedTable(weightedPlaces(customer, (deviceGuid) => delivery.plan.profileOf(deviceGuid)));
    this.meanGapMs = eventsPerMinute > 0 ? (MINUTE_MS * EVENTS_PER_OCCURRENCE) / eventsPerMinute : Infinity;
    this.nextMs = eventsPerMinute > 0 ? startMs + this.gap() : Infinity;
  }

  /** Adds to `out` the events occurring before `untilMs` not produced yet (eventId 0: numbered when stored). */
  produce(untilMs: number, out: StoredEvent[]): void {
    const { random, delivery } = this;
    while (this.nextMs < untilMs) {
      const eventMs = Math.floor(this.nextMs);
      const sharing = random.chance(SHARED_CHANCE) ? random.int(2, 3) : 1;
      for (let i = 0; i < sharing; i++) {
        const place = this.places.pick(random);
        const profile = delivery.plan.profileOf(place.deviceGuid);
        const receivedMs = delivery.schedule.receivedMs(profile, place.deviceGuid, eventMs, random);
        out.push(this.factory.make(this.customer, { eventId: 0, eventMs, receivedMs }, place));
      }
      this.nextMs += this.gap();
    }
  }

  private gap(): number {
    return -Math.log(1 - this.random.next()) * this.meanGapMs;
  }
}

/** Every customer's traffic from `startMs` on; `produce` is called with a clock that only moves forward. */
export class Traffic {
  private readonly streams: CustomerStream[];

  constructor(
    customers: readonly DemoCustomer[],
    eventsPerMinute: (customer: DemoCustomer) => number,
    delivery: Delivery,
    seed: number,
    startMs: number,
  ) {
    this.streams = customers.map(
      (customer) =>
        new CustomerStream(
          customer,
          eventsPerMinute(customer),
          delivery,
          derivedSeed(seed, 'traffic', customer.customerGuid),
          startMs,
        ),
    );
  }

  /** The events occurring before `untilMs` that earlier calls did not produce. */
  produce(untilMs: number): StoredEvent[] {
    const out: StoredEvent[] = [];
    for (const stream of this.streams) stream.produce(untilMs, out);
    return out;
  }
}

/**
 * The hours before `nowMs` at each customer's history rate, all received by `nowMs`: an event its
 * controller would deliver later (a buffer not uploaded yet, an outage not over) counts as received then.
 */
export function historyEvents(
  customers: readonly DemoCustomer[],
  eventsPerMinute: (customer: DemoCustomer) => number,
  delivery: Delivery,
  seed: number,
  options: { hours: number; nowMs: number },
): StoredEvent[] {
  const history = new Traffic(
    customers,
    eventsPerMinute,
    delivery,
    derivedSeed(seed, 'history'),
    options.nowMs - options.hours * 3_600_000,
  );
  const events = history.produce(options.nowMs);
  for (const event of events) event.receivedMs = Math.min(event.receivedMs, options.nowMs);
  return events;
}

/** eventIds follow the order of arrival, as a service numbering its inserts would. */
export function storeInArrivalOrder(store: EventStore, events: StoredEvent[]): void {
  events.sort((a, b) => a.receivedMs - b.receivedMs || a.eventMs - b.eventMs);
  for (const event of events) event.eventId = store.nextId();
  store.insert(events);
}
