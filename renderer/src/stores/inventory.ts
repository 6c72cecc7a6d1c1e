import { defineStore } from 'pinia';
import { ref } from 'vue';
import { callBridge } from '../bridge/active-bridge.js';
import { attempt } from './call.js';

export type InventoryKind = 'doors' | 'devices' | 'users';

export interface Snapshot {
  items: unknown[];
  fetchedAtMs: number | null;
  fromCache: boolean;
  loading: boolean;
  error: string | null;
}

const METHODS = { doors: 'inventory.doors', devices: 'inventory.devices', users: 'inventory.users' } as const;

/** Doors, controllers and cardholders per customer, as the core serves them (live or from the cache). */
export const useInventoryStore = defineStore('inventory', () => {
  const snapshots = ref<Record<string, Snapshot>>({});

  const keyOf = (customerGuid: string, kind: InventoryKind): string => `${customerGuid.toLowerCase()}:${kind}`;

  function snapshot(customerGuid: string, kind: InventoryKind): Snapshot | null {
    return snapshots.value[keyOf(customerGuid, kind)] ?? null;
  }

  async function load(customerGuid: string, kind: InventoryKind): Promise<void> {
    const key = keyOf(customerGuid, kind);
    const previous = snapshots.value[key];
    snapshots.value[key] = {
      items: previous?.items ?? [],
      fetchedAtMs: previous?.fetchedAtMs ?? null,
      fromCache: previous?.fromCache ?? false,
      loading: true,
      error: null,
    };
    const answer = await attempt(() => callBridge(METHODS[kind], { customerGuid }));
    snapshots.value[key] = answer.ok
      ? { ...answer.value, loading: false, error: null }
      : { ...snapshots.value[key], loading: false, error: answer.error.message };
  }

  return { snapshots, snapshot, load };
});
