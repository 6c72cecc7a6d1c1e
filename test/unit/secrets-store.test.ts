import { describe, expect, it } from 'vitest';
import {
  MemorySecretStore,
  openSecretStore,
  secretAccount,
  secretStoreMode,
} from '../../electron/core/secrets/index.js';

describe('MemorySecretStore', () => {
  it('keeps, replaces and deletes secrets', async () => {
    const store = new MemorySecretStore();
    expect(store.kind).toBe('memory');
    expect(await store.get('a')).toBeNull();
    await store.set('a', 'first');
    await store.set('a', 'second ✓ пароль');
    expect(await store.get('a')).toBe('second ✓ пароль');
    expect(await store.delete('a')).toBe(true);
    expect(await store.delete('a')).toBe(false);
    expect(await store.get('a')).toBeNull();
  });

  it('does not share secrets between instances', async () => {
    const one = new MemorySecretStore();
    await one.set('a', 'secret');
    expect(await new MemorySecretStore().get('a')).toBeNull();
  });
});

describe('openSecretStore and ACS_SECRET_STORE', () => {
  it('opens the memory store when asked, and says the secrets will not survive', async () => {
    const { store, warning } = await openSecretStore({ ACS_SECRET_STORE: 'memory' });
    expect(store.kind).toBe('memory');
    expect(warning).toMatch(/ACS_SECRET_STORE=memory/);
    expect(warning).toMatch(/will not survive/);
  });

  it('refuses a value other than keychain or memory, naming it', async () => {
    await expect(openSecretStore({ ACS_SECRET_STORE: 'plaintext' })).rejects.toThrow(
      'ACS_SECRET_STORE must be "keychain" or "memory", not "plaintext".',
    );
    expect(() => secretStoreMode({ ACS_SECRET_STORE: 'Memory' })).toThrow(/not "Memory"/);
  });

  it('defaults to the keychain when unset or empty', () => {
    expect(secretStoreMode({})).toBe('keychain');
    expect(secretStoreMode({ ACS_SECRET_STORE: '' })).toBe('keychain');
    expect(secretStoreMode({ ACS_SECRET_STORE: 'keychain' })).toBe('keychain');
  });
});

describe('secretAccount', () => {
  it('names the account by kind, user and service address', () => {
    expect(secretAccount('appToken', 'https://acs.example.com/api')).toBe('appToken:https://acs.example.com/api');
    expect(secretAccount('sessionToken', 'https://acs.example.com', 'alice')).toBe(
      'sessionToken:alice@https://acs.example.com',
    );
    expect(secretAccount('password', 'http://127.0.0.1:8080', 'alice')).toBe('password:alice@http://127.0.0.1:8080');
  });

  it('treats spellings of one address as the same service', () => {
    const expected = secretAccount('appToken', 'https://acs.example.com/api');
    expect(secretAccount('appToken', 'https://acs.example.com/api/')).toBe(expected);
    expect(secretAccount('appToken', ' HTTPS://ACS.Example.com:443/api// ')).toBe(expected);
  });

  it('keeps staging, production and users apart', () => {
    const names = new Set([
      secretAccount('sessionToken', 'https://staging.example.com', 'alice'),
      secretAccount('sessionToken', 'https://acs.example.com', 'alice'),
      secretAccount('sessionToken', 'https://acs.example.com', 'bob'),
      secretAccount('sessionToken', 'https://acs.example.com'),
      secretAccount('appToken', 'https://acs.example.com'),
      secretAccount('password', 'https://acs.example.com', 'alice'),
    ]);
    expect(names.size).toBe(6);
  });

  it('encodes user names so that they cannot forge another account name', () => {
    expect(secretAccount('password', 'https://acs.example.com', 'eve@https://other:1')).toBe(
      'password:eve%40https%3A%2F%2Fother%3A1@https://acs.example.com',
    );
  });

  it('refuses a password without its user and an address that is not an http(s) URL', () => {
    expect(() => secretAccount('password', 'https://acs.example.com')).toThrow(/needs the user name/);
    expect(() => secretAccount('appToken', 'acs.example.com')).toThrow('is not a valid URL');
    expect(() => secretAccount('appToken', 'ftp://acs.example.com')).toThrow('must start with http:// or https://');
  });
});
