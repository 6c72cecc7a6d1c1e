// How often each door of a customer makes an event. The doors of the buffered controller make about
// 7% of the customer's events and those of the offline-prone one about 5%, however many doors they
// have, so about 88% come from online controllers; 3% name a deleted door, as a real history does.
import type { DemoCustomer, EventPlace } from '../data/model.js';
import type { DeliveryProfile } from './delivery.js';

type Kind = DeliveryProfile['kind'];

const DELETED_SHARE = 0.03;
const FIXED_SHARES: Partial<Record<Kind, number>> = { buffered: 0.07, 'offline-prone': 0.05 };

export function weightedPlaces(
  customer: DemoCustomer,
  profileOf: (deviceGuid: string) => DeliveryProfile,
): (readonly [EventPlace, number])[] {
  const live = customer.places.filter((place) => !place.doorDeleted);
  const deleted = customer.places.filter((place) => place.doorDeleted);
  const kindOf = (place: EventPlace): Kind => profileOf(place.deviceGuid).kind;
  const doorsOf = new Map<Kind, number>();
  for (const place of live) doorsOf.set(kindOf(place), (doorsOf.get(kindOf(place)) ?? 0) + 1);
  const fixedShares = [...doorsOf.keys()].filter((kind) => FIXED_SHARES[kind] !== undefined);
  const others = live.filter((place) => FIXED_SHARES[kindOf(place)] === undefined).length;
  const othersShare = 1 - fixedShares.reduce((sum, kind) => sum + (FIXED_SHARES[kind] ?? 0), 0);
  const liveShare = deleted.length > 0 ? 1 - DELETED_SHARE : 1;

  const weightOf = (place: EventPlace): number => {
    const fixed = others > 0 ? FIXED_SHARES[kindOf(place)] : undefined;
    const share =
      fixed === undefined
        ? others > 0
          ? othersShare / others
          : 1 / live.length
        : fixed / (doorsOf.get(kindOf(place)) ?? 1);
    return share * liveShare;
  };
  return [
    ...live.map((place) => [place, weightOf(place)] as const),
    ...deleted.map((place) => [place, DELETED_SHARE / deleted.length] as const),
  ];
}
