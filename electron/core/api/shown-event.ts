// An Event as it leaves the core for the screens (the desktop window and every browser screen), the
// CLI's `events` and the CSV: an allow-list, not a deny-list. Each field the monitor knows is named
// here, passed or masked; any other field a service sends (a secret it adds tomorrow) is dropped.
// TypeScript holds the list to the Event resource: a field added to resources/openapi.yaml does not
// compile until it is decided here.
import { maskSecret, maskWithin } from './card-mask.js';
import type { AccessEvent } from './types.js';

type Treatment = 'pass' | 'mask';

export const EVENT_FIELD_TREATMENT: Readonly<Record<keyof AccessEvent, Treatment>> = {
  eventId: 'pass',
  displayName: 'pass',
  priorityDescription: 'pass',
  eventType: 'pass',
  eventDate: 'pass',
  receivedDate: 'pass',
  customerGuid: 'pass',
  customerName: 'pass',
  customerId: 'pass',
  siteGuid: 'pass',
  siteName: 'pass',
  siteCode: 'pass',
  siteId: 'pass',
  siteDeleted: 'pass',
  deviceGuid: 'pass',
  deviceSerialNumber: 'pass',
  deviceName: 'pass',
  deviceId: 'pass',
  deviceDeleted: 'pass',
  doorGuid: 'pass',
  doorName: 'pass',
  doorId: 'pass',
  doorDeleted: 'pass',
  localDoorId: 'pass',
  tokenGuid: 'pass',
  // The number a reader sends: with it a proximity card can be cloned.
  tokenData: 'mask',
  // Services write the card number into the description too ("Card 40021877"): masked within, below.
  tokenDescription: 'pass',
  tokenLost: 'pass',
  tokenId: 'pass',
  tokenType: 'pass',
  tokenIfType: 'pass',
  userGuid: 'pass',
  userFirstName: 'pass',
  userLastName: 'pass',
  userBarred: 'pass',
  userDeleted: 'pass',
  userId: 'pass',
  timezoneDescription: 'pass',
  tz: 'pass',
  // The code that programs a controller.
  installerCode: 'mask',
};

const FIELDS = Object.entries(EVENT_FIELD_TREATMENT) as Array<[keyof AccessEvent, Treatment]>;

export interface ShownEventOptions {
  /** Whole card numbers and installer codes: only where a supervisor asked (`--unmasked`). */
  unmasked?: boolean;
}

/** The event with the known fields only; tokenData and installerCode masked unless `unmasked`. */
export function shownEvent<E extends Partial<AccessEvent>>(event: E, options: ShownEventOptions = {}): E {
  const source = event as Record<string, unknown>;
  const shown: Record<string, unknown> = {};
  for (const [name, treatment] of FIELDS) {
    if (!(name in source)) continue;
    const value = source[name];
    shown[name] = treatment === 'mask' && !options.unmasked ? maskSecret(value) : value;
  }
  if (!options.unmasked && 'tokenDescription' in shown) {
    shown.tokenDescription = maskWithin(shown.tokenDescription, source.tokenData);
  }
  return shown as E;
}
