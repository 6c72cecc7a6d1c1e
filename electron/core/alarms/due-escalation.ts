import type { AlertGroup } from '../../contract.js';
import type { RiseStep } from './alarm-rise.js';

/**
 * An open alarm left unacknowledged long enough to sound again: in a control room, the room decides
 * which workstation re-alerts it (the one that wins it), so it sounds once.
 */
export interface DueReAlert {
  alarmId: number;
  /** How long ago it must have last sounded. */
  afterMs: number;
  note: string;
}

/** An open alarm its rule makes rise, left unacknowledged: in a control room, it rises once for the room. */
export interface DueRise {
  alarmId: number;
  /** The priority it rises from. */
  from: AlertGroup['priority'];
  rise: RiseStep;
}

export type DueEscalation = DueReAlert | DueRise;
