// How far this workstation's cache has followed a room's feed, kept beside the cache
// (cache….sqlite3.room-feed.json): a restart goes on from there instead of reading the whole feed
// again. Behind is harmless (what is read again is found already stored); the number is written
// only after the changes up to it were stored.
import { readFileSync } from 'node:fs';
import { writePrivateFile } from '../profile/private-files.js';

interface Position {
  /** The room's address without its password. */
  room: string;
  lastChange: number;
}

export function roomFeedPositionPath(cachePath: string): string {
  return `${cachePath}.room-feed.json`;
}

/** The last change followed from this room, 0 when unknown (another room, no file, a damaged file). */
export function readRoomFeedPosition(cachePath: string, room: string): number {
  try {
    const position = JSON.parse(readFileSync(roomFeedPositionPath(cachePath), 'utf8')) as Partial<Position>;
    return position.room === room && Number.isSafeInteger(position.lastChange) ? position.lastChange! : 0;
  } catch {
    return 0;
  }
}

export function writeRoomFeedPosition(cachePath: string, position: Position): void {
  writePrivateFile(roomFeedPositionPath(cachePath), JSON.stringify(position));
}
