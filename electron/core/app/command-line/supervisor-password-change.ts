// supervisor-password: the password that guards the alarm rules, set or changed at the workstation. A first
// password also signs the rules file in force, so it stays in force. In a control room it is the room's, which
// every workstation of the room asks for: its current one to change it; for its first, this station's own
// where one is set. The command line asks for the passwords (electron/cli/commands/supervisor.ts).
import type { RulesInForce } from '../../alarms/rules-file.js';
import { migrateRoomAt } from '../../room/database/room-migrations.js';
import { settingsKeyAnchor } from '../../room/settings/room-shared.js';
import { RoomSupervisor } from '../../room/settings/room-supervisor.js';
import type { CommandLineProfile } from './command-line-profile.js';
import { roomInUse } from './room-choice.js';
import { SupervisedRules } from '../supervised-rules.js';

/** This station's own password, which signs its rules file. */
interface StationPassword {
  readonly room: null;
  /** The current password is asked for first. */
  readonly isSet: boolean;
  change(current: string | null, next: string): Promise<RulesInForce>;
}

/** The control room's password. */
interface RoomPassword {
  /** The room as shown (its password left out). */
  readonly room: string;
  readonly isSet: boolean;
  /** The room had a password already (else this is its first). */
  readonly roomSet: boolean;
  change(current: string | null, next: string): Promise<void>;
}

export async function supervisorPasswordChange(profile: CommandLineProfile): Promise<StationPassword | RoomPassword> {
  const rules = new SupervisedRules(profile.dataDir);
  const room = await roomInUse(profile);
  if (!room) {
    return { room: null, isSet: rules.passwordSet, change: (current, next) => rules.setPassword(current, next) };
  }
  const settings = profile.settings();
  await migrateRoomAt(room.url); // the password's table came with room migration 7
  const supervisor = new RoomSupervisor(room.url, profile.workstation);
  const roomSet = await supervisor.isSet();
  return {
    room: room.shown,
    isSet: roomSet || rules.passwordSet,
    roomSet,
    change: async (current, next) => {
      if (!roomSet) await rules.confirmSupervisor(current, "set the control room's supervisor password");
      const { keyId } = await supervisor.change(roomSet ? current : null, next, null);
      // The room's rules are signed with this key from now on: this workstation trusts it (room-shared.ts).
      settingsKeyAnchor(settings, room.shown).remember(keyId);
    },
  };
}
