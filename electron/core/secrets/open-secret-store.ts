import { KeychainSecretStore } from './keychain-secret-store.js';
import { loadKeytar, messageOf } from './keytar.js';
import { MemorySecretStore } from './memory-secret-store.js';
import { nodeProbeLauncher, probeKeychain, type ProbeLauncher } from './probe-keychain.js';
import { DEFAULT_SERVICE_NAME, type OpenedSecretStore } from './secret-store.js';

export type SecretStoreMode = 'keychain' | 'memory';

/** A Secret Service that never answers must not hang the app. */
export const KEYCHAIN_PROBE_TIMEOUT_MS = 3000;
const NOT_KEPT = "tokens and passwords are kept in this process's memory only and will not survive it";

/** Reads ACS_SECRET_STORE: unset or empty means keychain; anything but keychain|memory is refused. */
export function secretStoreMode(env: NodeJS.ProcessEnv): SecretStoreMode {
  const value = env.ACS_SECRET_STORE;
  if (value === undefined || value === '' || value === 'keychain') return 'keychain';
  if (value === 'memory') return 'memory';
  throw new Error(`ACS_SECRET_STORE must be "keychain" or "memory", not ${JSON.stringify(value)}.`);
}

/**
 * Opens the secret store ACS_SECRET_STORE asks for. In keychain mode the keychain is probed once;
 * where keytar cannot load, or the keychain refuses or does not answer in time, the memory store is
 * used and the warning says why. Only the mode comes from `env`: keytar reaches the keychain through
 * process.env (e.g. DBUS_SESSION_BUS_ADDRESS). The desktop shell passes `launchProbe` (Electron's
 * utility process); elsewhere the probe is a plain Node child.
 */
export async function openSecretStore(
  env: NodeJS.ProcessEnv,
  serviceName: string = DEFAULT_SERVICE_NAME,
  launchProbe: ProbeLauncher = nodeProbeLauncher(),
): Promise<OpenedSecretStore> {
  if (secretStoreMode(env) === 'memory') {
    return { store: new MemorySecretStore(), warning: `Secret store: memory (ACS_SECRET_STORE=memory); ${NOT_KEPT}.` };
  }
  try {
    await probeKeychain(serviceName, KEYCHAIN_PROBE_TIMEOUT_MS, launchProbe);
    await loadKeytar();
    return { store: new KeychainSecretStore(serviceName), warning: null };
  } catch (error) {
    return {
      store: new MemorySecretStore(),
      warning: `Secret store: no OS keychain available (${messageOf(error)}); ${NOT_KEPT}.`,
    };
  }
}
