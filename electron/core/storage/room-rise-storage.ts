// A control room's rises made at this workstation that the room has not been told of yet (see
// core/room/alarms/room-alarms.ts), behind one asynchronous interface. Only the workstation keeps them: they
// are what it owes the room, so this storage has a SQLite engine alone.
import type { WaitingRise } from '../store/room-rises-repository.js';

export type { WaitingRise };

export interface RoomRiseStorage {
  get(alarmId: number): Promise<WaitingRise | undefined>;
  /** The alarms with a rise waiting, the lowest id first. */
  alarmIds(): Promise<number[]>;
  /** Keeps an alarm's rise; a later one keeps the first one's starting priority (the room has heard of neither). */
  keep(alarmId: number, rise: WaitingRise): Promise<void>;
  forget(alarmId: number): Promise<void>;
}
