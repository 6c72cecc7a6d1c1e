// The lease's window (core/worker/lease-window.ts) holding a room poller's requests, with the real
// client and the demo service: a request waits at the shut window (a poller waking from a stop whose
// lease has not beaten since) and goes once a heartbeat opens it; a sync that stops meanwhile gives up.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ServiceClient } from '../../electron/core/api/client.js';
import type { DemoService } from '../../electron/demo/index.js';
import { LeaseWindow, sharedClockMs } from '../../electron/core/worker/lease-window.js';
import { signedIn, type SignedIn } from '../support/signed-in.js';

let world: SignedIn;
let demo: DemoService;
let window: LeaseWindow;
let client: ServiceClient;
/** Resolves when a request reaches the window (about to go out, but for the window). */
let atWindow: Promise<void>;

beforeEach(async () => {
  let reached: () => void = () => undefined;
  window = new LeaseWindow();
  // Open while the guard signs in; then shut, as for a poller whose heartbeats stopped.
  window.openUntil(sharedClockMs() + 60_000);
  world = await signedIn({
    demo: { historyHours: 1 },
    client: {
      beforeEachRequest: (signal) => {
        reached();
        return window.whenOpen(signal);
      },
    },
  });
  atWindow = new Promise((resolve) => (reached = resolve));
  window.openUntil(0);
  ({ demo } = world);
  client = world.session.client;
});
afterEach(() => world.close());

function doorRequests(): number[] {
  return demo.requests.filter((request) => request.path.endsWith('/door')).map((request) => request.at);
}

function listDoors(options: { signal?: AbortSignal } = {}): Promise<unknown[]> {
  return client.listDoors(demo.data.customers[0]!.customerGuid, options);
}

describe("a room poller's requests and its lease's window", () => {
  it('wait at the shut window and go once a heartbeat opens it', async () => {
    const asked = listDoors();
    await atWindow;
    const openedAt = Date.now();
    window.openUntil(sharedClockMs() + 6_000);
    expect((await asked).length).toBeGreaterThan(0);
    expect(doorRequests()).toHaveLength(1);
    expect(doorRequests()[0]).toBeGreaterThanOrEqual(openedAt);
  });

  it('never pass a shut window: a sync stopping meanwhile gives up, and once open it lets through at once', async () => {
    await expect(window.whenOpen(AbortSignal.abort())).rejects.toThrow();
    const stopping = new AbortController();
    const waiting = window.whenOpen(stopping.signal);
    stopping.abort();
    await expect(waiting).rejects.toThrow();
    window.openUntil(sharedClockMs() + 6_000);
    await expect(window.whenOpen(AbortSignal.abort())).resolves.toBeUndefined();
  });

  it('shut again once the heartbeats stop: the window lasts only until the lease would fence itself', () => {
    expect(window.isOpen()).toBe(false);
    window.openUntil(sharedClockMs() + 6_000);
    expect(window.isOpen()).toBe(true);
    expect(window.isOpen(sharedClockMs() + 6_001)).toBe(false);
  });
});
