// A control room's worth of events for the PostgreSQL benchmarks: many customers (a few large, most
// small), their sites, doors and card holders drawn from the demo's word lists, events spread over the
// days asked for in date order (ids rising with the date, as a service numbers them). Rows go out as
// COPY text lines with the search words the storage itself computes (postgres-event-batch.ts).
import { EVENT_FIELDS } from '../electron/core/api/event-fields.js';
import type { AccessEvent } from '../electron/core/api/types.js';
import { eventWords } from '../electron/core/storage/postgres-event-batch.js';
import { toEventRow } from '../electron/core/storage/event-storage.js';
import { DOOR_NAMES, FIRST_NAMES, LAST_NAMES } from '../electron/demo/data/names.js';
import { EVENT_KINDS } from '../electron/demo/events/catalogue.js';
import { SeededRandom, WeightedTable } from '../electron/demo/random.js';

const TOWNS = [
  'Aldgate', 'Barking', 'Camden', 'Deptford', 'Ealing', 'Fulham', 'Greenwich', 'Hackney', 'Islington', 'Kew',
  'Lambeth', 'Merton', 'Norwood', 'Oxford', 'Peckham', 'Richmond', 'Stratford', 'Tooting', 'Uxbridge', 'Walthamstow',
  'Leeds', 'Salford', 'Gateshead', 'Swansea', 'Dundee', 'Inverness', 'Truro', 'Bangor', 'Derry', 'Keswick',
]; // prettier-ignore
const SITE_KINDS = ['Depot', 'House', 'Works', 'Clinic', 'Campus', 'Yard', 'Store', 'Hub', 'Lodge', 'Centre'];
const COMPANY_WORDS = ['Security', 'Logistics', 'Estates', 'Health', 'Retail', 'Facilities', 'Holdings', 'Care'];

/** Search words of a part of an event, by the storage's own eventWords (an event's words are its fields' words). */
interface Words {
  names: string[];
  cards: string[];
}
const wordsOf = (fields: Partial<Record<keyof AccessEvent, unknown>>): Words => eventWords(fields as AccessEvent);

interface Door {
  guid: string;
  words: Words;
  name: string;
  site: { guid: string; name: string; code: string; id: number };
  device: { guid: string; name: string; serial: string; id: number };
  id: number;
}
interface Holder {
  guid: string;
  /** Of the person's name, and of the card. */
  nameWords: Words;
  cardWords: Words;
  first: string;
  last: string;
  id: number;
  card: { guid: string; data: string; id: number };
}
export interface RoomCustomer {
  guid: string;
  name: string;
  id: number;
  doors: Door[];
  holders: Holder[];
}

export interface RoomWorld {
  customers: RoomCustomer[];
  /** Customers by share of the events (Zipf-like: the first is the largest). */
  pick: WeightedTable<RoomCustomer>;
}

export function roomWorld(customerCount: number, seed = 21): RoomWorld {
  const random = new SeededRandom(seed);
  // SeededRandom builds its strings a character at a time; flat copies keep 100,000s of them small.
  const flat = (value: string): string => Buffer.from(value, 'utf8').toString('utf8');
  const uuid = (): string => flat(random.uuid());
  const text = (length: number, alphabet?: string): string => flat(random.text(length, alphabet));
  let ids = 1;
  const customers = Array.from({ length: customerCount }, (_, c): RoomCustomer => {
    const name = `${random.pick(LAST_NAMES)} ${random.pick(COMPANY_WORDS)} ${c + 1}`;
    const sites = Array.from({ length: random.int(1, 6) }, () => ({
      guid: uuid(),
      name: `${random.pick(TOWNS)} ${random.pick(SITE_KINDS)}`,
      code: text(4),
      id: ids++,
    }));
    const doors = Array.from({ length: random.int(4, 40) }, (): Door => {
      const site = random.pick(sites);
      const serial = `AC-${text(8, '0123456789')}`;
      const door = { guid: uuid(), name: random.pick(DOOR_NAMES), site, id: ids++ };
      const device = { guid: uuid(), name: `${site.name} controller`, serial, id: ids++ };
      const fields = { doorName: door.name, deviceName: device.name, deviceSerialNumber: serial, siteName: site.name };
      return { ...door, device, words: wordsOf({ ...fields, customerName: name }) };
    });
    const holders = Array.from({ length: random.int(20, 1000) }, (): Holder => {
      const first = random.pick(FIRST_NAMES);
      const last = random.pick(LAST_NAMES);
      const card = { guid: uuid(), data: text(random.int(8, 10), '0123456789'), id: ids++ };
      const nameWords = wordsOf({ userFirstName: first, userLastName: last });
      return {
        guid: uuid(),
        first,
        last,
        id: ids++,
        card,
        nameWords,
        cardWords: wordsOf({ tokenData: card.data, tokenDescription: CARD }),
      };
    });
    return { guid: uuid(), name, id: ids++, doors, holders };
  });
  return worldOf(customers);
}

/** A world of these customers (as roomWorld made them, read back from JSON, say), the first the largest. */
export function worldOf(customers: RoomCustomer[]): RoomWorld {
  return { customers, pick: new WeightedTable(customers.map((customer, rank) => [customer, 1 / (rank + 1)])) };
}

/** The world with only its largest customer in it (a poller's batch is one customer's events). */
export function largestCustomer(world: RoomWorld): RoomWorld {
  const customer = world.customers[0]!;
  return { customers: [customer], pick: new WeightedTable([[customer, 1]]) };
}

const kinds = new WeightedTable(EVENT_KINDS);
const kindWords = new Map(EVENT_KINDS.map(([kind]) => [kind, wordsOf({ displayName: kind.displayName })]));
const CARD = 'Card';

/** An event with its search words (the storage's, as a union of its parts': duplicates are harmless in a tsvector). */
export interface RoomEvent {
  customerGuid: string;
  event: AccessEvent;
  words: Words;
}

/** `count` events from `firstId` on, evenly spread (with jitter) from `fromMs` to `toMs`, oldest first. */
export function* roomEvents(
  world: RoomWorld,
  count: number,
  firstId: number,
  fromMs: number,
  toMs: number,
  seed = 8,
): Generator<RoomEvent> {
  const random = new SeededRandom(seed);
  const step = (toMs - fromMs) / count;
  for (let i = 0; i < count; i++) {
    const customer = world.pick.pick(random);
    const door = random.pick(customer.doors);
    const kind = kinds.pick(random);
    const holder = kind.subject === 'none' ? null : random.pick(customer.holders);
    const atMs = Math.floor(fromMs + i * step + random.next() * step);
    const at = new Date(atMs).toISOString();
    const received = new Date(atMs + random.int(200, 30_000)).toISOString();
    const event: AccessEvent = {
      eventId: firstId + i,
      displayName: kind.displayName,
      priorityDescription: kind.priorityDescription,
      eventType: kind.eventType,
      eventDate: at,
      receivedDate: received,
      customerGuid: customer.guid,
      customerName: customer.name,
      customerId: customer.id,
      siteGuid: door.site.guid,
      siteName: door.site.name,
      siteCode: door.site.code,
      siteId: door.site.id,
      siteDeleted: false,
      deviceGuid: door.device.guid,
      deviceSerialNumber: door.device.serial,
      deviceName: door.device.name,
      deviceId: door.device.id,
      deviceDeleted: false,
      doorGuid: door.guid,
      doorName: door.name,
      doorId: door.id,
      doorDeleted: false,
      localDoorId: door.id % 64,
      tokenGuid: holder?.card.guid ?? null,
      tokenData: holder?.card.data ?? null,
      tokenDescription: holder ? CARD : null,
      tokenLost: holder ? false : null,
      tokenId: holder?.card.id ?? null,
      tokenType: holder ? 1 : null,
      tokenIfType: holder ? 26 : null,
      userGuid: kind.subject === 'granted' ? holder!.guid : null,
      userFirstName: kind.subject === 'granted' ? holder!.first : null,
      userLastName: kind.subject === 'granted' ? holder!.last : null,
      userBarred: kind.subject === 'granted' ? false : null,
      userDeleted: kind.subject === 'granted' ? false : null,
      userId: kind.subject === 'granted' ? holder!.id : null,
      timezoneDescription: 'Europe/London',
      tz: 0,
      installerCode: null,
    } as unknown as AccessEvent;
    const granted = kind.subject === 'granted';
    const names = [...door.words.names, ...kindWords.get(kind)!.names, ...(granted ? holder!.nameWords.names : [])];
    yield { customerGuid: customer.guid, event, words: { names, cards: holder?.cardWords.cards ?? [] } };
  }
}

/** The events table's columns in the order copyLine writes them. */
export const COPY_COLUMNS = [
  ...EVENT_FIELDS.map((field) => `"${field.name}"`),
  'source_customer_guid',
  'event_date_ms',
  'received_date_ms',
  'stored_at_ms',
  'name_words',
  'card_words',
].join(', ');

/** One row in COPY's text format: tab-separated, \N for null, backslash and control characters escaped. */
export function copyLine({ customerGuid, event, words }: RoomEvent, storedAtMs: number): string {
  const { names, cards } = words;
  const values = [
    ...toEventRow(event),
    customerGuid,
    Date.parse(event.eventDate),
    event.receivedDate ? Date.parse(event.receivedDate) : null,
    storedAtMs,
    // Each word as one quoted lexeme: words hold only letters and digits (searchWords).
    names.map((word) => `'${word}'`).join(' '),
    cards.map((word) => `'${word}'`).join(' '),
  ];
  return `${values.map(copyValue).join('\t')}\n`;
}

function copyValue(value: string | number | null): string {
  if (value === null) return '\\N';
  if (typeof value === 'number') return String(value);
  return /[\\\t\n\r]/.test(value) ? value.replace(/[\\\t\n\r]/g, (c) => COPY_ESCAPES[c]!) : value;
}
const COPY_ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };
