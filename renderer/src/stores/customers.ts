import { defineStore } from 'pinia';
import { computed, ref } from 'vue';
import type { WatchedCustomer } from '../../../electron/contract.js';
import { callBridge } from '../bridge/active-bridge.js';
import { settleCall } from './call.js';

export type WatchedWithGuid = WatchedCustomer & { customerGuid: string };

/** The customers this user may see, which of them are watched, and the header's customer scope. */
export const useCustomersStore = defineStore('customers', () => {
  const list = ref<WatchedCustomer[]>([]);
  const loaded = ref(false);
  const error = ref<string | null>(null);
  const busyGuid = ref<string | null>(null);
  /** One watched customer the screens focus on, or null for all of them. */
  const scopeGuid = ref<string | null>(null);

  const watched = computed(() =>
    list.value.filter((customer): customer is WatchedWithGuid => customer.watched && customer.customerGuid !== null),
  );
  const byGuid = computed(
    () => new Map(watched.value.map((customer) => [customer.customerGuid.toLowerCase(), customer] as const)),
  );
  const scopedGuids = computed(() =>
    scopeGuid.value ? [scopeGuid.value] : watched.value.map((customer) => customer.customerGuid),
  );

  /** A new list, and the header's scope dropped if its customer is no longer watched. */
  function apply(next: WatchedCustomer[]): void {
    list.value = next;
    if (scopeGuid.value && !byGuid.value.has(scopeGuid.value.toLowerCase())) scopeGuid.value = null;
  }

  /**
   * Answers can arrive out of order (boxes ticked one after another are calls under way together): an answer
   * older than the one shown would tick again a box the guard has just cleared, so only the newest asked is shown.
   */
  let asked = 0;
  let shown = 0;
  function newest(): (next: WatchedCustomer[]) => void {
    const order = ++asked;
    return (next) => {
      if (order < shown) return;
      shown = order;
      apply(next);
    };
  }

  async function load(): Promise<void> {
    await settleCall(() => callBridge('customers.list', {}), newest(), { error });
    loaded.value = true;
  }

  async function watch(customerGuid: string, isWatched: boolean): Promise<boolean> {
    busyGuid.value = customerGuid;
    const input = { customerGuid: customerGuid.trim(), watched: isWatched };
    const done = await settleCall(() => callBridge('customers.watch', input), newest(), { error });
    if (busyGuid.value === customerGuid) busyGuid.value = null;
    return done;
  }

  /** Watches every customer this user may see that has a GUID; stops at the first refusal (said in `error`). */
  async function watchAll(): Promise<void> {
    for (const customer of list.value.filter((entry) => entry.customerGuid && !entry.watched)) {
      if (!(await watch(customer.customerGuid as string, true))) return;
    }
  }

  return {
    list,
    loaded,
    error,
    busyGuid,
    scopeGuid,
    watched,
    scopedGuids,
    load,
    watch,
    watchAll,
    setScope: (guid: string | null) => {
      scopeGuid.value = guid;
    },
    nameOf: (guid: string | null | undefined) => (guid && byGuid.value.get(guid.toLowerCase())?.customerName) || null,
    timezoneOf: (guid: string | null | undefined) => (guid && byGuid.value.get(guid.toLowerCase())?.timezone) || null,
    notesOf: (guid: string | null | undefined) => (guid && byGuid.value.get(guid.toLowerCase())?.notes) || null,
  };
});
