// A customer's inventory in the room, on a real PostgreSQL, as the poller publishes it after a start:
// the customer and its doors first, its controllers and cardholders just after. The room's row keeps
// the kinds a publish lacks, so a follower reading it never finds a customer without its cardholders
// (those of the last run until the new ones come), nor without the doors the first half brought.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PublicInventory } from '../../electron/core/api/redact.js';
import type { Customer } from '../../electron/core/api/types.js';
import { PollerLease } from '../../electron/core/room/poller/poller-lease.js';
import { RoomFeed } from '../../electron/core/room/poller/room-feed.js';
import { createRoomDatabase, type RoomDatabase } from '../support/room-database.js';

const GUID = '6c1f3f57-3c1b-4c8e-9a55-2f0a3c4b5d6e';
const customer = { customerGuid: GUID, customerName: 'Harbourside' } as Customer;
const door = (doorGuid: string): PublicInventory['doors'] => [{ doorGuid }] as unknown as PublicInventory['doors'];
const users = (...firstNames: string[]): PublicInventory['users'] =>
  firstNames.map((firstName) => ({ userGuid: firstName, firstName })) as unknown as PublicInventory['users'];

let db: RoomDatabase;
let feed: RoomFeed<unknown, PublicInventory>;
let lease: PollerLease;

beforeEach(async () => {
  db = await createRoomDatabase();
  feed = await RoomFeed.open(db.url);
});
afterEach(async () => {
  await lease?.stop();
  await feed.close();
  await db.drop();
});

/** This test's poller token, once its lease polls. */
function pollerToken(): Promise<string> {
  return new Promise((resolve) => {
    lease = new PollerLease(db.url, {
      holder: 'control-1',
      onChange: (state) => state.role === 'poller' && resolve(state.token),
    });
  });
}

/** The customer's inventory as a follower reads it from the room now (one row a customer). */
async function followed(): Promise<PublicInventory | undefined> {
  const { changes } = await feed.changesSince(0);
  for (const change of changes)
    if (change.kind === 'inventory' && change.customerGuid === GUID) return change.inventory;
  return undefined;
}

describe("a customer's inventory in the room after a start", { timeout: 60_000 }, () => {
  it('keeps the cardholders through the doors-first half, and the doors through the second', async () => {
    const token = await pollerToken();
    // The last run's whole inventory.
    await feed.publishInventory(token, GUID, {
      customer,
      doors: door('old-door'),
      devices: [],
      users: users('Ada'),
      fetchedAtMs: 1,
    });
    await feed.publishInventory(token, GUID, { customer, doors: door('d1'), fetchedAtMs: 2 });
    expect(await followed()).toMatchObject({ doors: [{ doorGuid: 'd1' }], users: [{ firstName: 'Ada' }] });
    await feed.publishInventory(token, GUID, { devices: [], users: users('Grace', 'Alan'), fetchedAtMs: 3 });
    expect(await followed()).toEqual({
      customer,
      doors: [{ doorGuid: 'd1' }],
      devices: [],
      users: [
        { userGuid: 'Grace', firstName: 'Grace' },
        { userGuid: 'Alan', firstName: 'Alan' },
      ],
      fetchedAtMs: 3,
    });
  });
});
