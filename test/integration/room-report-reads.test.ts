// What the shift report reads of the room (room-report-reads.ts), on a real PostgreSQL: the alarms whose
// event lies in the range, a late one raised long after its event too, and from before the range those
// not closed at the hand-over (open, or closed after it); the queries are shaped for room migration 9's
// indexes, and must find exactly these.
import { afterEach, beforeEach, expect, it } from 'vitest';
import { AlarmQueue } from '../../electron/core/room/alarms/alarm-queue.js';
import { RoomReportReads } from '../../electron/core/room/reads/room-report-reads.js';
import { createRoomDatabase, type RoomDatabase } from '../support/room-database.js';

const HOUR = 3_600_000;
let db: RoomDatabase;
let reads: RoomReportReads;

beforeEach(async () => {
  db = await createRoomDatabase({ migrated: true });
  reads = await RoomReportReads.open(db.url);
});
afterEach(async () => {
  await reads.close();
  await db.drop();
});

/** Stores an event `hoursAgo` and raises its alarm, `raisedHoursAgo` (the room's clock, set back as it was then). */
async function alarmOf(eventId: number, hoursAgo: number, raisedHoursAgo: number): Promise<number> {
  await db.admin.query(
    `INSERT INTO events ("eventId", source_customer_guid, event_date_ms, stored_at_ms, name_words, card_words)
     VALUES ($1, 'c', (extract(epoch FROM now()) * 1000)::bigint - $2::bigint, 0, ''::tsvector, ''::tsvector)`,
    [eventId, hoursAgo * HOUR],
  );
  const { alarm } = await new AlarmQueue(db.admin).raise(
    { eventId, customerGuid: 'c', ruleName: 'Denied', priority: 'high' },
    'control-1',
  );
  await setBack('room_alarms SET raised_at = raised_at', alarm.alarmId, raisedHoursAgo);
  return alarm.alarmId;
}

async function setBack(table: string, alarmId: number, hours: number): Promise<void> {
  await db.admin.query('BEGIN');
  await db.admin.query('SET LOCAL session_replication_role = replica');
  await db.admin.query(`UPDATE ${table} - make_interval(hours => $2) WHERE alarm_id = $1`, [alarmId, hours]);
  await db.admin.query('COMMIT');
}

it('reads the alarms of the range and those not closed at its hand-over, and no others', async () => {
  const queue = new AlarmQueue(db.admin);
  const ann = { operator: 'ann', workstation: 'control-1', role: 'operator' } as const;
  const inRange = await alarmOf(1, 55, 55);
  const lateInRange = await alarmOf(2, 58, 10); // an event of the range that reached the room 48 h late
  const openFromBefore = await alarmOf(3, 70, 70);
  const closedAfterHandover = await alarmOf(4, 70, 70);
  const closedBeforeHandover = await alarmOf(5, 70, 70);
  await alarmOf(6, 80, 80); // before the range, closed then: not in the report
  for (const alarmId of [closedAfterHandover, closedBeforeHandover, 6]) {
    await queue.close(alarmId, ann, 'false-alarm', null);
  }
  await setBack('room_alarm_log SET at = at', closedBeforeHandover, 60);
  await setBack('room_alarm_log SET at = at', 6, 79);

  const nowMs = Date.now();
  const read = await reads.read({
    customerGuids: ['C'],
    fromMs: nowMs - 60 * HOUR,
    toMs: nowMs - 50 * HOUR,
    handoverMs: nowMs - 50 * HOUR,
  });
  expect(read.alarms.map((reported) => reported.alarm.alarmId)).toEqual([lateInRange, inRange]);
  expect(read.earlier.map((reported) => reported.alarm.alarmId).sort()).toEqual(
    [openFromBefore, closedAfterHandover].sort(),
  );
});
