// What a control room's database holds of some events, for a failed room test to print. It tells the
// rare failure seen twice under a loaded machine (an event on a screen, its alarm not in that screen's
// list in time) apart: the room never fed the event, fed it but never queued or raised its alarm, or
// raised it and the workstation was not told. The lease says who polled at the time.
import type pg from 'pg';

export async function roomEvidence(admin: pg.Client, eventIds: readonly number[]): Promise<string> {
  // A failure's report should not fail in turn: the room may be what went wrong.
  return readEvidence(admin, eventIds).catch(
    (error: unknown) =>
      `the room's database could not be read: ${error instanceof Error ? error.message : String(error)}`,
  );
}

async function readEvidence(admin: pg.Client, eventIds: readonly number[]): Promise<string> {
  const lines: string[] = [];
  const lease = await admin.query<{
    holder: string | null;
    token: string;
    since: Date | null;
    heartbeat_at: Date | null;
  }>('SELECT holder, token, since, heartbeat_at FROM poller_lease WHERE id = 1');
  const held = lease.rows[0];
  lines.push(
    `poller lease: ${held?.holder ?? 'nobody'} (token ${held?.token}, since ${held?.since?.toISOString()}, heartbeat ${held?.heartbeat_at?.toISOString()}, now ${new Date().toISOString()})`,
  );
  const changes = await admin.query<{ last_change: string }>('SELECT last_change FROM room_alarm_changes WHERE id = 1');
  lines.push(`last alarm change: ${changes.rows[0]?.last_change}`);
  for (const eventId of eventIds) {
    const fed = await admin.query<{ change_no: string; alarming: boolean }>(
      'SELECT change_no, alarming FROM room_feed WHERE event_id = $1',
      [eventId],
    );
    const queued = await admin.query<{ at_ms: string }>('SELECT at_ms FROM room_alarm_pending WHERE event_id = $1', [
      eventId,
    ]);
    const alarm = await admin.query<{
      alarm_id: string;
      state: string;
      change_no: string;
      raised_by_workstation: string;
    }>(
      `SELECT a.alarm_id, a.state, a.change_no, a.raised_by_workstation FROM room_alarms a
        WHERE a.event_id = $1 OR a.alarm_id IN (SELECT alarm_id FROM room_alarm_events WHERE event_id = $1)`,
      [eventId],
    );
    const feed = fed.rows[0] ? `fed at change ${fed.rows[0].change_no} (alarming: ${fed.rows[0].alarming})` : 'not fed';
    const pending = queued.rows[0] ? `queued to alarm (at ${queued.rows[0].at_ms})` : 'not queued';
    const raised = alarm.rows.map(
      (row) => `alarm #${row.alarm_id} ${row.state} at change ${row.change_no}, raised by ${row.raised_by_workstation}`,
    );
    lines.push(`event ${eventId}: ${feed}; ${pending}; ${raised.length > 0 ? raised.join(', ') : 'in no alarm'}`);
  }
  return lines.join('\n');
}
