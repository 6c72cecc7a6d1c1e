// Numbered schema migrations. Each runs once, in order, all pending ones in one transaction; the
// database's user_version records the last applied. Append only: never edit a shipped migration.
import { EVENT_FIELDS } from '../api/event-fields.js';
import { eventSearch } from './migrations/0006-event-search.js';

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
  {
    version: 4,
    description: 'alarms raised by the rules, their events, the append-only history of who handled them, door snoozes',
    sql: `
-- One alarm: an event a rule made an alarm of, with the repeats grouped into it while it was open.
CREATE TABLE alarms (
  alarmId INTEGER PRIMARY KEY,
  customerGuid TEXT NOT NULL,
  -- What repeats group on: card:TOKEN, door:DOOR, or event:ID for an alarm that never groups.
  groupKey TEXT NOT NULL,
  ruleName TEXT NOT NULL,
  priority TEXT NOT NULL CHECK (priority IN ('critical', 'high', 'medium', 'low')),
  sound TEXT NOT NULL CHECK (sound IN ('critical', 'alarm', 'none')),
  notify INTEGER NOT NULL,
  groupWithinMs INTEGER NOT NULL,
  firstAtMs INTEGER NOT NULL,
  lastAtMs INTEGER NOT NULL,
  latestEventId INTEGER NOT NULL,
  eventCount INTEGER NOT NULL,
  state TEXT NOT NULL CHECK (state IN ('open', 'acknowledged', 'closed'))
);
CREATE INDEX alarms_by_state ON alarms (state, lastAtMs);
CREATE INDEX alarms_by_group ON alarms (customerGuid, groupKey, state);

CREATE TABLE alarm_events (
  "eventId" INTEGER PRIMARY KEY,
  alarmId INTEGER NOT NULL REFERENCES alarms (alarmId)
);
CREATE INDEX alarm_events_by_alarm ON alarm_events (alarmId);

-- Who did what to an alarm, and when. Never rewritten: the triggers refuse any change or removal.
CREATE TABLE alarm_actions (
  actionId INTEGER PRIMARY KEY,
  alarmId INTEGER NOT NULL REFERENCES alarms (alarmId),
  atMs INTEGER NOT NULL,
  -- escalated: left unacknowledged too long, so it sounded and notified again.
  action TEXT NOT NULL CHECK (action IN ('raised', 'escalated', 'acknowledged', 'closed')),
  operator TEXT,
  outcome TEXT CHECK (outcome IN ('genuine', 'false-alarm', 'test', 'other')),
  note TEXT
);
CREATE INDEX alarm_actions_by_alarm ON alarm_actions (alarmId, atMs);
CREATE TRIGGER alarm_actions_never_updated BEFORE UPDATE ON alarm_actions
  BEGIN SELECT RAISE(ABORT, 'the alarm history is never rewritten'); END;
CREATE TRIGGER alarm_actions_never_deleted BEFORE DELETE ON alarm_actions
  BEGIN SELECT RAISE(ABORT, 'the alarm history is never rewritten'); END;

-- A door whose alarms are held back for a while (maintenance), with who asked and why. A snooze
-- ends by itself at untilMs; ending it early sets endedAtMs. Kept, so the record shows it.
CREATE TABLE door_snoozes (
  snoozeId INTEGER PRIMARY KEY,
  customerGuid TEXT NOT NULL,
  doorGuid TEXT NOT NULL,
  doorName TEXT,
  fromMs INTEGER NOT NULL,
  untilMs INTEGER NOT NULL,
  reason TEXT NOT NULL,
  operator TEXT,
  endedAtMs INTEGER,
  endedBy TEXT
);
CREATE INDEX door_snoozes_by_door ON door_snoozes (customerGuid, doorGuid, untilMs);
`,
  },
  eventSearch,
];

export const SCHEMA_VERSION = MIGRATIONS.at(-1)?.version ?? 0;
