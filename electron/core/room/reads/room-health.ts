// The control room as the Health screen shows it: which database, from where, and what it says now.
// Never throws: a room that cannot be read is shown with the reason.
import type { Room } from '../../../contract.js';
import type { JoinedRoom } from '../joined-room.js';
import { ROOM_MIGRATIONS } from '../database/room-migrations.js';
import { readRoomStatus } from './room-status.js';

const LATEST_VERSION = ROOM_MIGRATIONS.at(-1)?.version ?? 0;

const NO_ROOM: Room = {
  address: null,
  source: null,
  schemaVersion: null,
  latestVersion: LATEST_VERSION,
  poller: null,
  latencyMs: null,
  workstations: [],
  here: null,
  problem: null,
};

export async function roomHealth(
  room: JoinedRoom,
  flag: string | undefined,
  env: { ACS_DATABASE_URL?: string },
  here: Room['here'],
): Promise<Room> {
  let chosen;
  try {
    chosen = await room.choose(flag, env);
  } catch (error) {
    return { ...NO_ROOM, problem: (error as Error).message };
  }
  if (chosen === undefined) return NO_ROOM;
  const named = { ...NO_ROOM, address: chosen.shown, source: chosen.source, here };
  try {
    const status = await readRoomStatus(chosen.url, 'acs-monitor health');
    return {
      ...named,
      schemaVersion: status.schemaVersion,
      poller: status.poller && {
        holder: status.poller.holder,
        sinceMs: status.poller.since.getTime(),
        heartbeatAgeMs: Math.max(0, status.poller.heartbeatAgeMs),
      },
      latencyMs: status.latencyMs,
      workstations: status.workstations,
    };
  } catch (error) {
    return { ...named, problem: (error as Error).message };
  }
}
