// The supervisor password that guards whole card numbers (events and export --unmasked), checked as the Rules
// screen checks it, wrong guesses slowed the same way: in a control room that has one, the room's (the events
// are the room's); else this station's own. The command line asks for it (electron/cli/whole-cards.ts).
import { SupervisorPassword } from '../../profile/supervisor-password.js';
import { migrateRoomAt } from '../../room/database/room-migrations.js';
import { RoomSupervisor } from '../../room/settings/room-supervisor.js';
import type { CommandLineProfile } from './command-line-profile.js';

export interface WholeCardsPassword {
  /** The events are read in a control room (whose password, once set, is the one asked for). */
  readonly inRoom: boolean;
  /** A password is set to ask for: the room's or this station's. */
  readonly isSet: boolean;
  /** Refuses (ServiceError) unless `given` is that password. */
  confirm(given: string): Promise<void>;
}

/** `roomUrl`: the control room the events are read from, if any. */
export async function wholeCardsPassword(profile: CommandLineProfile, roomUrl?: string): Promise<WholeCardsPassword> {
  // The room's password row has the form of its newest schema (a role that may not migrate is told so).
  if (roomUrl) await migrateRoomAt(roomUrl);
  const room = roomUrl ? new RoomSupervisor(roomUrl, profile.workstation) : null;
  const roomSet = (await room?.isSet()) === true;
  const own = new SupervisorPassword(profile.dataDir);
  return {
    inRoom: room !== null,
    isSet: roomSet || own.isSet,
    confirm: async (given) => {
      if (roomSet) await room!.confirm(given, 'see whole card numbers');
      else await own.unlock(given);
    },
  };
}
