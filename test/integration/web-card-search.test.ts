// Card-number searches from browser screens (issue 32, medium 6), over real HTTP on 127.0.0.1: a
// display searches none, none is searched within one person's or card's events, and each screen tries
// at most CARD_SEARCHES_PER_HOUR new ones an hour. The Backend is a stand-in that records the searches.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend, MethodName } from '../../electron/contract.js';
import {
  CARD_SEARCH_DISPLAY_REFUSED,
  CARD_SEARCH_NARROWED_REFUSED,
  CARD_SEARCHES_PER_HOUR,
  CARD_SEARCHES_PER_HOUR_ALL_SCREENS,
  CardSearches,
} from '../../electron/web/card-searches.js';
import { startWebShell, type WebShell } from '../../electron/web/server.js';

const TOKEN_GUID = '0b2f1c9e-4a57-4d0e-9a51-6e7a4b3c2d10';

class SearchBackend implements Backend {
  readonly searched: unknown[] = [];

  async invoke(method: MethodName, input: unknown): Promise<never> {
    if (method !== 'feed.query') throw new Error(`not in this test: ${method}`);
    this.searched.push((input as { text?: unknown }).text);
    return [] as never;
  }

  subscribe(): () => void {
    return () => undefined;
  }
}

let dir: string;
let backend: SearchBackend;
let shell: WebShell;

async function screenCookie(url: string): Promise<string> {
  const response = await fetch(url, { redirect: 'manual' });
  expect(response.status).toBe(303);
  return (response.headers.get('set-cookie') ?? '').split(';')[0]!;
}

async function search(cookie: string, input: Record<string, unknown>): Promise<{ ok: boolean; error?: unknown }> {
  const response = await fetch(`${shell.origin}/api/call`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ method: 'feed.query', input: { limit: 100, ...input } }),
  });
  return (await response.json()) as { ok: boolean; error?: unknown };
}

const refused = (message: string) => ({ ok: false, error: { kind: 'forbidden', message } });

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'acs-card-search-'));
  await writeFile(join(dir, 'index.html'), '<!doctype html><title>ACS Monitor</title>');
  backend = new SearchBackend();
  shell = await startWebShell({ backend, rendererDir: dir });
});

afterAll(async () => {
  await shell.close();
  await rm(dir, { recursive: true, force: true });
});

describe('a card-number search from a browser screen', () => {
  it('is refused to a display, which still reads the feed and searches names', async () => {
    const wall = await screenCookie(shell.screens.rotateUrl('display'));
    expect(await search(wall, { text: '40021877' })).toEqual(refused(CARD_SEARCH_DISPLAY_REFUSED));
    expect(await search(wall, { text: 'Card 4002' })).toEqual(refused(CARD_SEARCH_DISPLAY_REFUSED));
    expect(await search(wall, {})).toEqual({ ok: true, value: [] });
    expect(await search(wall, { text: 'Müller front door' })).toEqual({ ok: true, value: [] });
    expect(backend.searched).not.toContain('40021877');
  });

  it('is refused within one person’s or card’s events, where a find would confirm a guess', async () => {
    const desk = await screenCookie(shell.screens.rotateUrl('operator'));
    expect(await search(desk, { text: '12341877', userOrTokenGuid: TOKEN_GUID })).toEqual(
      refused(CARD_SEARCH_NARROWED_REFUSED),
    );
    expect(backend.searched).not.toContain('12341877');
    expect(await search(desk, { text: 'front door', userOrTokenGuid: TOKEN_GUID })).toEqual({ ok: true, value: [] });
    expect(await search(desk, { text: '12341877' })).toEqual({ ok: true, value: [] });
  });

  it(`is limited to ${CARD_SEARCHES_PER_HOUR} new numbers an hour per screen, saying when the next one may be`, async () => {
    const desk = await screenCookie(shell.screens.rotateUrl('operator'));
    const guesses = Array.from({ length: CARD_SEARCHES_PER_HOUR + 1 }, (_, i) => `${String(i).padStart(4, '0')}1877`);
    for (const guess of guesses.slice(0, -1))
      expect(await search(desk, { text: guess })).toEqual({ ok: true, value: [] });
    const limited = await search(desk, { text: guesses.at(-1) });
    expect(limited).toEqual(
      refused(
        `This screen has searched for ${CARD_SEARCHES_PER_HOUR} card numbers in the last hour, the most a screen may: the next new one can be searched for in 60 min. Searches for names, doors and places go on as before.`,
      ),
    );
    expect(backend.searched).not.toContain(guesses.at(-1));
    // The same number again (a page further, a refresh) and names still go through; another screen has its own count.
    expect(await search(desk, { text: guesses[0], before: { eventDateMs: 1, eventId: 1 } })).toMatchObject({
      ok: true,
    });
    expect(await search(desk, { text: 'front door' })).toMatchObject({ ok: true });
    const other = await screenCookie(shell.screens.rotateUrl('operator'));
    expect(await search(other, { text: guesses.at(-1) })).toMatchObject({ ok: true });
  });
});

describe('the hourly count', () => {
  it('lets a screen search new numbers again as its oldest ones pass an hour', () => {
    let now = 0;
    const searches = new CardSearches(() => now);
    for (let i = 0; i < CARD_SEARCHES_PER_HOUR; i++) {
      now += 120_000;
      expect(searches.refusal('s', 'operator', 'feed.query', { text: `${i}00000`, limit: 1 })).toBeUndefined();
    }
    expect(searches.refusal('s', 'operator', 'feed.query', { text: '99999999', limit: 1 })).toMatch(/in 2 min\./);
    now += 120_000;
    expect(searches.refusal('s', 'operator', 'feed.query', { text: '99999999', limit: 1 })).toBeUndefined();
  });

  it(`is limited to ${CARD_SEARCHES_PER_HOUR_ALL_SCREENS} an hour for all screens together: new screens, or one withdrawn, make no fresh count`, () => {
    const searches = new CardSearches(() => 0);
    const screens = CARD_SEARCHES_PER_HOUR_ALL_SCREENS / CARD_SEARCHES_PER_HOUR;
    for (let screen = 0; screen < screens; screen++) {
      for (let i = 0; i < CARD_SEARCHES_PER_HOUR; i++) {
        expect(
          searches.refusal(`s${screen}`, 'operator', 'feed.query', { text: `${screen}${i}0000`, limit: 1 }),
        ).toBeUndefined();
      }
    }
    expect(searches.refusal('newest', 'operator', 'feed.query', { text: '12341877', limit: 1 })).toBe(
      `This workstation's screens have searched for ${CARD_SEARCHES_PER_HOUR_ALL_SCREENS} card numbers in the last hour, the most they may together: the next new one can be searched for in 60 min. Searches for names, doors and places go on as before.`,
    );
  });
});
