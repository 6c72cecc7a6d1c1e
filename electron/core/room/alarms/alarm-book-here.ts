// This workstation's own alarm book (core/app's AlarmBook) as the room's alarm queue uses it: the queue
// keeps its copies of the room's alarms there, and follows their steps into it. Only what it calls.
import type { AlarmOutcome, AlertGroup } from '../../../contract.js';
import type { RiseStep } from '../../alarms/alarm-rise.js';
import type { ClaimAction, NewAlarm } from '../../store/alarms-repository.js';

export interface AlarmBookHere {
  /** The alarms not yet closed, as the screens show them. */
  live(): AlertGroup[];
  stateOf(alarmId: number): AlertGroup['state'] | undefined;
  alarmOfEvent(eventId: number): number | undefined;
  priorityOfEvent(eventId: number): AlertGroup['priority'] | undefined;
  eventIdsOf(alarmId: number): number[];
  eventCount(alarmId: number): number;
  /** A copy of a room's alarm raised here, with its events; its local id. */
  adopt(
    alarm: NewAlarm,
    joins: readonly { eventId: number; atMs: number }[],
    nowMs: number,
    raisedNote?: string | null,
  ): number;
  joined(alarmId: number, joins: readonly { eventId: number; atMs: number }[]): boolean;
  acknowledge(alarmIds: readonly number[], operator: string | null, note: string | null, nowMs: number): boolean;
  close(
    alarmIds: readonly number[],
    operator: string | null,
    outcome: AlarmOutcome,
    note: string | null,
    nowMs: number,
  ): boolean;
  reopen(alarmId: number, operator: string | null, note: string, nowMs: number): boolean;
  rise(alarmId: number, step: RiseStep, nowMs: number, by?: string | null): boolean;
  escalated(alarmId: number, nowMs: number, note: string): void;
  claimStep(
    alarmId: number,
    step: { action: ClaimAction; operator: string | null; note: string | null },
    nowMs: number,
  ): boolean;
  claimSteps(alarmId: number): number;
  stepDone(alarmId: number, text: string, operator: string | null, nowMs: number): boolean;
  stepsDone(alarmId: number): number;
}
