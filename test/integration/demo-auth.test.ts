// The demo service's registration, login and authentication headers, over real HTTP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { strictSchemaProblem } from '../support/strict-schemas.js';
import { DEMO_ACCOUNTS, startDemoService, type DemoService } from '../../electron/demo/index.js';
import { NonceRegistry } from '../../electron/demo/auth/nonces.js';
import {
  call,
  freshNonce,
  loginRequest,
  manualClock,
  registerApplication,
  signIn,
  expectError,
} from '../support/demo-http.js';

const REGISTER = '/v1/config/application';
const LOGIN = '/v1/business/user/login';
const CUSTOMERS = '/v1/business/customer';

let demo: DemoService;
const clock = manualClock();

beforeAll(async () => {
  demo = await startDemoService({ eventsPerMinute: 0, historyHours: 1, now: clock.now, numberOfConnections: 7 });
});
afterAll(() => demo.close());

describe('registration (endpoint 10)', () => {
  it('registers without any authentication header and returns a one-year token', async () => {
    const result = await call(demo, REGISTER, {
      method: 'POST',
      body: { applicationName: 'Control room monitor', applicationEmail: 'ops@example.com' },
    });
    expect(result.status).toBe(200);
    expect(result.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(strictSchemaProblem('RegistrationResult', result.body)).toBeNull();
    const body = result.body as { applicationToken: string; expirationDate: string; numberOfConnections: number };
    expect(body.numberOfConnections).toBe(7);
    expect(Date.parse(body.expirationDate) - clock.now()).toBe(365 * 86_400_000);
    expect(body.applicationToken.length).toBeGreaterThan(20);
  });

  it('gives every registration its own token, and 409 for the same name and e-mail again', async () => {
    const form = { applicationName: 'Twice', applicationEmail: 'twice@example.com' };
    const first = await call(demo, REGISTER, { method: 'POST', body: form });
    const sameNameOtherMail = await call(demo, REGISTER, {
      method: 'POST',
      body: { ...form, applicationEmail: 'x@example.com' },
    });
    expect(first.status).toBe(200);
    expect(sameNameOtherMail.status).toBe(200);
    expect((first.body as { applicationToken: string }).applicationToken).not.toBe(
      (sameNameOtherMail.body as { applicationToken: string }).applicationToken,
    );
    expectError(await call(demo, REGISTER, { method: 'POST', body: form }), 409, /already exists/);
  });

  it.each([
    ['a missing name', { applicationEmail: 'a@example.com' }],
    ['an empty name', { applicationName: '', applicationEmail: 'a@example.com' }],
    ['a name of 251 characters', { applicationName: 'n'.repeat(251), applicationEmail: 'a@example.com' }],
    ['a missing e-mail', { applicationName: 'n' }],
    ['an e-mail without @', { applicationName: 'n', applicationEmail: 'example.com' }],
    ['an e-mail without a domain', { applicationName: 'n', applicationEmail: 'someone@' }],
    ['a body that is not an object', [1, 2]],
  ])('answers 400 for %s', async (_label, body) => {
    expectError(await call(demo, REGISTER, { method: 'POST', body }), 400);
  });

  it('accepts a name of exactly 250 characters', async () => {
    const result = await call(demo, REGISTER, {
      method: 'POST',
      body: { applicationName: 'n'.repeat(250), applicationEmail: 'long@example.com' },
    });
    expect(result.status).toBe(200);
  });

  it('answers 400 for a body that is not JSON', async () => {
    expectError(await call(demo, REGISTER, { method: 'POST', body: '{"applicationName":' }), 400, /JSON/);
  });
});

describe('login (endpoint 9)', () => {
  let appToken: string;
  beforeAll(async () => {
    appToken = await registerApplication(demo);
  });

  it('documents its accounts', () => {
    expect(DEMO_ACCOUNTS.map((account) => `${account.userName}/${account.password}`)).toEqual([
      'guard/guard-demo',
      'supervisor/supervisor-demo',
      'locked/locked-demo',
    ]);
  });

  it('logs in with passwordCredentials and returns a session with its expiry', async () => {
    const result = await call(demo, LOGIN, loginRequest(appToken, 'guard', 'guard-demo'));
    expect(result.status).toBe(200);
    expect(strictSchemaProblem('LoginResponse', result.body)).toBeNull();
    const body = result.body as { expirationDate: string; loginMessage: string | null };
    expect(Date.parse(body.expirationDate) - clock.now()).toBe(8 * 3_600_000);
    expect(body.loginMessage).toBeNull();
    const supervisor = await call(demo, LOGIN, loginRequest(appToken, 'supervisor', 'supervisor-demo'));
    expect(typeof (supervisor.body as { loginMessage: unknown }).loginMessage).toBe('string');
  });

  it('lets a user hold several sessions at once', async () => {
    const first = await signIn(demo, 'guard', appToken);
    const second = await signIn(demo, 'guard', appToken);
    expect(first.sessionToken).not.toBe(second.sessionToken);
    expect((await first.get(CUSTOMERS)).status).toBe(200);
    expect((await second.get(CUSTOMERS)).status).toBe(200);
  });

  it.each([
    ['no userName', { password: 'guard-demo', type: 'passwordCredentials' }],
    ['an empty userName', { userName: '', password: 'guard-demo', type: 'passwordCredentials' }],
    ['no password', { userName: 'guard', type: 'passwordCredentials' }],
    ['another type', { userName: 'guard', password: 'guard-demo', type: 'password' }],
    ['no type', { userName: 'guard', password: 'guard-demo' }],
  ])('answers 400 for %s', async (_label, body) => {
    const request = { ...loginRequest(appToken, '', ''), body };
    expectError(await call(demo, LOGIN, request), 400);
  });

  it('answers 401 for a wrong password or an unknown user', async () => {
    expectError(await call(demo, LOGIN, loginRequest(appToken, 'guard', 'wrong')), 401, /invalid/);
    expectError(await call(demo, LOGIN, loginRequest(appToken, 'nobody', 'guard-demo')), 401, /invalid/);
  });

  it('answers 401 for a locked account and says so', async () => {
    const result = await call(demo, LOGIN, loginRequest(appToken, 'locked', 'locked-demo'));
    expectError(result, 401, /locked/);
    expect((result.body as { consumerMessage: string }).consumerMessage).toMatch(/locked/i);
  });

  it('needs the nonce and application headers but no session', async () => {
    const withoutNonce = loginRequest(appToken, 'guard', 'guard-demo');
    delete (withoutNonce.headers as Partial<Record<string, string>>)['x-nonce-token'];
    expectError(await call(demo, LOGIN, withoutNonce), 401, /x-nonce-token/);
    const withoutApp = loginRequest('', 'guard', 'guard-demo');
    expectError(await call(demo, LOGIN, withoutApp), 401, /x-app-token/);
    const unknownApp = loginRequest('not-a-registered-token', 'guard', 'guard-demo');
    expectError(await call(demo, LOGIN, unknownApp), 401, /x-app-token/);
  });
});

describe('authentication headers on business endpoints', () => {
  it('answers 401 when any of the three headers is missing', async () => {
    const caller = await signIn(demo);
    for (const name of ['x-nonce-token', 'x-app-token', 'x-user-credential']) {
      const headers = caller.headers();
      delete headers[name];
      expectError(await call(demo, CUSTOMERS, { headers }), 401, new RegExp(name));
    }
  });

  it.each(['not base64!', 'abc', '####', 'YWJj=', 'YW Jj'])(
    'answers 401 for the nonce %j (not base64)',
    async (nonce) => {
      const caller = await signIn(demo);
      expectError(
        await call(demo, CUSTOMERS, { headers: { ...caller.headers(), 'x-nonce-token': nonce } }),
        401,
        /base64/,
      );
    },
  );

  it('accepts a nonce once and answers 401 when it comes again', async () => {
    const caller = await signIn(demo);
    const headers = caller.headers();
    expect((await call(demo, CUSTOMERS, { headers })).status).toBe(200);
    expectError(await call(demo, CUSTOMERS, { headers }), 401, /already been used/);
  });

  it('treats a nonce used at login as spent for every later request', async () => {
    const appToken = await registerApplication(demo);
    const request = loginRequest(appToken, 'guard', 'guard-demo');
    const login = await call(demo, LOGIN, request);
    const session = (login.body as { sessionToken: string }).sessionToken;
    const replay = { ...request.headers, 'x-user-credential': session };
    expectError(await call(demo, CUSTOMERS, { headers: replay }), 401, /already been used/);
  });

  it('answers 401 for an unknown session token', async () => {
    const caller = await signIn(demo);
    const headers = { ...caller.headers(), 'x-user-credential': 'forged' };
    expectError(await call(demo, CUSTOMERS, { headers }), 401, /not a valid session/);
  });

  it('ends every session on expireSessions(), saying it expired', async () => {
    const caller = await signIn(demo);
    demo.expireSessions();
    const result = await caller.get(CUSTOMERS);
    expectError(result, 401, /expired/);
    expect((result.body as { consumerMessage: string }).consumerMessage).toMatch(/session has expired/i);
    const again = await signIn(demo, 'guard', caller.appToken);
    expect((await again.get(CUSTOMERS)).status).toBe(200);
  });

  it('ends a session at its expiry date', async () => {
    const caller = await signIn(demo);
    clock.advance(8 * 3_600_000 - 1);
    expect((await caller.get(CUSTOMERS)).status).toBe(200);
    clock.advance(1);
    expectError(await caller.get(CUSTOMERS), 401, /expired/);
  });

  it('refuses an application token after its year', async () => {
    const appToken = await registerApplication(demo);
    clock.advance(365 * 86_400_000);
    expectError(await call(demo, LOGIN, loginRequest(appToken, 'guard', 'guard-demo')), 401, /x-app-token/);
  });
});

describe('nonce memory', () => {
  it('remembers a nonce for ten minutes, then forgets it', () => {
    const nonces = manualClock();
    const registry = new NonceRegistry(nonces.now);
    const nonce = freshNonce();
    expect(registry.use(nonce)).toBe(true);
    nonces.advance(10 * 60_000 - 1);
    expect(registry.use(nonce)).toBe(false);
    for (let i = 0; i < 100; i++) registry.use(freshNonce());
    expect(registry.size).toBe(101);
    nonces.advance(10 * 60_000);
    registry.use(freshNonce());
    expect(registry.size).toBe(1);
  });
});
