import { defineStore } from 'pinia';
import { computed, ref } from 'vue';
import type { AlertGroup } from '../../../electron/contract.js';
import { callBridge, failureMessage } from '../bridge/inject.js';
import { useFeedStore } from './feed.js';

/** A denial the guard should hear about: a new group, or more denials in an open one. */
export interface Alarm {
  seq: number;
  group: AlertGroup;
}

/** The open (unacknowledged) denied-access alert groups. */
export const useAlertsStore = defineStore('alerts', () => {
  const groups = ref<AlertGroup[]>([]);
  const error = ref<string | null>(null);
  const busyKey = ref<string | null>(null);
  const alarm = ref<Alarm | null>(null);
  let loaded = false;

  const unacknowledgedCount = computed(() => groups.value.length);
  const deniedEventCount = computed(() => groups.value.reduce((sum, group) => sum + group.count, 0));
  const newestFirst = computed(() => [...groups.value].sort((a, b) => b.lastAtMs - a.lastAtMs));

  function raiseFor(next: AlertGroup[]): void {
    const before = new Map(groups.value.map((group) => [group.key, group.count]));
    const louder = next
      .filter((group) => group.count > (before.get(group.key) ?? 0))
      .sort((a, b) => b.lastAtMs - a.lastAtMs)[0];
    if (louder) alarm.value = { seq: (alarm.value?.seq ?? 0) + 1, group: louder };
  }

  /** The `alerts` push: the whole set of open groups. The first set seen raises nothing. */
  function receive(next: AlertGroup[]): void {
    if (loaded) raiseFor(next);
    groups.value = next;
    loaded = true;
  }

  async function load(): Promise<void> {
    try {
      receive(await callBridge('alerts.list', {}));
      error.value = null;
    } catch (thrown) {
      error.value = failureMessage(thrown);
    }
  }

  async function acknowledge(group: AlertGroup, note: string): Promise<boolean> {
    busyKey.value = group.key;
    const trimmed = note.trim() || null;
    try {
      groups.value = await callBridge('alerts.acknowledge', { eventIds: group.eventIds, note: trimmed });
      useFeedStore().markAcknowledged(group.eventIds, trimmed, Date.now());
      error.value = null;
      return true;
    } catch (thrown) {
      error.value = failureMessage(thrown);
      return false;
    } finally {
      busyKey.value = null;
    }
  }

  return {
    groups,
    error,
    busyKey,
    alarm,
    unacknowledgedCount,
    deniedEventCount,
    newestFirst,
    receive,
    load,
    acknowledge,
  };
});
