// The control room a command uses: --database, else ACS_DATABASE_URL, else the room this workstation
// joined (db join); its password comes from the keychain only for a joined room.
import { checkDatabaseUrl, DatabaseUrlError, splitDatabasePassword } from '../../room/database/database-url.js';
import { roomTlsSettings } from '../../room/database/room-tls.js';
import { JoinedRoom, type ChosenRoom } from '../../room/joined-room.js';
import type { CommandLineProfile } from './command-line-profile.js';
import { UsageError } from './failures.js';

export type { ChosenRoom } from '../../room/joined-room.js';

/**
 * The joined room of this profile. `keepsPassword`: a password is about to be kept, which a secret store
 * that ends with the process (ACS_SECRET_STORE=memory) would lose at once: refused before anything is done.
 */
export function joinedRoom(profile: CommandLineProfile, { keepsPassword = false } = {}): JoinedRoom {
  const memory = profile.secretStoreMode() === 'memory';
  if (keepsPassword && memory) {
    throw new UsageError(
      "ACS_SECRET_STORE=memory keeps no secret after this command, so the room's password would be lost: join where the keychain is in use, or name the room for each run with ACS_DATABASE_URL",
    );
  }
  return new JoinedRoom(
    profile.settings(),
    async () => (await profile.openSecretStore()).store,
    roomTlsSettings(profile.options, profile.env),
  );
}

/** The room in use, or undefined for this workstation's own cache; a malformed address is a usage error. */
export async function roomInUse(profile: CommandLineProfile): Promise<ChosenRoom | undefined> {
  return joinedRoom(profile).choose(profile.options.database, profile.env).catch(rethrowAddressProblem);
}

/** Whether a room's address carries its password (kept apart when the room is joined). */
export function addressHasPassword(url: string): boolean {
  try {
    return splitDatabasePassword(checkDatabaseUrl(url.trim())).password !== null;
  } catch (error) {
    return rethrowAddressProblem(error);
  }
}

export function rethrowAddressProblem(error: unknown): never {
  if (error instanceof DatabaseUrlError) throw new UsageError(error.message);
  throw error;
}
