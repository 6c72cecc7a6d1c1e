// What reaches the screens (the desktop window and every browser screen: both transports carry the
// AppService's answers and pushes) of a service's events: the Event's known fields only, card numbers and
// installer codes masked (issue 22, finding 5). Against a demo that sends an undocumented field on every
// event, synced by the app's own worker as a guard's screen sees it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dispatch, type FeedEvent, type PushEvent } from '../../electron/contract.js';
import { AppService } from '../../electron/core/app/app-service.js';
import { EVENT_FIELD_NAMES } from '../../electron/core/api/event-fields.js';
import { MemorySecretStore } from '../../electron/core/secrets/index.js';
import { HOSTILE_EVENT_FIELD } from '../../electron/demo/hostile.js';
import { startDemoService, type DemoService } from '../../electron/demo/index.js';
import { CLI_BUILT } from '../support/acs-process.js';

let dataDir: string;
let demo: DemoService;
let app: AppService;
const pushed: PushEvent[] = [];
let seen: () => void;
const firstEvents = new Promise<void>((resolve) => (seen = resolve));

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'acs-screens-cards-'));
  demo = await startDemoService({ eventsPerMinute: 0, historyHours: 1, hostile: true });
  app = new AppService({
    dataDir,
    secrets: { store: new MemorySecretStore(), warning: null },
    syncSettings: { intervalMs: 200 },
    startDemo: async () => ({ baseUrl: demo.baseUrl, close: async () => undefined }),
  });
  app.subscribe((event) => {
    pushed.push(event);
    if (event.name === 'events' && event.payload.events.length > 0) seen();
  });
});
afterAll(async () => {
  await app.stop();
  await demo.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Every event a screen was handed: pushed, or answered to feed.query. */
function handed(answered: FeedEvent[]): Array<Record<string, unknown>> {
  const fromPushes = pushed.flatMap((event) => (event.name === 'events' ? event.payload.events : []));
  return [...fromPushes, ...answered].map((feedEvent) => feedEvent.event as unknown as Record<string, unknown>);
}

describe.skipIf(!CLI_BUILT)('events handed to the screens', () => {
  it('carry the known fields only, card numbers and installer codes masked to their last 4', async () => {
    const started = await dispatch(app, 'session.startDemo', {});
    expect(started.ok, JSON.stringify(started)).toBe(true);
    await firstEvents;
    const feed = async (): Promise<FeedEvent[]> => {
      const answer = await dispatch(app, 'feed.query', { limit: 500 });
      if (!answer.ok) throw new Error(answer.error.message);
      return answer.value as FeedEvent[];
    };
    // The sync fills the cache in pieces: wait for a good few events.
    await expect.poll(async () => (await feed()).length, { timeout: 30_000 }).toBeGreaterThan(50);
    const answer = { value: await feed() };
    const events = handed(answer.value);
    const known = new Set<string>(EVENT_FIELD_NAMES);
    const wholeCards = new Set(
      demo.data.customers
        .flatMap((customer) => demo.data.events(customer.customerGuid).map((event) => event.tokenData))
        .filter(Boolean),
    );
    for (const event of events) {
      expect(Object.keys(event).filter((name) => !known.has(name))).toEqual([]);
      expect(event).not.toHaveProperty(HOSTILE_EVENT_FIELD.name);
      if (event.tokenData) expect(event.tokenData).toMatch(/^\*{4}.{0,4}$/);
      expect(event.installerCode).toMatch(/^\*{4}\d{4}$/);
      expect(wholeCards.has(String(event.tokenDescription).replace(/^(Card|Fob) /, ''))).toBe(false);
    }
    const text = JSON.stringify(pushed) + JSON.stringify(answer.value);
    expect(text).not.toContain(HOSTILE_EVENT_FIELD.value);
    for (const card of [...wholeCards].slice(0, 200)) expect(text).not.toContain(`"${card}"`);
  });
});
