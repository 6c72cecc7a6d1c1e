// Numbered schema migrations. Each runs once, in order, all pending ones in one transaction; the
// database's user_version records the last applied. Append only: never edit a shipped migration.
import { EVENT_FIELDS } from '../api/event-fields.js';

export interface Migration {
  version: number;
  description: string;
  sql: string;
}

const eventColumns = EVENT_FIELDS.filter((field) => field.name !== 'eventId')
  .map((field) => `"${field.name}" ${field.type === 'string' ? 'TEXT' : 'INTEGER'}`)
  .join(',\n  ');

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    description: 'events, inventory snapshots, sync state, alert acknowledgements',
    sql: `
CREATE TABLE events (
  "eventId" INTEGER PRIMARY KEY,
  ${eventColumns},
  -- The customer whose event list this came from (the event's own customerGuid may be null).
  sourceCustomerGuid TEXT NOT NULL,
  eventDateMs INTEGER NOT NULL,
  receivedDateMs INTEGER,
  storedAtMs INTEGER NOT NULL
);
CREATE INDEX events_by_customer_date ON events (sourceCustomerGuid, eventDateMs, "eventId");
CREATE INDEX events_by_door ON events (sourceCustomerGuid, "doorGuid", eventDateMs);
CREATE INDEX events_by_type ON events (sourceCustomerGuid, "eventType", eventDateMs);
CREATE INDEX events_by_user ON events (sourceCustomerGuid, "userGuid", eventDateMs);
CREATE INDEX events_by_token ON events (sourceCustomerGuid, "tokenGuid", eventDateMs);

CREATE TABLE customers (
  customerGuid TEXT PRIMARY KEY,
  json TEXT NOT NULL,
  fetchedAtMs INTEGER NOT NULL
);

-- Doors, devices and users, as last fetched (secrets removed before storing).
CREATE TABLE inventory_items (
  customerGuid TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('door', 'device', 'user')),
  itemGuid TEXT NOT NULL,
  json TEXT NOT NULL,
  PRIMARY KEY (customerGuid, kind, itemGuid)
);
CREATE TABLE inventory_snapshots (
  customerGuid TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('door', 'device', 'user')),
  fetchedAtMs INTEGER NOT NULL,
  itemCount INTEGER NOT NULL,
  PRIMARY KEY (customerGuid, kind)
);

CREATE TABLE sync_state (
  customerGuid TEXT PRIMARY KEY,
  cursorMs INTEGER,
  lastSuccessAtMs INTEGER,
  lastAttemptAtMs INTEGER,
  lastError TEXT,
  errorKind TEXT,
  errorSinceMs INTEGER,
  newestReceivedMs INTEGER,
  maxDelayMs INTEGER NOT NULL DEFAULT 0,
  lastSweepAtMs INTEGER
);
-- Ranges of eventDate still to fetch (backfill after start-up or a gap), worked newest first.
CREATE TABLE pending_ranges (
  customerGuid TEXT NOT NULL,
  fromMs INTEGER NOT NULL,
  toMs INTEGER NOT NULL,
  PRIMARY KEY (customerGuid, fromMs)
);
-- Ranges of eventDate whose events the cache holds completely: fetched long enough after their
-- end that late arrivals were in. Kept merged.
CREATE TABLE settled_ranges (
  customerGuid TEXT NOT NULL,
  fromMs INTEGER NOT NULL,
  toMs INTEGER NOT NULL,
  PRIMARY KEY (customerGuid, fromMs)
);

CREATE TABLE alert_acknowledgements (
  "eventId" INTEGER PRIMARY KEY,
  acknowledgedAtMs INTEGER NOT NULL,
  note TEXT
);
`,
  },
  {
    version: 2,
    description: "sync state: the start of each customer's watched history replaces the last sweep time",
    sql: `
ALTER TABLE sync_state RENAME COLUMN lastSweepAtMs TO watchedSinceMs;
UPDATE sync_state SET watchedSinceMs = NULL;
`,
  },
  {
    version: 3,
    description: "cardholders' PIN codes wiped from cached users (they are no longer stored)",
    sql: `
UPDATE inventory_items SET json = json_remove(json, '$.pin', '$.verificationPin') WHERE kind = 'user';
`,
  },
];

export const SCHEMA_VERSION = MIGRATIONS.at(-1)?.version ?? 0;
