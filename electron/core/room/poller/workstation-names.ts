// Who owns a workstation's name in the room (room migration 9). A workstation proves it is the same one
// across restarts by a random id kept in its profile (settings.json): the name is its own while the room
// holds that id beside it. Every claim is also a sighting (last_seen_at): a workstation claims its name
// when it joins and again every few seconds while it runs. Another id asking for the name is refused
// until the owner has been gone for a day; then it takes the name over.
import type pg from 'pg';
import { RoomDatabaseError } from '../database/room-connection.js';

/** This workstation in the room: the name it goes by and the id that proves it owns it. */
export interface RoomWorkstation {
  name: string;
  id: string;
}

/** A name whose workstation has not been seen for this long may be taken by another (and its watches pruned). */
export const NAME_KEPT_MS = 86_400_000;

type Queryable = Pick<pg.ClientBase, 'query'>;

/**
 * Claims `me.name` for `me.id` and marks it seen now (the database's clock); refused (RoomDatabaseError
 * 'name-taken') while another id owns the name and was seen within the day. One statement: two
 * workstations claiming one name at once cannot both win.
 */
export async function claimWorkstationName(client: Queryable, me: RoomWorkstation): Promise<void> {
  const claimed = await client.query(
    `INSERT INTO room_workstations (name, workstation_id) VALUES ($1, $2)
     ON CONFLICT (name) DO UPDATE SET workstation_id = excluded.workstation_id, last_seen_at = now()
       WHERE room_workstations.workstation_id = excluded.workstation_id
          OR room_workstations.last_seen_at < now() - make_interval(secs => $3::float8 / 1000)`,
    [me.name, me.id, NAME_KEPT_MS],
  );
  if (claimed.rowCount === 1) return;
  const owner = await client.query<{ seen_ago_s: number }>(
    `SELECT round(extract(epoch FROM now() - last_seen_at))::int AS seen_ago_s FROM room_workstations WHERE name = $1`,
    [me.name],
  );
  throw nameTaken(me.name, owner.rows[0]?.seen_ago_s ?? 0);
}

function nameTaken(name: string, seenAgoSeconds: number): RoomDatabaseError {
  return new RoomDatabaseError(
    'name-taken',
    `Another workstation of the control room is named ${name} (seen ${describeAgo(seenAgoSeconds)}): ` +
      `give this one another name with ACS_WORKSTATION (a name is freed once its workstation has been gone for a day)`,
  );
}

function describeAgo(seconds: number): string {
  if (seconds < 120) return `${Math.max(0, seconds)} s ago`;
  if (seconds < 7_200) return `${Math.round(seconds / 60)} min ago`;
  return `${Math.round(seconds / 3_600)} h ago`;
}
