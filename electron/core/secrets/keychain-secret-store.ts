// The OS keychain through keytar (Secret Service on Linux, Keychain on macOS, Credential Vault on
// Windows), for a monitor that runs all shift while the desktop session may lock the keyring:
// - calls take turns, and every call is bounded: a keychain waiting on an unlock prompt gets a clear
//   error, not a hang (the keytar call itself cannot be abandoned, so while one has outlived its
//   bound no other starts: they are refused at once);
// - a locked keyring is named as such ("unlock it to …"), never taken for "nothing stored";
// - a write the lock held back is kept in this process and written once the keyring is unlocked,
//   which it checks by itself every few seconds; until then reads see the held-back value.
import { defaultCollectionLocked } from './keychain-lock.js';
import { loadKeytar, messageOf, type Keytar } from './keytar.js';
import { DEFAULT_SERVICE_NAME, type SecretStore } from './secret-store.js';

/** The keychain is locked (or waiting on its unlock prompt): the message says what unlocking it allows. */
export class KeychainLockedError extends Error {
  override name = 'KeychainLockedError';
}

export interface KeychainSecretStoreOptions {
  /** How long one keychain call may take; default 10 s. */
  callTimeoutMs?: number;
  /** While locked, how often it checks whether the keyring was unlocked; default 5 s. */
  recheckEveryMs?: number;
  /** Whether the keyring is locked; null when that cannot be known. Default: asks the Secret Service. */
  isLocked?: () => Promise<boolean | null>;
}

const WHAT: Record<string, string> = {
  appToken: 'its application token',
  sessionToken: 'its sign-in',
  password: 'the remembered password',
};
const VERB = { read: 'read', store: 'keep', delete: 'forget' } as const;
type Action = keyof typeof VERB;

export class KeychainSecretStore implements SecretStore {
  readonly kind = 'keychain';
  #problem: string | null = null;
  readonly #listeners = new Set<() => void>();
  /** The calls so far, one after another: the next waits for this to settle. */
  #turns: Promise<void> = Promise.resolve();
  /** A keytar call outlived its bounded wait and is still out: the keychain is not answering. */
  #stuck = false;
  /** Writes the lock held back: the secret, or null for a delete. */
  readonly #heldBack = new Map<string, string | null>();
  #recheck: NodeJS.Timeout | null = null;
  readonly #callTimeoutMs: number;
  readonly #recheckEveryMs: number;
  readonly #isLocked: () => Promise<boolean | null>;

  constructor(
    readonly serviceName: string = DEFAULT_SERVICE_NAME,
    options: KeychainSecretStoreOptions = {},
  ) {
    this.#callTimeoutMs = options.callTimeoutMs ?? 10_000;
    this.#recheckEveryMs = options.recheckEveryMs ?? 5_000;
    this.#isLocked = options.isLocked ?? (() => defaultCollectionLocked());
  }

  /** Why the keychain cannot be used just now ("The system keychain is locked: unlock it to …"), else null. */
  get problem(): string | null {
    return this.#problem;
  }

  onProblemChange(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  async get(account: string): Promise<string | null> {
    if (this.#heldBack.has(account)) return this.#heldBack.get(account) ?? null;
    const secret = await this.#call('read', account, (keytar) => keytar.getPassword(this.serviceName, account));
    if (secret === null) await this.#refuseIfLocked('read', account);
    this.#answered();
    return secret;
  }

  async set(account: string, secret: string): Promise<void> {
    try {
      await this.#call('store', account, (keytar) => keytar.setPassword(this.serviceName, account, secret));
      this.#heldBack.delete(account);
      this.#answered();
    } catch (error) {
      if (error instanceof KeychainLockedError || (await this.#isLocked()) === true) {
        this.#heldBack.set(account, secret);
        throw this.#locked('store', account);
      }
      throw error;
    }
  }

  /** While locked the delete is held back (and the problem says so) rather than refused: forgetting never fails a sign-in or a sign-out. */
  async delete(account: string): Promise<boolean> {
    let deleted: boolean;
    try {
      deleted = await this.#call('delete', account, (keytar) => keytar.deletePassword(this.serviceName, account));
      if (!deleted) await this.#refuseIfLocked('delete', account);
    } catch (error) {
      if (!(error instanceof KeychainLockedError)) throw error;
      this.#heldBack.set(account, null);
      return false;
    }
    const hadHeldBack = this.#heldBack.delete(account);
    this.#answered();
    return deleted || hadHeldBack;
  }

  /** Refuses (KeychainLockedError) while the keyring is locked: for a command about to get a secret that must outlive it. */
  async refuseIfLocked(account: string): Promise<void> {
    await this.#refuseIfLocked('store', account);
  }

  /**
   * One keytar call in its turn, bounded (the wait for the turn included). Two screens asking at once
   * is no lock: the second waits. A call that outlives its bound is: the ones after it are refused.
   */
  async #call<T>(action: Action, account: string, operation: (keytar: Keytar) => Promise<T>): Promise<T> {
    if (this.#stuck) throw this.#locked(action, account);
    const keytar = await loadKeytar();
    let started = false;
    let abandoned = false;
    const call = this.#turns.then(async () => {
      if (abandoned) throw this.#locked(action, account);
      started = true;
      try {
        return await operation(keytar);
      } finally {
        this.#stuck = false;
      }
    });
    this.#turns = call.then(
      () => undefined,
      () => undefined,
    );
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => {
        abandoned = true;
        if (started) this.#stuck = true;
        reject(this.#locked(action, account));
      }, this.#callTimeoutMs);
    });
    try {
      return await Promise.race([call, timedOut]);
    } catch (error) {
      if (error instanceof KeychainLockedError) throw error;
      if (/locked/i.test(messageOf(error))) throw this.#locked(action, account);
      const what = `the secret "${account}" of ${this.serviceName}`;
      throw new Error(`The OS keychain could not ${action} ${what}: ${messageOf(error)}`, { cause: error });
    } finally {
      clearTimeout(timer);
    }
  }

  /** The keychain answered, and not because of a lock: the problem ends once nothing is held back. */
  #answered(): void {
    if (this.#heldBack.size === 0) this.#setProblem(null);
  }

  async #refuseIfLocked(action: Action, account: string): Promise<void> {
    if ((await this.#isLocked()) === true) throw this.#locked(action, account);
  }

  /** The error, and the same sentence as the store's problem until the keychain answers again. */
  #locked(action: Action, account: string): KeychainLockedError {
    const what = WHAT[account.split(':', 1)[0] ?? ''] ?? `the secret "${account}"`;
    const message = `The system keychain is locked: unlock it to let the monitor ${VERB[action]} ${what}.`;
    // A write held back is what the guard most needs to know of, so it names itself; a read or a delete
    // only when nothing else is named (reads made to show the status must not keep changing it).
    if (action === 'store' || this.#problem === null) this.#setProblem(`${message} It tries again by itself.`);
    return new KeychainLockedError(message);
  }

  #setProblem(problem: string | null): void {
    if (problem === this.#problem) return;
    this.#problem = problem;
    if (problem !== null && this.#recheck === null) {
      this.#recheck = setInterval(() => void this.#recheckUnlocked(), this.#recheckEveryMs);
      this.#recheck.unref();
    }
    if (problem === null && this.#recheck !== null) {
      clearInterval(this.#recheck);
      this.#recheck = null;
    }
    for (const listener of this.#listeners) listener();
  }

  /** Once unlocked: writes what was held back (each success clears the problem). */
  async #recheckUnlocked(): Promise<void> {
    if (this.#stuck || (await this.#isLocked()) === true) return;
    try {
      for (const [account, secret] of [...this.#heldBack]) {
        if (secret === null) await this.delete(account);
        else await this.set(account, secret);
      }
      this.#answered();
    } catch {
      // Still locked, or not answering: the next check tries again.
    }
  }
}
