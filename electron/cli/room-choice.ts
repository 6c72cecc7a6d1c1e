// The control room a command uses: --database, else ACS_DATABASE_URL, else the room this workstation
// joined (db join); its password comes from the keychain only for a joined room.
import { resolveDataDir } from '../core/profile/data-dir.js';
import { SettingsStore } from '../core/profile/settings.js';
import { DatabaseUrlError } from '../core/room/database/database-url.js';
import { JoinedRoom, type ChosenRoom } from '../core/room/joined-room.js';
import { roomTlsSettings } from '../core/room/database/room-tls.js';
import { openSecretStore, secretStoreMode } from '../core/secrets/index.js';
import type { GlobalOptions } from './context.js';
import { UsageError } from './exit-codes.js';
import type { CliIO } from './io.js';

/**
 * The joined room of this profile. `keepsPassword`: a password is about to be kept, which a secret store
 * that ends with the process (ACS_SECRET_STORE=memory) would lose at once: refused before anything is done.
 */
export function joinedRoom(globals: GlobalOptions, io: CliIO, { keepsPassword = false } = {}): JoinedRoom {
  let memory: boolean;
  try {
    memory = secretStoreMode(io.env) === 'memory';
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  if (keepsPassword && memory) {
    throw new UsageError(
      "ACS_SECRET_STORE=memory keeps no secret after this command, so the room's password would be lost: join where the keychain is in use, or name the room for each run with ACS_DATABASE_URL",
    );
  }
  const settings = new SettingsStore(resolveDataDir(globals.dataDir, io.env));
  return new JoinedRoom(
    settings,
    async () => {
      const opened = await openSecretStore(io.env);
      if (opened.warning) io.stderr.write(`acs-monitor: warning: ${opened.warning}\n`);
      return opened.store;
    },
    roomTlsSettings(globals, io.env),
  );
}

/** The room in use, or undefined for this workstation's own cache; a malformed address is a usage error. */
export async function roomInUse(globals: GlobalOptions, io: CliIO): Promise<ChosenRoom | undefined> {
  return joinedRoom(globals, io).choose(globals.database, io.env).catch(rethrowAddressProblem);
}

export function rethrowAddressProblem(error: unknown): never {
  if (error instanceof DatabaseUrlError) throw new UsageError(error.message);
  throw error;
}
