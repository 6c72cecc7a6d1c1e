// How far this workstation has followed one of a room's streams (its feed, its alarm queue), kept beside
// the cache (cache….sqlite3.room-feed.json, ….room-alarms.json): a restart goes on from there instead of
// reading the whole stream again. Behind is harmless (what is read again is found already applied); the
// number is written only after the changes up to it were applied.
import { readFileSync } from 'node:fs';
import { writePrivateFile } from '../../profile/private-files.js';

export type RoomStream = 'feed' | 'alarms';

interface Position {
  /** The room's address without its password. */
  room: string;
  lastChange: number;
}

function roomPositionPath(cachePath: string, stream: RoomStream): string {
  return `${cachePath}.room-${stream}.json`;
}

/** The last change followed from this room, 0 when unknown (another room, no file, a damaged file). */
export function readRoomPosition(cachePath: string, stream: RoomStream, room: string): number {
  try {
    const position = JSON.parse(readFileSync(roomPositionPath(cachePath, stream), 'utf8')) as Partial<Position>;
    return position.room === room && Number.isSafeInteger(position.lastChange) ? position.lastChange! : 0;
  } catch {
    return 0;
  }
}

export function writeRoomPosition(cachePath: string, stream: RoomStream, position: Position): void {
  writePrivateFile(roomPositionPath(cachePath, stream), JSON.stringify(position));
}
