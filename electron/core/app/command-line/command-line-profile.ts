// The profile a command works in, as docs/interfaces.md says from the options, the environment and the profile
// folder: its settings, the service in use and the secret store; the session (open-session.ts) and the cache
// (open-cache.ts) are opened from it by the commands that need them, each loading only its own.
import { ServiceError } from '../../api/errors.js';
import { insecureHttpAllowedByEnv } from '../../api/plain-http.js';
import { normaliseBaseUrl } from '../../api/validate.js';
import { resolveDataDir } from '../../profile/data-dir.js';
import { SettingsStore } from '../../profile/settings.js';
import { environmentCredentials, type EnvironmentCredentials } from '../../session/environment-credentials.js';
import { openSecretStore, secretStoreMode, type OpenedSecretStore, type SecretStoreMode } from '../../secrets/index.js';
import { serviceAddressOf } from '../service-address.js';
import { workstationName } from '../workstation-name.js';
import { UsageError } from './failures.js';
import type { CommandLineHost, GlobalOptions } from './global-options.js';

export class CommandLineProfile {
  /** The profile folder: --data-dir, else ACS_DATA_DIR, else the per-user app-data folder. */
  readonly dataDir: string;

  constructor(
    readonly options: GlobalOptions,
    readonly host: CommandLineHost,
  ) {
    this.dataDir = resolveDataDir(options.dataDir, host.env);
  }

  get env(): NodeJS.ProcessEnv {
    return this.host.env;
  }

  /** This workstation's name in a control room. */
  get workstation(): string {
    return workstationName(this.host.env);
  }

  /** Plain http:// beyond this machine: --allow-insecure-http or ACS_ALLOW_INSECURE_HTTP=1. */
  get insecureHttpAllowed(): boolean {
    return this.options.allowInsecureHttp === true || insecureHttpAllowedByEnv(this.host.env);
  }

  /** The profile's settings as they are on disk now. */
  settings(): SettingsStore {
    return new SettingsStore(this.dataDir);
  }

  /** The keychain, or the store that ends with the process (ACS_SECRET_STORE=memory), said when it is the latter. */
  async openSecretStore(): Promise<OpenedSecretStore> {
    const opened = await openSecretStore(this.host.env);
    if (opened.warning) this.host.warn(opened.warning);
    return opened;
  }

  /** ACS_SECRET_STORE, a usage error when it names no store. */
  secretStoreMode(): SecretStoreMode {
    try {
      return secretStoreMode(this.host.env);
    } catch (error) {
      throw new UsageError((error as Error).message);
    }
  }

  /** ACS_PASSWORD, given only for the address in ACS_BASE_URL (or why it is ignored for `baseUrl`). */
  passwordFromEnvironment(baseUrl: string): EnvironmentCredentials {
    return environmentCredentials(baseUrl, this.host.env);
  }

  /** The service in use: --url, else ACS_BASE_URL, else the one used last; none is a usage error. */
  serviceAddress(settings: SettingsStore): string {
    const baseUrl = serviceAddressOf(this.options.url, this.host.env, settings);
    if (!baseUrl) {
      throw new ServiceError(
        'invalid-input',
        'No service address: pass --url or set ACS_BASE_URL (try the built-in demo: acs-monitor demo)',
      );
    }
    return normaliseBaseUrl(baseUrl);
  }
}
