// Frozen: the SQL migration 1 ran when it shipped (then built from the spec's event fields; a field
// the spec adds later needs a new migration, and test/integration/store-migrations.test.ts says so).
import type { Migration } from './migration.js';

export const migration: Migration = {
  version: 1,
  description: 'events, inventory snapshots, sync state, alert acknowledgements',
  sql: `
CREATE TABLE events (
  "eventId" INTEGER PRIMARY KEY,
  "displayName" TEXT,
  "priorityDescription" TEXT,
  "eventType" INTEGER,
  "eventDate" TEXT,
  "receivedDate" TEXT,
  "customerGuid" TEXT,
  "customerName" TEXT,
  "customerId" INTEGER,
  "siteGuid" TEXT,
  "siteName" TEXT,
  "siteCode" TEXT,
  "siteId" INTEGER,
  "siteDeleted" INTEGER,
  "deviceGuid" TEXT,
  "deviceSerialNumber" TEXT,
  "deviceName" TEXT,
  "deviceId" INTEGER,
  "deviceDeleted" INTEGER,
  "doorGuid" TEXT,
  "doorName" TEXT,
  "doorId" INTEGER,
  "doorDeleted" INTEGER,
  "localDoorId" INTEGER,
  "tokenGuid" TEXT,
  "tokenData" TEXT,
  "tokenDescription" TEXT,
  "tokenLost" INTEGER,
  "tokenId" INTEGER,
  "tokenType" INTEGER,
  "tokenIfType" INTEGER,
  "userGuid" TEXT,
  "userFirstName" TEXT,
  "userLastName" TEXT,
  "userBarred" INTEGER,
  "userDeleted" INTEGER,
  "userId" INTEGER,
  "timezoneDescription" TEXT,
  "tz" INTEGER,
  "installerCode" TEXT,
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
};
