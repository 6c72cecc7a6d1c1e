import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { KeychainSecretStore, openSecretStore, secretAccount } from '../../electron/core/secrets/index.js';

// A service name of its own per run, so this never meets the developer's (or another run's) secrets.
const serviceName = `acs-monitor-test-${randomUUID()}`;
const used: string[] = [];

function account(name: string): string {
  used.push(name);
  return name;
}

const SKIP_REASON = 'skipped without a real Secret Service: run under bash scripts/with-keyring.sh';
if (!process.env.ACS_TEST_KEYRING) console.warn(`secrets-keychain: ${SKIP_REASON}`);

describe.skipIf(!process.env.ACS_TEST_KEYRING)(`OS keychain (${SKIP_REASON})`, () => {
  const store = new KeychainSecretStore(serviceName);

  afterEach(async () => {
    for (const name of used.splice(0)) await store.delete(name);
  });

  it('stores, reads, replaces and deletes a secret', async () => {
    const name = account('round-trip');
    expect(store.kind).toBe('keychain');
    expect(await store.get(name)).toBeNull();
    await store.set(name, 'first');
    await store.set(name, 'second');
    expect(await store.get(name)).toBe('second');
    expect(await store.delete(name)).toBe(true);
    expect(await store.get(name)).toBeNull();
  });

  it('keeps a non-ASCII secret exactly', async () => {
    const name = account('non-ascii');
    const secret = 'пароль ✓ 密码 🔑 «ä» \u00e9\u0301';
    await store.set(name, secret);
    expect(await store.get(name)).toBe(secret);
  });

  it('answers false when deleting a secret that is not there', async () => {
    expect(await store.delete(account('never-stored'))).toBe(false);
  });

  it('keeps staging and production, and other service names, apart', async () => {
    const staging = account(secretAccount('sessionToken', 'https://staging.example.com', 'alice'));
    const production = account(secretAccount('sessionToken', 'https://acs.example.com', 'alice'));
    await store.set(staging, 'staging-token');
    expect(await store.get(production)).toBeNull();
    expect(await new KeychainSecretStore(`${serviceName}-other`).get(staging)).toBeNull();
  });

  it('openSecretStore picks the keychain, with no warning, and sees what is stored there', async () => {
    const name = account('opened');
    await store.set(name, 'from the keychain');
    const opened = await openSecretStore({}, serviceName);
    expect(opened.warning).toBeNull();
    expect(opened.store.kind).toBe('keychain');
    expect(await opened.store.get(name)).toBe('from the keychain');
  });

  it('openSecretStore keeps to memory when ACS_SECRET_STORE=memory, even with a keychain', async () => {
    const opened = await openSecretStore({ ACS_SECRET_STORE: 'memory' }, serviceName);
    expect(opened.store.kind).toBe('memory');
    await opened.store.set(account('memory-only'), 'not for the keychain');
    expect(await store.get('memory-only')).toBeNull();
  });
});
