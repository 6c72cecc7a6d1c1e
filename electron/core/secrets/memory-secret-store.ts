import type { SecretStore } from './secret-store.js';

/** Keeps secrets in this process's memory only: nothing is written anywhere, nothing survives the process. */
export class MemorySecretStore implements SecretStore {
  readonly kind = 'memory';
  readonly #secrets = new Map<string, string>();

  async get(account: string): Promise<string | null> {
    return this.#secrets.get(account) ?? null;
  }

  async set(account: string, secret: string): Promise<void> {
    this.#secrets.set(account, secret);
  }

  async delete(account: string): Promise<boolean> {
    return this.#secrets.delete(account);
  }
}
