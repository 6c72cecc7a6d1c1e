// The alarms on the local SQLite cache file: the store's alarms, acknowledgements, snoozes and device troubles
// repositories on the Cache's connection. A call that reads before it writes runs in one IMMEDIATE transaction
// (the repositories' own transactions nest inside it as savepoints), so the sync worker's writes on its own
// connection wait for it rather than fail, and no other call of this thread comes between its read and write.
import { AcknowledgementsRepository } from '../store/acknowledgements-repository.js';
import { AlarmsRepository } from '../store/alarms-repository.js';
import type { SqliteDatabase } from '../store/database.js';
import { DeviceTroublesRepository } from '../store/device-troubles-repository.js';
import { SnoozesRepository } from '../store/snoozes-repository.js';
import type {
  Acknowledgement,
  AlarmAction,
  AlarmFiling,
  AlarmPriority,
  AlarmQuery,
  AlarmRise,
  AlarmRow,
  AlarmState,
  AlarmStep,
  AlarmStorage,
  ClaimAction,
  DeviceTrouble,
  DoorSnooze,
  FiledEvent,
  NewAlarm,
  StoredTrouble,
} from './alarm-storage.js';

export class SqliteAlarmStorage implements AlarmStorage {
  private readonly alarms: AlarmsRepository;
  private readonly acknowledged: AcknowledgementsRepository;
  private readonly snoozes: SnoozesRepository;
  private readonly troubles: DeviceTroublesRepository;

  constructor(private readonly db: SqliteDatabase) {
    this.alarms = new AlarmsRepository(db);
    this.acknowledged = new AcknowledgementsRepository(db);
    this.snoozes = new SnoozesRepository(db);
    this.troubles = new DeviceTroublesRepository(db);
  }

  async fileEvents(filings: readonly AlarmFiling[], raisedAtMs: number): Promise<FiledEvent[]> {
    if (filings.length === 0) return []; // most batches alarm nothing: no write lock taken for them
    return this.db.transaction(() => filings.flatMap((filing) => this.fileOne(filing, raisedAtMs))).immediate();
  }

  /** One event into its alarm (none when it is in one already), then its count rise judged. */
  private fileOne({ alarm, rise }: AlarmFiling, raisedAtMs: number): FiledEvent[] {
    const { eventId, customerGuid, groupKey, ruleName, firstAtMs: atMs } = alarm;
    if (this.alarms.hasEvent(eventId)) return [];
    const open = this.alarms.openGroup(customerGuid, groupKey, ruleName, atMs);
    if (open) this.alarms.addEvent(open.alarmId, eventId, atMs);
    const alarmId = open?.alarmId ?? this.alarms.raise(alarm, raisedAtMs);
    if (rise) {
      const group = { customerGuid, groupKey, ruleName, card: rise.card };
      const times = this.alarms.groupEventTimes(group, atMs - rise.withinMs, atMs + rise.withinMs);
      const step = rise.decide(open?.priority ?? alarm.priority, times);
      if (step) this.alarms.rise(alarmId, step, raisedAtMs, step.note);
    }
    return [{ eventId, alarmId, raised: !open }];
  }

  async adopt(
    alarm: NewAlarm,
    joins: readonly { eventId: number; atMs: number }[],
    raisedAtMs: number,
    note: string | null,
  ): Promise<number> {
    return this.db
      .transaction(() => {
        const alarmId = this.alarms.alarmOfEvent(alarm.eventId) ?? this.alarms.raise(alarm, raisedAtMs, note);
        this.joinFresh(alarmId, joins);
        return alarmId;
      })
      .immediate();
  }

  async join(alarmId: number, joins: readonly { eventId: number; atMs: number }[]): Promise<number> {
    return this.db.transaction(() => this.joinFresh(alarmId, joins)).immediate();
  }

  /** The joins not in an alarm yet join this one; how many did. */
  private joinFresh(alarmId: number, joins: readonly { eventId: number; atMs: number }[]): number {
    const fresh = joins.filter((join) => !this.alarms.hasEvent(join.eventId));
    for (const join of fresh) this.alarms.addEvent(alarmId, join.eventId, join.atMs);
    return fresh.length;
  }

  async raiseDeviceTrouble({ alarm, note }: DeviceTrouble, raisedAtMs: number): Promise<number | null> {
    return this.db
      .transaction(() => {
        const { customerGuid, groupKey, ruleName } = alarm;
        const lasting = this.troubles
          .ofCustomer(customerGuid)
          .some((trouble) => trouble.groupKey === groupKey && trouble.ruleName === ruleName);
        if (lasting) return null;
        const alarmId = this.alarms.raiseWithoutEvent(alarm, raisedAtMs, note);
        this.troubles.add({ customerGuid, groupKey, ruleName, alarmId, sinceMs: raisedAtMs });
        return alarmId;
      })
      .immediate();
  }

  async deviceTroubles(customerGuid: string): Promise<StoredTrouble[]> {
    return this.troubles.ofCustomer(customerGuid);
  }

  async endDeviceTrouble(
    trouble: Pick<StoredTrouble, 'customerGuid' | 'groupKey' | 'ruleName' | 'alarmId'>,
    step: AlarmStep,
  ): Promise<boolean> {
    return this.db
      .transaction(() => {
        this.troubles.end(trouble);
        const closed = this.alarms.advance([trouble.alarmId], ['open', 'acknowledged'], { ...step, action: 'closed' });
        return closed.length > 0;
      })
      .immediate();
  }

  async acknowledge(alarmIds: readonly number[], step: Omit<AlarmStep, 'outcome'>): Promise<number[]> {
    return this.db
      .transaction(() => {
        const moved = this.alarms.advance(alarmIds, ['open'], { ...step, action: 'acknowledged', outcome: null });
        const eventIds = moved.flatMap((alarmId) => this.alarms.eventIds(alarmId));
        this.acknowledged.acknowledge(eventIds, step.atMs, step.note);
        return moved;
      })
      .immediate();
  }

  async close(alarmIds: readonly number[], step: AlarmStep): Promise<number[]> {
    return this.alarms.advance(alarmIds, ['open', 'acknowledged'], { ...step, action: 'closed' });
  }

  async reopen(alarmId: number, atMs: number, operator: string | null, note: string): Promise<boolean> {
    return this.alarms.reopen(alarmId, atMs, operator, note);
  }

  async rise(alarmId: number, to: AlarmRise, atMs: number, operator: string | null): Promise<boolean> {
    return this.alarms.rise(alarmId, to, atMs, to.note, operator);
  }

  async escalated(alarmId: number, atMs: number, note: string): Promise<boolean> {
    return this.db
      .transaction(() => {
        if (this.alarms.stateOf(alarmId) !== 'open') return false;
        this.alarms.escalated(alarmId, atMs, note);
        return true;
      })
      .immediate();
  }

  async claimStep(
    alarmId: number,
    step: { action: ClaimAction; atMs: number; operator: string | null; note: string | null },
  ): Promise<boolean> {
    return this.alarms.claimStep(alarmId, step);
  }

  async stepDone(alarmId: number, step: { atMs: number; operator: string | null; text: string }): Promise<boolean> {
    return this.alarms.stepDone(alarmId, step);
  }

  async get(alarmId: number): Promise<AlarmRow | undefined> {
    return this.alarms.get(alarmId);
  }

  async stateOf(alarmId: number): Promise<AlarmState | undefined> {
    return this.alarms.stateOf(alarmId);
  }

  async alarmsOfEvents(eventIds: readonly number[]): Promise<Map<number, number>> {
    const found = new Map<number, number>();
    for (const eventId of eventIds) {
      const alarmId = this.alarms.alarmOfEvent(eventId);
      if (alarmId !== undefined) found.set(eventId, alarmId);
    }
    return found;
  }

  async priorities(eventIds: readonly number[]): Promise<Map<number, AlarmPriority>> {
    return this.alarms.priorities(eventIds);
  }

  async eventIds(alarmId: number): Promise<number[]> {
    return this.alarms.eventIds(alarmId);
  }

  async doorNames(alarmId: number): Promise<string[]> {
    return this.alarms.doorNames(alarmId);
  }

  async actions(alarmId: number): Promise<AlarmAction[]> {
    return this.alarms.actions(alarmId);
  }

  async claimStepCount(alarmId: number): Promise<number> {
    return this.alarms.claimStepCount(alarmId);
  }

  async stepDoneCount(alarmId: number): Promise<number> {
    return this.alarms.stepDoneCount(alarmId);
  }

  async list(query: AlarmQuery): Promise<AlarmRow[]> {
    return this.alarms.list(query);
  }

  async openWithLastAlert(): Promise<Array<AlarmRow & { lastAlertMs: number }>> {
    return this.alarms.openWithLastAlert();
  }

  async notClosedAt(atMs: number, customerGuids?: readonly string[]): Promise<AlarmRow[]> {
    return this.alarms.notClosedAt(atMs, customerGuids);
  }

  async openCount(): Promise<number> {
    return this.alarms.list({ states: ['open'] }).length;
  }

  async acknowledgements(eventIds: readonly number[]): Promise<Map<number, Acknowledgement>> {
    return this.acknowledged.forEvents(eventIds);
  }

  async addSnooze(snooze: Omit<DoorSnooze, 'snoozeId'>): Promise<number> {
    return this.snoozes.add(snooze);
  }

  async endSnooze(snoozeId: number, atMs: number, operator: string | null): Promise<boolean> {
    return this.snoozes.end(snoozeId, atMs, operator);
  }

  async activeSnoozes(atMs: number): Promise<DoorSnooze[]> {
    return this.snoozes.active(atMs);
  }
}
