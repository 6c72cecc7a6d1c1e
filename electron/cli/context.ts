// Opens what a command needs, from flags, environment and the profile, as docs/interfaces.md says:
// the service address, the profile folder, the secret store, the session and the cache.
import { ServiceError } from '../core/api/errors.js';
import { insecureHttpAllowedByEnv } from '../core/api/plain-http.js';
import { normaliseBaseUrl } from '../core/api/validate.js';
import { resolveDataDir } from '../core/profile/data-dir.js';
import { SettingsStore } from '../core/profile/settings.js';
import { openSecretStore, secretStoreMode } from '../core/secrets/index.js';
import { SessionService } from '../core/session/session-service.js';
import type { Cache } from '../core/storage/cache.js';
import { openServiceCache } from '../core/worker/cache-preparation.js';
import { UsageError } from './exit-codes.js';
import type { CliIO } from './io.js';

export interface GlobalOptions {
  url?: string;
  dataDir?: string;
  allowInsecureHttp?: boolean;
  /** The control room's database (--database); ACS_DATABASE_URL otherwise. */
  database?: string;
  /** The room's root certificate for a private CA (--room-ca); ACS_ROOM_CA otherwise. */
  roomCa?: string;
  /** Plaintext or an unchecked server for a room beyond this machine accepted (--allow-insecure-room). */
  allowInsecureRoom?: boolean;
}

/** Plain http:// beyond this machine: --allow-insecure-http or ACS_ALLOW_INSECURE_HTTP=1. */
export function insecureHttpAllowed(globals: GlobalOptions, io: CliIO): boolean {
  return globals.allowInsecureHttp === true || insecureHttpAllowedByEnv(io.env);
}

/** The cache of the service in use (no session needed: reading the cache works offline). */
export async function openCache(globals: GlobalOptions, io: CliIO): Promise<Cache> {
  const dataDir = resolveDataDir(globals.dataDir, io.env);
  const cache = await openServiceCache(dataDir, serviceAddress(globals, io, new SettingsStore(dataDir)));
  if (cache.startNotice) {
    io.stderr.write(`acs-monitor: warning: ${cache.startNotice.sentence} ${cache.startNotice.detail}\n`);
  }
  return cache;
}

export async function openSession(globals: GlobalOptions, io: CliIO): Promise<SessionService> {
  const settings = new SettingsStore(resolveDataDir(globals.dataDir, io.env));
  if (settings.loadProblem) io.stderr.write(`acs-monitor: warning: ${settings.loadProblem}\n`);
  const baseUrl = serviceAddress(globals, io, settings);
  try {
    secretStoreMode(io.env);
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const opened = await openSecretStore(io.env);
  if (opened.warning) io.stderr.write(`acs-monitor: warning: ${opened.warning}\n`);
  const session = new SessionService({
    baseUrl,
    secrets: opened.store,
    settings,
    env: io.env,
    allowInsecureHttp: insecureHttpAllowed(globals, io),
    client: {
      onRetry: ({ delayMs, error }) =>
        io.stderr.write(`acs-monitor: ${error.userMessage}; trying again in ${(delayMs / 1000).toFixed(1)} s\n`),
    },
  });
  const { transportWarning } = session.client;
  if (transportWarning) io.stderr.write(`acs-monitor: warning: ${transportWarning}\n`);
  return session;
}

function serviceAddress(globals: GlobalOptions, io: CliIO, settings: SettingsStore): string {
  const baseUrl = globals.url ?? io.env.ACS_BASE_URL ?? settings.lastBaseUrl;
  if (!baseUrl) {
    throw new ServiceError(
      'invalid-input',
      'No service address: pass --url or set ACS_BASE_URL (try the built-in demo: acs-monitor demo)',
    );
  }
  return normaliseBaseUrl(baseUrl);
}
