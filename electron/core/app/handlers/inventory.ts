// inventory.*: a customer's doors, controllers and cardholders.
import { screenDoor, type PublicDoor } from '../../api/redact.js';
import type { InventoryKind, Snapshot } from '../../storage/inventory-storage.js';
import type { AppCore } from '../app-core.js';
import { isOffline } from './offline.js';
import type { NamespaceHandlers } from './namespace.js';

const INVENTORY_FRESH_MS = 5 * 60_000;

export function inventoryHandlers(this: AppCore): NamespaceHandlers<'inventory'> {
  return {
    'inventory.doors': async ({ customerGuid }) => {
      const snapshot = await inventory.call(this, customerGuid, 'door');
      return { ...snapshot, items: (snapshot.items as PublicDoor[]).map(screenDoor) };
    },
    'inventory.devices': async ({ customerGuid }) => inventory.call(this, customerGuid, 'device'),
    'inventory.users': async ({ customerGuid }) => inventory.call(this, customerGuid, 'user'),
  };
}

// Inventory from the cache while fresh; otherwise from the service (then cached); the cache again when offline.
async function inventory(
  this: AppCore,
  guid: string,
  kind: InventoryKind,
): Promise<{ items: unknown[]; fetchedAtMs: number | null; fromCache: boolean }> {
  const connection = await this.readyConnection();
  const { cache, session } = connection;
  const cached = (): Promise<Snapshot<unknown>> => cache.inventory.snapshot(guid, kind);
  const snapshot = await cached();
  if (snapshot.fetchedAtMs !== null && this.now() - snapshot.fetchedAtMs < INVENTORY_FRESH_MS) {
    return { ...snapshot, fromCache: false };
  }
  try {
    const fetchedAtMs = this.now();
    if (kind === 'door') {
      const askedAtMs = Date.now(); // the order of reads, on this computer's own clock (see FetchedInventory)
      const doors = await session.client.listDoors(guid);
      connection.pictures.camerasRead(guid, doors);
      await cache.inventory.saveDoors(guid, doors, fetchedAtMs);
      await connection.doorsStored(guid, askedAtMs);
    }
    if (kind === 'device') await cache.inventory.saveDevices(guid, await session.client.listDevices(guid), fetchedAtMs);
    if (kind === 'user') await cache.inventory.saveUsers(guid, await session.client.listUsers(guid), fetchedAtMs);
    return { ...(await cached()), fromCache: false };
  } catch (error) {
    if (!isOffline(error) || snapshot.fetchedAtMs === null) throw error;
    return { ...snapshot, fromCache: true };
  }
}
