// Plain-fetch helpers for the demo service's own tests (independent of the real client).
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { strictSchemaProblem } from './strict-schemas.js';
import type { DemoService } from '../../electron/demo/index.js';

export interface HttpResult {
  status: number;
  headers: Headers;
  text: string;
  body: unknown;
}

/** base64 of a random UUID, as the spec suggests. */
export function freshNonce(): string {
  return Buffer.from(randomUUID()).toString('base64');
}

export async function call(
  demo: DemoService,
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: unknown } = {},
): Promise<HttpResult> {
  const headers: Record<string, string> = { ...init.headers };
  let body: string | undefined;
  if (init.body !== undefined) {
    body = typeof init.body === 'string' ? init.body : JSON.stringify(init.body);
    headers['content-type'] ??= 'application/json';
  }
  const response = await fetch(`${demo.baseUrl}${path}`, { method: init.method ?? 'GET', headers, body });
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  return { status: response.status, headers: response.headers, text, body: parsed };
}

export async function registerApplication(demo: DemoService, name = `app ${randomUUID()}`): Promise<string> {
  const result = await call(demo, '/v1/config/application', {
    method: 'POST',
    body: { applicationName: name, applicationEmail: 'integrator@example.com' },
  });
  if (result.status !== 200) throw new Error(`registration failed: ${result.text}`);
  return (result.body as { applicationToken: string }).applicationToken;
}

export function loginRequest(appToken: string, userName: string, password: string, type = 'passwordCredentials') {
  return {
    method: 'POST',
    headers: { 'x-nonce-token': freshNonce(), 'x-app-token': appToken },
    body: { userName, password, type },
  };
}

/** An application and a logged-in user; `headers()` gives the three headers with a fresh nonce. */
export interface DemoCaller {
  appToken: string;
  sessionToken: string;
  headers(): Record<string, string>;
  get(path: string): Promise<HttpResult>;
}

export async function signIn(demo: DemoService, userName = 'guard', appToken?: string): Promise<DemoCaller> {
  const app = appToken ?? (await registerApplication(demo));
  const login = await call(demo, '/v1/business/user/login', loginRequest(app, userName, `${userName}-demo`));
  if (login.status !== 200) throw new Error(`login failed: ${login.text}`);
  const sessionToken = (login.body as { sessionToken: string }).sessionToken;
  const headers = (): Record<string, string> => ({
    'x-nonce-token': freshNonce(),
    'x-app-token': app,
    'x-user-credential': sessionToken,
  });
  return { appToken: app, sessionToken, headers, get: (path) => call(demo, path, { headers: headers() }) };
}

/** A clock a test moves by hand. */
export function manualClock(startMs = Date.parse('2025-03-10T12:00:00.000Z')): {
  now: () => number;
  advance(ms: number): void;
} {
  let nowMs = startMs;
  return {
    now: () => nowMs,
    advance(ms) {
      nowMs += ms;
    },
  };
}

/** An error answer as the spec has them: the status, JSON, a strict ErrorBody, and the applicationMessage if given. */
export function expectError(result: HttpResult, status: number, applicationMessage?: RegExp): void {
  expect(result.status, result.text).toBe(status);
  expect(result.headers.get('content-type')).toBe('application/json; charset=utf-8');
  expect(strictSchemaProblem('ErrorBody', result.body)).toBeNull();
  if (applicationMessage) {
    expect((result.body as { applicationMessage: string }).applicationMessage).toMatch(applicationMessage);
  }
}
