// Makes realistic events for a customer: mostly granted, some denied (unknown tokens, outside the
// holder's schedule, deleted holders, now and then a barred holder or a card reported lost, which
// the service never grants), a few door and controller events; now and then at a deleted door.
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
  /** Live holders neither barred nor holding a card reported lost: the ones granted. */
  allowed: readonly EventSubject[];
  barred: readonly EventSubject[];
  lost: readonly EventSubject[];
  deleted: readonly EventSubject[];
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
      ['unknown token', 40],
      ['outside time schedule', 38],
      ['user deleted', 17],
      ['user barred', 3],
      ['token lost', 2],
    ] as const);
    const displayName = `${kind.displayName} - ${reason}`;
    const among = (list: readonly EventSubject[]): EventSubject =>
      this.random.pick(list.length > 0 ? list : material.allowed);
    switch (reason) {
      case 'unknown token':
        return [this.unknownToken(), displayName];
      case 'user barred':
        return [among(material.barred), displayName];
      case 'token lost':
        return [among(material.lost), displayName];
      case 'user deleted':
        return [among(material.deleted), displayName];
      default:
        return [among(material.allowed), displayName];
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
        allowed: subjectsOf(live.filter((s) => !s.barred && !s.subject.tokenLost)),
        barred: subjectsOf(live.filter((s) => s.barred)),
        lost: subjectsOf(live.filter((s) => s.subject.tokenLost)),
        deleted: subjectsOf(customer.subjects.filter((s) => s.deleted)),
      };
      this.material.set(customer.customerGuid, material);
    }
    return material;
  }
}
