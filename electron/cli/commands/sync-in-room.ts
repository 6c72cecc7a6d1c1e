// sync in a control room (core/app/command-line/sync-in-room.ts), as a guard reads it: who polls the service
// for the room now.
import type { RoomRole } from '../../core/app/command-line/sync-in-room.js';

/** One line a guard reads: who polls the service for the room now. */
export function roleLine(role: RoomRole, shown: string, workstation: string): string {
  if (role.role === 'poller') {
    return `sync: this workstation (${workstation}) now polls the service for the control room ${shown}`;
  }
  if (role.problem !== null) return `sync: not polling: the control room's database does not answer (${role.problem})`;
  if (role.handedOver !== undefined) {
    return `sync: not polling: this workstation cannot reach the service (${role.handedOver}); it let another workstation poll for the control room ${shown}`;
  }
  if (role.poller === null) return `sync: not polling yet: waiting for the control room's poller lease`;
  return `sync: not polling: ${role.poller} polls for the control room ${shown}; following its feed`;
}
