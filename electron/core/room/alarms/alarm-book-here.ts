// This workstation's own alarm book (core/app's AlarmBook) as the room's alarm queue uses it: the queue
// keeps its copies of the room's alarms there, and follows their steps into it. Only what it calls; each
// call is one call of the book's storage (a copy raised with its events, say), so none is half done when
// another of the queue's turns comes between two of them.
import type { AlarmOutcome, AlertGroup } from '../../../contract.js';
import type { RiseStep } from '../../alarms/alarm-rise.js';
import type { ClaimAction, NewAlarm } from '../../storage/alarm-storage.js';

export interface AlarmBookHere {
  /** The alarms not yet closed, as the screens show them. */
  live(): Promise<AlertGroup[]>;
  stateOf(alarmId: number): Promise<AlertGroup['state'] | undefined>;
  alarmOfEvent(eventId: number): Promise<number | undefined>;
  priorityOfEvent(eventId: number): Promise<AlertGroup['priority'] | undefined>;
  eventIdsOf(alarmId: number): Promise<number[]>;
  eventCount(alarmId: number): Promise<number>;
  /** A copy of a room's alarm raised here, with its events; its local id. */
  adopt(
    alarm: NewAlarm,
    joins: readonly { eventId: number; atMs: number }[],
    nowMs: number,
    raisedNote?: string | null,
  ): Promise<number>;
  joined(alarmId: number, joins: readonly { eventId: number; atMs: number }[]): Promise<boolean>;
  acknowledge(
    alarmIds: readonly number[],
    operator: string | null,
    note: string | null,
    nowMs: number,
  ): Promise<boolean>;
  close(
    alarmIds: readonly number[],
    operator: string | null,
    outcome: AlarmOutcome,
    note: string | null,
    nowMs: number,
  ): Promise<boolean>;
  reopen(alarmId: number, operator: string | null, note: string, nowMs: number): Promise<boolean>;
  rise(alarmId: number, step: RiseStep, nowMs: number, by?: string | null): Promise<boolean>;
  escalated(alarmId: number, nowMs: number, note: string): Promise<boolean>;
  claimStep(
    alarmId: number,
    step: { action: ClaimAction; operator: string | null; note: string | null },
    nowMs: number,
  ): Promise<boolean>;
  claimSteps(alarmId: number): Promise<number>;
  stepDone(alarmId: number, text: string, operator: string | null, nowMs: number): Promise<boolean>;
  stepsDone(alarmId: number): Promise<number>;
}
