import { defineStore } from 'pinia';
import { computed, ref } from 'vue';
import type { Monitoring } from '../../../electron/contract.js';
import { callBridge } from '../bridge/active-bridge.js';
import { settleCall } from './call.js';

/** Whether the monitor sees its watched customers: while it does not, the NOT MONITORING alarm stands. */
export const useMonitoringStore = defineStore('monitoring', () => {
  const state = ref<Monitoring>({
    seeing: true,
    blindSinceMs: null,
    causes: [],
    customers: [],
    acknowledged: null,
    alertSeq: 0,
    restored: null,
  });
  const error = ref<string | null>(null);
  const busy = ref(false);

  const blind = computed(() => !state.value.seeing);
  /** Blind, and nobody has acknowledged it yet: it sounds. */
  const sounding = computed(() => blind.value && state.value.acknowledged === null);

  function receive(next: Monitoring): void {
    state.value = next;
  }

  return {
    state,
    error,
    busy,
    blind,
    sounding,
    receive,
    load: () => settleCall(() => callBridge('monitoring.status', {}), receive, { error }),
    /** A note saying what is being done is required. */
    acknowledge: (note: string) =>
      settleCall(() => callBridge('monitoring.acknowledge', { note }), receive, { error, busy }),
  };
});
