// A FeedEvent read once into the fields the screens show, so 100,000 rows cost no work while scrolling.
import type { AlarmPriority, FeedEvent } from '../../../electron/contract.js';

export type EventKind = 'granted' | 'denied' | 'other';

export interface FeedRow {
  eventId: number;
  kind: EventKind;
  eventType: number | null;
  title: string;
  priority: string | null;
  eventDateMs: number;
  receivedDateMs: number | null;
  customerGuid: string | null;
  customerName: string | null;
  siteName: string | null;
  doorGuid: string | null;
  doorName: string | null;
  deviceName: string | null;
  deviceSerialNumber: string | null;
  userGuid: string | null;
  /** "First Last", or "Unknown token" when the service knows no user for the token. */
  userLabel: string;
  tokenGuid: string | null;
  tokenDescription: string | null;
  /** The card number as the host sends it to screens: masked, its last 4 characters (****1877). */
  card: string | null;
  tokenLost: boolean;
  deleted: { user: boolean; door: boolean; device: boolean; site: boolean };
  acknowledgement: FeedEvent['acknowledgement'];
  /** The priority of the alarm this event raised or joined, if any. */
  alarmPriority: AlarmPriority | null;
  /**
   * Lower-case text the free-text filter looks in: names, doors, controllers, sites, customers. Not the card: the
   * host finds a card by its whole number, which no screen holds (feed-filter.ts asks the host).
   */
  searchText: string;
}

export const UNKNOWN_TOKEN = 'Unknown token';
const NO_USER = '—';

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const integer = (value: unknown): number | null =>
  typeof value === 'number' && Number.isInteger(value) ? value : null;
const dateMs = (value: unknown): number | null => {
  const ms = typeof value === 'string' ? Date.parse(value) : NaN;
  return Number.isNaN(ms) ? null : ms;
};

export function kindOf(eventType: number | null): EventKind {
  return eventType === 1 ? 'granted' : eventType === 2 ? 'denied' : 'other';
}

/**
 * The Result column's word. Only an access attempt has a result; any other event (a door held or forced
 * open, a reader's tamper) is named by what it happened to, not "Other", which reads as unknown.
 */
export function kindLabel(row: Pick<FeedRow, 'kind' | 'doorName'>): string {
  if (row.kind === 'granted') return 'Granted';
  if (row.kind === 'denied') return 'Denied';
  return row.doorName !== null ? 'Door' : 'Device';
}

export function toFeedRow(feedEvent: FeedEvent): FeedRow {
  const event = feedEvent.event;
  const eventType = integer(event.eventType);
  const userGuid = text(event.userGuid);
  const userName = [text(event.userFirstName), text(event.userLastName)].filter(Boolean).join(' ');
  const kind = kindOf(eventType);
  const presented = kind !== 'other' && (text(event.tokenGuid) !== null || text(event.tokenData) !== null);
  // Only an access attempt presents a token; a door forced open or a tamper alarm has no user to name.
  const userLabel = userGuid !== null ? userName || userGuid : presented ? UNKNOWN_TOKEN : NO_USER;
  const row: FeedRow = {
    eventId: integer(event.eventId) ?? -1,
    kind,
    eventType,
    title: text(event.displayName) ?? (eventType === null ? 'Event' : `Event type ${eventType}`),
    priority: text(event.priorityDescription),
    eventDateMs: dateMs(event.eventDate) ?? 0,
    receivedDateMs: dateMs(event.receivedDate),
    customerGuid: text(event.customerGuid),
    customerName: text(event.customerName),
    siteName: text(event.siteName),
    doorGuid: text(event.doorGuid),
    doorName: text(event.doorName),
    deviceName: text(event.deviceName),
    deviceSerialNumber: text(event.deviceSerialNumber),
    userGuid,
    userLabel,
    tokenGuid: text(event.tokenGuid),
    tokenDescription: text(event.tokenDescription),
    card: text(event.tokenData),
    tokenLost: event.tokenLost === true,
    deleted: {
      user: event.userDeleted === true,
      door: event.doorDeleted === true,
      device: event.deviceDeleted === true,
      site: event.siteDeleted === true,
    },
    acknowledgement: feedEvent.acknowledgement,
    alarmPriority: feedEvent.alarmPriority ?? null,
    searchText: '',
  };
  row.searchText = [
    row.title,
    row.customerName,
    row.siteName,
    row.doorName,
    row.deviceName,
    row.deviceSerialNumber,
    row.userLabel,
    row.userGuid,
    row.tokenGuid,
  ]
    .filter(Boolean)
    .join(' ')
    .toLowerCase();
  return row;
}

/** Newest first: by event date, then by id. */
export function newestFirst(a: FeedRow, b: FeedRow): number {
  return b.eventDateMs - a.eventDateMs || b.eventId - a.eventId;
}
