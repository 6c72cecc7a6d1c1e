// What the host gives the AppService: where the profile lives, the keychain, and the host's own parts.
import type { OpenedSecretStore } from '../secrets/index.js';
import type { SessionEnvironment } from '../session/session-service.js';
import type { SyncSettings } from '../sync/engine.js';

export type DemoHandle = { baseUrl: string; close(): Promise<void> };

export interface AppServiceOptions {
  dataDir: string;
  secrets: OpenedSecretStore;
  env?: SessionEnvironment & {
    ACS_REQUEST_BUDGET?: string;
    ACS_RETENTION_DAYS?: string;
    ACS_DATABASE_URL?: string;
    ACS_WORKSTATION?: string;
    ACS_ROOM_CA?: string;
    ACS_ALLOW_INSECURE_ROOM?: string;
  };
  /** The control room's database named for this run (serve --database); else ACS_DATABASE_URL, else the room joined. */
  database?: string;
  /** The room's root certificate for a private CA (serve --room-ca); else ACS_ROOM_CA (room-tls.ts). */
  roomCa?: string;
  /** A room beyond this machine without TLS or an unchecked server accepted (--allow-insecure-room; else ACS_ALLOW_INSECURE_ROOM=1). */
  allowInsecureRoom?: boolean;
  /** This workstation as the control room names it (its alarm log, who holds an alarm); the computer's name by default. */
  workstation?: string;
  /** The address to start with when given explicitly (serve --url); otherwise ACS_BASE_URL, then the last used. */
  startUrl?: string;
  /** Plain http:// to a host that is not this machine accepted (the operator's explicit opt-in), with a warning. */
  allowInsecureHttp?: boolean;
  /** The sync's knobs; the cache's retention, where not given here, comes from ACS_RETENTION_DAYS. */
  syncSettings?: Partial<SyncSettings>;
  /** Starts the built-in demo service (injected so the core does not load it unless asked). */
  startDemo?: () => Promise<DemoHandle>;
  /**
   * Asks the guard where to keep a finished export and copies it there (the desktop app's save dialog);
   * resolves with the path, or null when the guard cancels. The browser shell downloads instead.
   */
  saveExport?: (file: { path: string; fileName: string }) => Promise<string | null>;
  now?: () => number;
}
