// The workstations' role (issue 32, medium 4): what a workstation of the room may do in its database,
// granted by its owner (acs-monitor db migrate --grant-workstation-role ROLE) and granted again after
// every later migration, so a table a new version adds is covered too. A workstation reads everything;
// writes what the app writes; may only add to the alarm log and to the rules and shift times (their
// first seeding); changes the rules, shift times and supervisor password only through the functions
// of room migration 11. It owns nothing, so it can neither change the schema nor drop a trigger, and
// it may TRUNCATE nothing.
import type pg from 'pg';

/** Tables a workstation inserts into, updates and deletes from (retention prunes them). */
const WRITTEN = [
  'poller_lease',
  'events',
  'sync_state',
  'band_coverage',
  'room_alarm_changes',
  'room_alarms',
  'room_alarm_events',
  'room_alarm_pending',
  'room_feed',
  'room_sync',
  'room_inventory',
  'room_watch',
  'room_settings',
  'room_setting_changes',
  'room_snoozes',
  'room_workstations',
  'room_alarm_pictures',
  'room_alarm_camera_problems',
  'room_device_troubles',
  'room_presence',
] as const;

/** Tables a workstation only adds rows to: the alarm log, and the rules and shift times a first workstation seeds. */
const ADDED_TO = ['room_alarm_log', 'room_rules', 'room_shift_changes'] as const;

/** Grants `role` what a workstation needs, on the room's schema as it is now. */
export async function grantWorkstationRole(client: pg.ClientBase, role: string): Promise<void> {
  const quoted = (await client.query<{ q: string }>('SELECT quote_ident($1) AS q', [role])).rows[0]!.q;
  const schema = (await client.query<{ s: string }>('SELECT quote_ident(current_schema()) AS s')).rows[0]!.s;
  await client.query(`GRANT USAGE ON SCHEMA ${schema} TO ${quoted}`);
  await client.query(`GRANT SELECT ON ALL TABLES IN SCHEMA ${schema} TO ${quoted}`);
  await client.query(`GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA ${schema} TO ${quoted}`);
  await client.query(`GRANT INSERT, UPDATE, DELETE ON ${WRITTEN.join(', ')} TO ${quoted}`);
  await client.query(`GRANT INSERT ON ${ADDED_TO.join(', ')} TO ${quoted}`);
  await client.query(
    'INSERT INTO room_workstation_roles (role_name) VALUES ($1) ON CONFLICT (role_name) DO UPDATE SET granted_at = now()',
    [role],
  );
}

/** The roles granted before, each granted again (after a migration). */
export async function regrantWorkstationRoles(client: pg.ClientBase): Promise<string[]> {
  const roles = await client.query<{ role_name: string }>(
    `SELECT r.role_name FROM room_workstation_roles r JOIN pg_roles p ON p.rolname = r.role_name ORDER BY r.role_name`,
  );
  for (const { role_name } of roles.rows) await grantWorkstationRole(client, role_name);
  return roles.rows.map((row) => row.role_name);
}
