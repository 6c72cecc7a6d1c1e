// Session life against the demo service: expiry known in advance, remembered credentials, logout.
import { afterEach, describe, expect, it } from 'vitest';
import { SettingsStore } from '../../electron/core/profile/settings.js';
import { secretAccount } from '../../electron/core/secrets/index.js';
import { SessionService } from '../../electron/core/session/session-service.js';
import { startDemoService } from '../../electron/demo/index.js';
import { QUICK_RETRIES, signedIn, type SignedIn } from '../support/signed-in.js';

let world: SignedIn | undefined;
afterEach(async () => {
  await world?.close();
  world = undefined;
});

function loginRequests(w: SignedIn) {
  return w.demo.requests.filter((request) => request.path === '/v1/business/user/login');
}

describe('sessions', () => {
  it('keeps the session token in the secret store and its expiry in the settings, never the token', async () => {
    world = await signedIn();
    const token = await world.secrets.get(secretAccount('sessionToken', world.demo.baseUrl));
    expect(token).toBeTruthy();
    const settings = world.settings.service(world.session.baseUrl);
    expect(settings.userName).toBe('guard');
    expect(Date.parse(settings.sessionExpiresAt ?? '')).toBeGreaterThan(Date.now());
    expect(JSON.stringify(settings)).not.toContain(token);
  });

  it('signs in again before a call once the stated expiry has passed, without a 401 first', async () => {
    world = await signedIn({ remember: true });
    const expiry = Date.parse(world.settings.service(world.session.baseUrl).sessionExpiresAt ?? '');
    const later = new SessionService({
      baseUrl: world.demo.baseUrl,
      secrets: world.secrets,
      settings: world.settings,
      client: { retry: QUICK_RETRIES },
      now: () => expiry + 1000,
    });
    world.demo.requests.length = 0;
    await later.client.listCustomers();
    expect(world.demo.requests.map((request) => request.path)).toEqual([
      '/v1/business/user/login',
      '/v1/business/customer',
    ]);
  });

  it('ACS_USERNAME and ACS_PASSWORD sign in by themselves where no session is at hand', async () => {
    world = await signedIn();
    await world.session.logout();
    const fromEnvironment = new SessionService({
      baseUrl: world.demo.baseUrl,
      secrets: world.secrets,
      settings: world.settings,
      env: { ACS_BASE_URL: world.demo.baseUrl, ACS_USERNAME: 'supervisor', ACS_PASSWORD: 'supervisor-demo' },
    });
    const customers = await fromEnvironment.client.listCustomers();
    expect(customers).toHaveLength(world.demo.data.customers.length);
    expect(loginRequests(world).at(-1)?.headers['x-user-credential']).toBeUndefined();
  });

  it('sends credentials from the environment only to the address in ACS_BASE_URL', async () => {
    world = await signedIn();
    const applicationToken = await world.session.appToken();
    const elsewhere = await startDemoService({ eventsPerMinute: 0 });
    try {
      const env = {
        ACS_BASE_URL: world.demo.baseUrl,
        ACS_APP_TOKEN: applicationToken,
        ACS_USERNAME: 'guard',
        ACS_PASSWORD: 'guard-demo',
      };
      const other = new SessionService({
        baseUrl: elsewhere.baseUrl,
        secrets: world.secrets,
        settings: world.settings,
        env,
        client: { retry: QUICK_RETRIES },
      });
      const refused = await other.client.listCustomers().catch((error: unknown) => error);
      expect(refused).toMatchObject({ kind: 'unauthenticated' });
      expect((refused as Error).message).toMatch(
        /used only for ACS_BASE_URL \(ACS_BASE_URL is http:\/\/127\.0\.0\.1:\d+\)/,
      );
      expect(elsewhere.requests).toEqual([]);
    } finally {
      await elsewhere.close();
    }
  });

  it('keeps secrets under the address they were saved for: another address finds none', async () => {
    world = await signedIn({ remember: true });
    const elsewhere = await startDemoService({ eventsPerMinute: 0 });
    try {
      const other = new SessionService({
        baseUrl: elsewhere.baseUrl,
        secrets: world.secrets,
        settings: world.settings,
        client: { retry: QUICK_RETRIES },
      });
      expect(await other.hasAppToken()).toBe(false);
      expect(await other.hasLiveSession()).toBe(false);
      await expect(other.client.listCustomers()).rejects.toMatchObject({ kind: 'unauthenticated' });
      expect(elsewhere.requests).toEqual([]);
    } finally {
      await elsewhere.close();
    }
  });

  it("plain HTTP beyond this machine is allowed by the address's own setting, and only by it", async () => {
    world = await signedIn();
    const remote = 'http://acs.invalid:8080'; // never resolves (RFC 2606); nothing here sends a request
    const open = () => new SessionService({ baseUrl: remote, secrets: world!.secrets, settings: world!.settings });
    expect(open).toThrow(/Refusing plain http:\/\/ to acs\.invalid:8080/);
    world.settings.updateService(remote, { allowInsecureHttp: true });
    expect(open().client.transportWarning).toMatch(/^Plain HTTP to acs\.invalid:8080/);
    expect(new SettingsStore(world.dataDir).service(remote).allowInsecureHttp).toBe(true);
  });

  it('logout forgets the session token and the remembered password', async () => {
    world = await signedIn({ remember: true });
    expect(await world.secrets.get(secretAccount('password', world.demo.baseUrl, 'guard'))).toBe('guard-demo');
    await world.session.logout();
    expect(await world.secrets.get(secretAccount('sessionToken', world.demo.baseUrl))).toBeNull();
    expect(await world.secrets.get(secretAccount('password', world.demo.baseUrl, 'guard'))).toBeNull();
    await expect(world.session.client.listCustomers()).rejects.toMatchObject({ kind: 'unauthenticated' });
  });

  it('follows the numberOfConnections the registration reported', async () => {
    world = await signedIn({ demo: { numberOfConnections: 3 } });
    expect(world.settings.service(world.session.baseUrl).numberOfConnections).toBe(3);
  });
});
