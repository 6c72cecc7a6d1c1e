import { loadKeytar, messageOf, type Keytar } from './keytar.js';
import { DEFAULT_SERVICE_NAME, type SecretStore } from './secret-store.js';

/** The OS keychain through keytar (Secret Service on Linux, Keychain on macOS, Credential Vault on Windows). */
export class KeychainSecretStore implements SecretStore {
  readonly kind = 'keychain';

  constructor(readonly serviceName: string = DEFAULT_SERVICE_NAME) {}

  get(account: string): Promise<string | null> {
    return this.#call('read', account, (keytar) => keytar.getPassword(this.serviceName, account));
  }

  set(account: string, secret: string): Promise<void> {
    return this.#call('store', account, (keytar) => keytar.setPassword(this.serviceName, account, secret));
  }

  delete(account: string): Promise<boolean> {
    return this.#call('delete', account, (keytar) => keytar.deletePassword(this.serviceName, account));
  }

  async #call<T>(action: string, account: string, operation: (keytar: Keytar) => Promise<T>): Promise<T> {
    try {
      return await operation(await loadKeytar());
    } catch (error) {
      const what = `the secret "${account}" of ${this.serviceName}`;
      throw new Error(`The OS keychain could not ${action} ${what}: ${messageOf(error)}`, { cause: error });
    }
  }
}
