// A browser screen signing the workstation in (outside a control room) over real HTTP on 127.0.0.1:
// wrong passwords are slowed per screen and per user name, as a guard's own sign-in on a screen is
// (issue 32, low 9), so a screen cannot spend the desk's rate limit at the service on guesses. The
// Backend is a stand-in service that knows one password and counts the sign-ins it is asked for.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend, MethodName } from '../../electron/contract.js';
import { startWebShell, type WebShell } from '../../electron/web/server.js';

class SignInBackend implements Backend {
  asked = 0;

  async invoke(method: MethodName, input: unknown): Promise<never> {
    if (method !== 'session.login') throw new Error(`not in this test: ${method}`);
    this.asked += 1;
    if ((input as { password: string }).password !== 'right') {
      throw Object.assign(new Error('401'), {
        kind: 'unauthenticated',
        userMessage: 'The user name or password is incorrect.',
      });
    }
    return { signedIn: true } as never;
  }

  subscribe(): () => void {
    return () => undefined;
  }
}

let dir: string;
let backend: SignInBackend;
let shell: WebShell;

async function screenCookie(url: string): Promise<string> {
  const response = await fetch(url, { redirect: 'manual' });
  expect(response.status).toBe(303);
  return (response.headers.get('set-cookie') ?? '').split(';')[0]!;
}

async function signIn(cookie: string, userName: string, password: string): Promise<unknown> {
  const response = await fetch(`${shell.origin}/api/call`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ method: 'session.login', input: { userName, password, remember: false } }),
  });
  return response.json();
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'acs-sign-in-'));
  await writeFile(join(dir, 'index.html'), '<!doctype html><title>ACS Monitor</title>');
  backend = new SignInBackend();
  shell = await startWebShell({ backend, rendererDir: dir });
});

afterAll(async () => {
  await shell.close();
  await rm(dir, { recursive: true, force: true });
});

describe('a screen signing the workstation in (issue 32, low 9)', () => {
  it('after wrong passwords waits, told when it may try again, and the service is not asked meanwhile', async () => {
    const desk = await screenCookie(shell.url);
    const wrong = { ok: false, error: { kind: 'unauthenticated', message: 'The user name or password is incorrect.' } };
    for (let i = 0; i < 3; i++) expect(await signIn(desk, 'guard', `guess-${i}`)).toEqual(wrong);
    const waiting = {
      ok: false,
      error: {
        kind: 'forbidden',
        message: 'Too many wrong passwords in a row on this screen or as guard: the next sign-in is allowed in 1 s.',
      },
    };
    expect(await signIn(desk, 'guard', 'right')).toEqual(waiting);
    // Another screen guessing the same user name waits as well.
    const other = await screenCookie(shell.screens.rotateUrl());
    expect(await signIn(other, 'Guard', 'guess-4')).toMatchObject({ ok: false, error: { kind: 'forbidden' } });
    expect(backend.asked).toBe(3);
  });
});
