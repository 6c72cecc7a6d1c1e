// Makes realistic events for a customer: mostly granted, some denied (unknown tokens, barred or
// deleted holders), a few door and controller alarms; now and then at a deleted door.
import type { DemoCustomer, EventPlace, EventSubject } from '../data/model.js';
import type { SeededRandom } from '../random.js';
import { EVENT_KINDS, type EventKind } from './catalogue.js';
import type { StoredEvent } from './stored-event.js';

const NIL_GUID = '00000000-0000-0000-0000-000000000000';

/** Door and controller alarms involve no token and no holder. */
export const NOBODY: EventSubject = {
  tokenGuid: NIL_GUID,
  tokenData: '',
  tokenDescription: '',
  tokenLost: false,
  tokenId: null,
  tokenType: null,
  tokenIfType: null,
  userGuid: null,
  userFirstName: null,
  userLastName: null,
  userBarred: false,
  userDeleted: false,
  userId: null,
};

interface CustomerMaterial {
  livePlaces: readonly EventPlace[];
  deletedPlaces: readonly EventPlace[];
  allowed: readonly EventSubject[];
  barred: readonly EventSubject[];
  deleted: readonly EventSubject[];
  live: readonly EventSubject[];
}

export interface EventTimes {
  eventId: number;
  eventMs: number;
  receivedMs: number;
}

export class EventFactory {
  private readonly material = new Map<string, CustomerMaterial>();

  constructor(private readonly random: SeededRandom) {}

  /** At `place` when given, otherwise at a door picked here (now and then a deleted one). */
  make(customer: DemoCustomer, times: EventTimes, place = this.pickPlace(customer)): StoredEvent {
    const material = this.materialOf(customer);
    const kind = this.random.weighted(EVENT_KINDS);
    const [subject, displayName] = this.subjectFor(kind, material);
    return {
      eventId: times.eventId,
      eventMs: times.eventMs,
      receivedMs: times.receivedMs,
      eventType: kind.eventType,
      displayName,
      priorityDescription: kind.priorityDescription,
      place,
      subject,
    };
  }

  private pickPlace(customer: DemoCustomer): EventPlace {
    const material = this.materialOf(customer);
    return this.random.chance(0.03) && material.deletedPlaces.length > 0
      ? this.random.pick(material.deletedPlaces)
      : this.random.pick(material.livePlaces);
  }

  private subjectFor(kind: EventKind, material: CustomerMaterial): [EventSubject, string] {
    if (kind.subject === 'none') return [NOBODY, kind.displayName];
    if (kind.subject === 'granted') return [this.random.pick(material.allowed), kind.displayName];
    const reason = this.random.weighted([
      ['unknown token', 35],
      ['user barred', 20],
      ['user deleted', 15],
      ['outside time schedule', 30],
    ] as const);
    const displayName = `${kind.displayName} - ${reason}`;
    switch (reason) {
      case 'unknown token':
        return [this.unknownToken(), displayName];
      case 'user barred':
        return [this.random.pick(material.barred.length > 0 ? material.barred : material.live), displayName];
      case 'user deleted':
        return [this.random.pick(material.deleted.length > 0 ? material.deleted : material.live), displayName];
      default:
        return [this.random.pick(material.live), displayName];
    }
  }

  private unknownToken(): EventSubject {
    const tokenData = String(this.random.int(10_000_000, 4_294_967_295));
    return { ...NOBODY, tokenGuid: this.random.uuid(), tokenData, tokenDescription: 'Unknown token' };
  }

  private materialOf(customer: DemoCustomer): CustomerMaterial {
    let material = this.material.get(customer.customerGuid);
    if (!material) {
      const live = customer.subjects.filter((s) => !s.deleted);
      const subjectsOf = (list: typeof customer.subjects): EventSubject[] => list.map((s) => s.subject);
      material = {
        livePlaces: customer.places.filter((p) => !p.doorDeleted),
        deletedPlaces: customer.places.filter((p) => p.doorDeleted),
        allowed: subjectsOf(live.filter((s) => !s.barred)),
        barred: subjectsOf(live.filter((s) => s.barred)),
        deleted: subjectsOf(customer.subjects.filter((s) => s.deleted)),
        live: subjectsOf(live),
      };
      this.material.set(customer.customerGuid, material);
    }
    return material;
  }
}
