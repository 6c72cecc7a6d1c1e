// db migrate and db status: the control room's schema brought up to date, and read, each on a connection
// of its own named after the command (the room's workstations list shows it).
import { migrateRoomAt, type MigrationOutcome } from '../../room/database/room-migrations.js';
import { readRoomStatus, type RoomStatus } from '../../room/reads/room-status.js';

/** The schema made or brought up to date; `grantWorkstationRoles` get what a workstation needs. */
export function migrateRoomSchema(url: string, grantWorkstationRoles: readonly string[]): Promise<MigrationOutcome> {
  return migrateRoomAt(url, { applicationName: 'acs-monitor db migrate', grantWorkstationRoles });
}

/** The schema's version, the poller, the workstations connected and the latency. */
export function roomStatus(url: string): Promise<RoomStatus> {
  return readRoomStatus(url, 'acs-monitor db status');
}
