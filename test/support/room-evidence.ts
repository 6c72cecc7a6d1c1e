// What a control room's database holds of some events, for a failed room test to print. It tells the
// rare failure seen twice under a loaded machine (an event on a screen, its alarm not in that screen's
// list in time) apart: the room never fed the event, fed it but never queued or raised its alarm, or
// raised it and the workstation was not told. The lease says who polled at the time.
import type pg from 'pg';
import { AlarmQueue } from '../../electron/core/room/alarms/alarm-queue.js';
import { readPoller } from '../../electron/core/room/poller/poller-seen.js';

export async function roomEvidence(admin: pg.Client, eventIds: readonly number[]): Promise<string> {
  // A failure's report should not fail in turn: the room may be what went wrong.
  return readEvidence(admin, eventIds).catch(
    (error: unknown) =>
      `the room's database could not be read: ${error instanceof Error ? error.message : String(error)}`,
  );
}

async function readEvidence(admin: pg.Client, eventIds: readonly number[]): Promise<string> {
  const queue = new AlarmQueue(admin);
  const poller = await readPoller(admin);
  const lines = [
    poller
      ? `poller: ${poller.holder} since ${poller.since.toISOString()}, its heartbeat ${Math.round(poller.heartbeatAgeMs)} ms old`
      : 'poller: nobody holds the lease',
    `last alarm change: ${await queue.newestChange()}`,
  ];
  for (const eventId of eventIds) {
    const fed = await admin.query<{ change_no: string; alarming: boolean }>(
      'SELECT change_no, alarming FROM room_feed WHERE event_id = $1',
      [eventId],
    );
    const queued = await admin.query<{ at_ms: string }>('SELECT at_ms FROM room_alarm_pending WHERE event_id = $1', [
      eventId,
    ]);
    const joined = await admin.query<{ alarm_id: string }>(
      'SELECT alarm_id FROM room_alarm_events WHERE event_id = $1',
      [eventId],
    );
    const alarm =
      (await queue.byEvent(eventId)) ?? (joined.rows[0] ? await queue.get(Number(joined.rows[0].alarm_id)) : null);
    const feed = fed.rows[0] ? `fed at change ${fed.rows[0].change_no} (alarming: ${fed.rows[0].alarming})` : 'not fed';
    const pending = queued.rows[0] ? `queued to alarm (at ${queued.rows[0].at_ms})` : 'not queued';
    const raised = alarm
      ? `in alarm #${alarm.alarmId}, ${alarm.state} at change ${alarm.changeNo}, raised by ${alarm.raisedByWorkstation}`
      : 'in no alarm';
    lines.push(`event ${eventId}: ${feed}; ${pending}; ${raised}`);
  }
  return lines.join('\n');
}
