/** Where tokens and passwords live. Accounts are named by secretAccount(). */
export interface SecretStore {
  readonly kind: 'keychain' | 'memory';
  get(account: string): Promise<string | null>;
  set(account: string, secret: string): Promise<void>;
  /** Resolves false when there was nothing to delete. */
  delete(account: string): Promise<boolean>;
  /** Why the store cannot be used just now (a locked keychain), else null; absent where that cannot happen. */
  readonly problem?: string | null;
  /** Throws, saying so, while the store cannot keep `account`'s secret (a locked keychain). */
  refuseIfLocked?(account: string): Promise<void>;
  /** Called whenever `problem` changes. */
  onProblemChange?(listener: () => void): () => void;
}

/** The store in use and, when it is not the OS keychain, the sentence that tells the operator so. */
export interface OpenedSecretStore {
  store: SecretStore;
  warning: string | null;
}

export const DEFAULT_SERVICE_NAME = 'acs-monitor';
