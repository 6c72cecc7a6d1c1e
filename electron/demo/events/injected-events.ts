// The events a test adds to the demo by hand: one made like a live one, events given whole, or a bulk
// of generated ones over a range; each for a customer the demo has.
import type { AccessEvent } from '../../core/api/types.js';
import type { DemoCustomer } from '../data/model.js';
import { SeededRandom } from '../random.js';
import { EventFactory } from './event-factory.js';
import { generateBulk, type Generation } from './event-generation.js';
import type { EventStore } from './event-store.js';
import { fromAccessEvent, toAccessEvent } from './stored-event.js';

export interface BulkEvents {
  customerGuid: string;
  count: number;
  from: Date;
  to: Date;
}

export interface InjectedEvents {
  /** A realistic event for the customer (occurring and received now, a fresh eventId), with `overrides`; not stored. */
  makeEvent(customerGuid: string, overrides?: Partial<AccessEvent>): AccessEvent;
  /** Stores events as given (late ones, shared milliseconds, …); eventIds must be new. */
  addEvents(events: readonly AccessEvent[]): void;
  /** Stores `count` generated events spread over [from, to]; fast for 250,000 and more. */
  generateEvents(options: BulkEvents): void;
}

/** `seed`: the generator's own, so the made events are the same from run to run. */
export function injectedEvents(
  customerByGuid: ReadonlyMap<string, DemoCustomer>,
  store: EventStore,
  seed: number,
  now: () => number,
): InjectedEvents {
  const random = new SeededRandom(seed);
  const generation: Generation = { random, factory: new EventFactory(random), store };
  const customerOf = (customerGuid: string): DemoCustomer => {
    const customer = customerByGuid.get(customerGuid.toLowerCase());
    if (!customer) throw new Error(`no customer ${customerGuid} in the demo`);
    return customer;
  };
  return {
    makeEvent(customerGuid, overrides = {}) {
      const nowMs = now();
      const made = generation.factory.make(customerOf(customerGuid), {
        eventId: store.nextId(),
        eventMs: nowMs,
        receivedMs: nowMs,
      });
      return { ...toAccessEvent(made), ...overrides };
    },
    addEvents(events) {
      store.insert(
        events.map((event) => {
          customerOf(event.customerGuid);
          const stored = fromAccessEvent(event);
          if (!stored) throw new Error(`event ${event.eventId} has an invalid eventDate or receivedDate`);
          return stored;
        }),
      );
    },
    generateEvents({ customerGuid, count, from, to }) {
      generateBulk(generation, customerOf(customerGuid), {
        count,
        fromMs: from.getTime(),
        toMs: to.getTime(),
        nowMs: now(),
      });
    },
  };
}
