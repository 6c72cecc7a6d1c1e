// alerts.*: the alarms not yet closed, acknowledging and closing them, their history and the shift report;
// in a control room, every step goes to the room's alarm queue first (room-alarms.ts), and claiming,
// releasing, taking over and reopening are offered.
import type { AlertGroup, MethodOutput, MethodParams } from '../../../contract.js';
import { acknowledgeRefusal, stepToDo } from '../../alarms/alarm-procedure.js';
import { shiftReportHtml, type ShiftReportPage } from '../../alarms/shift-report-html.js';
import type { AlarmBook } from '../alarm-book.js';
import { notMonitoringCsv, shiftReportCsv, shiftReportHoursCsv } from '../../alarms/shift-report.js';
import { ServiceError } from '../../api/errors.js';
import { AppError } from '../../../app-error.js';
import type { AppCore } from '../app-core.js';
import type { RoomAlarms } from '../../room/control-room.js';
import type { ServiceConnection } from '../service-connection.js';
import type { NamespaceHandlers } from './namespace.js';

type AlertsHandlers = NamespaceHandlers<'alerts'>;

export function alertsHandlers(this: AppCore): AlertsHandlers {
  return { ...guardSteps.call(this), ...roomSteps.call(this), ...records.call(this) };
}

/** What a guard does to alarms at any workstation: acknowledge, do a procedure's step, close. */
function guardSteps(
  this: AppCore,
): Pick<AlertsHandlers, 'alerts.list' | 'alerts.acknowledge' | 'alerts.doStep' | 'alerts.close'> {
  return {
    'alerts.list': async () => (await this.readyConnectionIfAny())?.liveAlarms() ?? [],
    'alerts.acknowledge': async ({ alarmIds, note }) => {
      const connection = await this.readyConnection();
      const trimmed = note?.trim() || null;
      const asked = new Set(alarmIds);
      // An alarm another operator holds is refused by the room naming them: that is what this guard needs to
      // hear, not that a step or a note is missing.
      const heldByAnother = (holder: AlertGroup['claimedBy']): boolean =>
        !!holder && (holder.operator !== this.operator() || holder.workstation !== this.workstation);
      const refusal = acknowledgeRefusal(
        (await connection.liveAlarms()).filter((group) => asked.has(group.alarmId) && !heldByAnother(group.claimedBy)),
        trimmed,
      );
      if (refusal) throw new AppError('procedure-needed', refusal);
      const room = connection.controlRoom;
      if (room) {
        await room.alarms.acknowledge(alarmIds, actor(this), trimmed);
      } else if (await connection.alarms.acknowledge(alarmIds, this.operator(), trimmed, this.now())) {
        await connection.publishAlarms();
      }
      return connection.liveAlarms();
    },
    'alerts.doStep': async ({ alarmId, step }) => {
      const connection = await this.readyConnection();
      const group = (await connection.alarms.live()).find((candidate) => candidate.alarmId === alarmId);
      if (!group) throw new AppError('not-found', `Alarm ${alarmId} is not open: a closed alarm's steps are done with`);
      const text = stepToDo(group, step);
      const room = connection.controlRoom;
      if (room) {
        await room.alarms.doStep(alarmId, actor(this), text);
      } else if (await connection.alarms.stepDone(alarmId, text, this.operator(), this.now())) {
        await connection.publishAlarms();
      }
      return connection.liveAlarms();
    },
    'alerts.close': async (input) => {
      const connection = await this.readyConnection();
      const note = input.note?.trim() || null;
      const room = connection.controlRoom;
      if (room) {
        await room.alarms.close(input.alarmIds, actor(this), input.outcome, note);
      } else if (await connection.alarms.close(input.alarmIds, this.operator(), input.outcome, note, this.now())) {
        await connection.publishAlarms();
      }
      return connection.liveAlarms();
    },
  };
}

/** What only a control room offers: claiming, releasing, taking over, forwarding and reopening an alarm. */
function roomSteps(
  this: AppCore,
): Pick<AlertsHandlers, 'alerts.claim' | 'alerts.release' | 'alerts.takeOver' | 'alerts.forward' | 'alerts.reopen'> {
  return {
    'alerts.claim': async ({ alarmId }) => {
      const connection = await this.readyConnection();
      await inRoom(connection, 'Claiming an alarm').claim(alarmId, actor(this));
      return connection.liveAlarms();
    },
    'alerts.release': async ({ alarmId }) => {
      const connection = await this.readyConnection();
      await inRoom(connection, 'Releasing an alarm').release(alarmId, actor(this));
      return connection.liveAlarms();
    },
    'alerts.takeOver': async ({ alarmId, note, supervisorPassword }) => {
      const connection = await this.readyConnection();
      const room = inRoom(connection, 'Taking over an alarm');
      await this.confirmSupervisor(supervisorPassword, 'take over an alarm');
      await room.takeOver(alarmId, { ...actor(this), role: 'supervisor' }, note?.trim() || null);
      return connection.liveAlarms();
    },
    'alerts.forward': async ({ alarmId, toOperator, note }) => {
      const connection = await this.readyConnection();
      await inRoom(connection, 'Forwarding an alarm').forward(alarmId, actor(this), toOperator, note?.trim() || null);
      return connection.liveAlarms();
    },
    'alerts.reopen': async ({ alarmId, note }) => {
      const connection = await this.readyConnection();
      await inRoom(connection, 'Reopening an alarm').reopen(alarmId, actor(this), note?.trim() || null);
      return connection.liveAlarms();
    },
  };
}

/** What the alarms left behind: their history, the shift report and its summary, their cameras' pictures. */
function records(
  this: AppCore,
): Pick<
  AlertsHandlers,
  'alerts.history' | 'alerts.shiftReport' | 'alerts.pictures' | 'alerts.retryPictures' | 'alerts.shiftSummary'
> {
  return {
    'alerts.history': async (query) => {
      const connection = await this.readyConnection();
      const found = await connection.alarms.query({
        ...query,
        states: query.states ?? ['open', 'acknowledged', 'closed'],
      });
      // In a room, with who holds each (a closed one: no one), so a screen knows it may reopen one.
      return connection.controlRoom?.alarms.decorate(found) ?? found;
    },
    'alerts.shiftReport': async (range) => {
      const connection = await this.readyConnection();
      const report = await connection.alarms.shiftReport(range, this.now());
      const pictures = await connection.pictures.forReport(report.rows.map((row) => row.alarmId));
      return shiftReportFiles(report, pictures, range, this.now());
    },
    'alerts.pictures': async ({ alarmId }) => picturesOf(await this.readyConnection(), alarmId),
    'alerts.retryPictures': async ({ alarmId }) => {
      const connection = await this.readyConnection();
      await picturesOf(connection, alarmId);
      await connection.pictures.retry(alarmId);
      return picturesOf(connection, alarmId);
    },
    'alerts.shiftSummary': async (range) => (await this.readyConnection()).alarms.shiftSummary(range, this.now()),
  };
}

/**
 * The signed-in guard at this workstation, as the room's queue names them (by their service user name, the
 * one identity the service gives). No one signed in acts in no one's name: the step is refused.
 */
function actor(core: AppCore): { operator: string; workstation: string; role: 'operator' } {
  const operator = core.operator();
  if (operator === null) {
    throw new ServiceError(
      'unauthenticated',
      "Sign in first: the control room's alarm queue records who acts on an alarm, and no one is signed in here",
    );
  }
  return { operator, workstation: core.workstation, role: 'operator' };
}

function inRoom(connection: ServiceConnection, what: string): RoomAlarms {
  const room = connection.controlRoom;
  if (!room) {
    throw new AppError(
      'not-offered',
      `${what} is for a control room: this workstation is in none (join one on Health)`,
    );
  }
  return room.alarms;
}

/** The shift report's files: the alarms and the hours as CSV, both on one printable page, the blind periods. */
function shiftReportFiles(
  { rows, hours, summary }: Awaited<ReturnType<AlarmBook['shiftReport']>>,
  pictures: ShiftReportPage['pictures'],
  range: MethodParams<'alerts.shiftReport'>,
  nowMs: number,
): MethodOutput<'alerts.shiftReport'> {
  return {
    csv: shiftReportCsv(rows),
    hoursCsv: shiftReportHoursCsv(hours),
    html: shiftReportHtml({
      ...range,
      timeZone: range.timeZone ?? 'UTC',
      generatedAtMs: nowMs,
      rows,
      hours,
      summary,
      pictures,
    }),
    alarms: rows.length,
    summary,
    notMonitoringCsv: notMonitoringCsv(summary.notMonitoring),
  };
}

async function picturesOf(connection: ServiceConnection, alarmId: number): Promise<MethodOutput<'alerts.pictures'>> {
  const pictures = await connection.pictures.pictures(alarmId);
  if (!pictures) throw new AppError('not-found', `There is no alarm ${alarmId}`);
  return pictures;
}
