// The control room this workstation joined: the database's address in the profile's settings, its
// password in the secret store (the keychain), never in settings. --database and ACS_DATABASE_URL,
// when given, come before it, so a script can still name a room for one run.
import type { SettingsStore } from '../profile/settings.js';
import type { SecretStore } from '../secrets/index.js';
import {
  checkDatabaseUrl,
  joinDatabasePassword,
  redactDatabaseUrl,
  roomDatabaseUrl,
  splitDatabasePassword,
} from './database/database-url.js';
import { openRoomConnection } from './database/room-connection.js';
import { migrateRoom, type MigrationOutcome } from './database/room-migrations.js';
import { withRoomTlsSettings, type RoomTlsSettings } from './database/room-tls.js';

export type RoomSource = 'flag' | 'environment' | 'joined';

export interface ChosenRoom {
  /** What a connection is made with (its password included). */
  url: string;
  /** What may be printed: the address with its password as ***. */
  shown: string;
  source: RoomSource;
}

/** The keychain account of a joined room's password, by the address it belongs to. */
export function roomPasswordAccount(address: string): string {
  return `roomPassword:${address}`;
}

export class JoinedRoom {
  constructor(
    private readonly settings: SettingsStore,
    /** Opened only when a password is read or kept: naming a room by flag never touches the keychain. */
    private readonly secrets: () => Promise<SecretStore>,
    /** The room's CA and the operator's acceptance of an insecure room (room-tls.ts), for every room chosen or joined. */
    private readonly tls: RoomTlsSettings = {},
  ) {}

  /** The joined room's address (no password), if any. */
  get address(): string | undefined {
    return this.settings.roomAddress;
  }

  /** The room in use: --database, else ACS_DATABASE_URL, else the one joined; undefined: none (the embedded cache). */
  async choose(flag: string | undefined, env: { ACS_DATABASE_URL?: string }): Promise<ChosenRoom | undefined> {
    const given = roomDatabaseUrl(flag, env);
    if (given !== undefined) {
      const url = withRoomTlsSettings(given, this.tls);
      return { url, shown: redactDatabaseUrl(url), source: flag !== undefined ? 'flag' : 'environment' };
    }
    const address = this.settings.roomAddress;
    if (address === undefined) return undefined;
    const password = await (await this.secrets()).get(roomPasswordAccount(address));
    const url = withRoomTlsSettings(joinDatabasePassword(address, password), this.tls);
    return { url, shown: withRoomTlsSettings(address, this.tls), source: 'joined' };
  }

  /**
   * Joins the room at `url` (its password in the URL or apart): connects, makes or updates the room's
   * schema, and only then keeps it, so a room that cannot be used is never kept. A room joined before
   * is left (its password removed from the keychain).
   */
  async join(url: string, password: string | null, applicationName: string): Promise<MigrationOutcome> {
    const { address, password: inUrl } = splitDatabasePassword(checkDatabaseUrl(url.trim()));
    const secret = password ?? inUrl;
    const account = roomPasswordAccount(address);
    const secrets = await this.secrets();
    if (secret !== null) await secrets.refuseIfLocked?.(account);
    const client = await openRoomConnection(withRoomTlsSettings(joinDatabasePassword(address, secret), this.tls), {
      applicationName,
    });
    let outcome: MigrationOutcome;
    try {
      outcome = await migrateRoom(client);
    } finally {
      await client.end().catch(() => undefined);
    }
    const before = this.settings.roomAddress;
    if (before !== undefined && before !== address) await secrets.delete(roomPasswordAccount(before));
    if (secret !== null) await secrets.set(account, secret);
    else await secrets.delete(account);
    this.settings.setRoomAddress(address);
    return outcome;
  }

  /** Leaves the joined room: its address and password are forgotten. False when none was joined. */
  async leave(): Promise<boolean> {
    const address = this.settings.roomAddress;
    if (address === undefined) return false;
    await (await this.secrets()).delete(roomPasswordAccount(address));
    this.settings.setRoomAddress(undefined);
    return true;
  }
}
