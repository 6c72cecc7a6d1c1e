export type { OpenedSecretStore, SecretStore } from './secret-store.js';
export { DEFAULT_SERVICE_NAME } from './secret-store.js';
export { KeychainLockedError, KeychainSecretStore, type KeychainSecretStoreOptions } from './keychain-secret-store.js';
export { MemorySecretStore } from './memory-secret-store.js';
export {
  KEYCHAIN_PROBE_TIMEOUT_MS,
  openSecretStore,
  secretStoreMode,
  type SecretStoreMode,
} from './open-secret-store.js';
export { secretAccount, type SecretKind } from './secret-account.js';
export type { ProbeLauncher, ProbeProcess } from './probe-keychain.js';
