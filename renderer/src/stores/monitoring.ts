import { defineStore } from 'pinia';
import { computed, ref } from 'vue';
import { NOTHING_WATCHED, type Monitoring } from '../../../electron/contract.js';
import { callBridge } from '../bridge/active-bridge.js';
import type { Link } from '../bridge/monitor-bridge.js';
import { settleCall } from './call.js';

/**
 * A screen that cannot reach its monitor this long says NOT MONITORING itself: the monitor's own alarm
 * cannot reach it, so nothing else would.
 */
export const LINK_BLIND_AFTER_MS = 15_000;
/** That screen's alarm sounds again this often until a guard acknowledges it there (as the monitor's own does). */
export const LINK_REPEAT_MS = 60_000;

/** This screen lost its monitor (the browser shell's push stream is down). */
export interface LinkLoss {
  sinceMs: number;
  /** Lost for LINK_BLIND_AFTER_MS or more: this screen is not monitoring. */
  blind: boolean;
  /** Acknowledged on this screen only: the monitor cannot be reached to record it. */
  acknowledged: { atMs: number; note: string } | null;
  /** The shell refuses this screen for good: blind at once, until it is opened at its current address. */
  accessEnded: boolean;
}

const NOTE_REQUIRED = 'Say what is being done (a note is required)';

/**
 * Whether the monitor sees its watched customers, and whether this screen reaches its monitor: while
 * either fails, the NOT MONITORING alarm stands on every screen. `soundSeq` rises each time it must sound.
 */
export const useMonitoringStore = defineStore('monitoring', () => {
  const state = ref<Monitoring>({ ...NOTHING_WATCHED });
  const link = ref<LinkLoss | null>(null);
  const soundSeq = ref(0);
  const error = ref<string | null>(null);
  const busy = ref(false);
  let blindTimer: ReturnType<typeof setTimeout> | undefined;
  let repeatTimer: ReturnType<typeof setInterval> | undefined;

  /** The monitor says it is blind. While this screen has lost it, what it said last is out of date. */
  const blind = computed(() => !state.value.seeing && !link.value?.blind);
  const linkBlind = computed(() => link.value?.blind === true);
  /** Blind because no customer is watched: there is nothing to have seen last. */
  const nothingWatched = computed(
    () => blind.value && state.value.causes.some((cause) => cause.kind === 'nothing-watched'),
  );
  /** What every screen shows as NOT MONITORING: the monitor is blind, or this screen cannot reach it. */
  const notMonitoring = computed(() => blind.value || linkBlind.value);
  /** Blind, and nobody has acknowledged it yet: it sounds. */
  const sounding = computed(() =>
    linkBlind.value ? link.value?.acknowledged === null : blind.value && state.value.acknowledged === null,
  );
  const blindGuids = computed(
    () => new Set(state.value.customers.filter((customer) => customer.blind).map((c) => c.customerGuid.toLowerCase())),
  );
  /** When the blind customers were last seen (the oldest of their last good reads); null: never since the start. */
  const lastSeenMs = computed(() => {
    if (linkBlind.value) return link.value!.sinceMs;
    const reads = state.value.customers
      .filter((customer) => customer.blind && customer.lastGoodReadMs !== null)
      .map((customer) => customer.lastGoodReadMs!);
    return reads.length ? Math.min(...reads) : null;
  });

  /** Whether nothing newer than what is shown is known of this customer's events. */
  function isUnseen(customerGuid: string | null): boolean {
    if (linkBlind.value) return true;
    return blind.value && customerGuid !== null && blindGuids.value.has(customerGuid.toLowerCase());
  }

  /** When a read of this customer last succeeded, as the monitor said; null: never, or not watched. */
  function lastGoodReadOf(customerGuid: string): number | null {
    const wanted = customerGuid.toLowerCase();
    return state.value.customers.find((c) => c.customerGuid.toLowerCase() === wanted)?.lastGoodReadMs ?? null;
  }

  /** The monitor's state (a push or an answer). A new alertSeq while blind and unacknowledged sounds. */
  function receive(next: Monitoring): void {
    // Compared for a change, not a rise: a restarted monitor counts from 0 again.
    if (next.alertSeq !== state.value.alertSeq && !next.seeing && next.acknowledged === null) soundSeq.value += 1;
    state.value = next;
  }

  /** Follows this screen's link to its monitor (the transport's connection). */
  function linkChanged(next: Link): void {
    if (next === 'connected') {
      clearTimeout(blindTimer);
      clearInterval(repeatTimer);
      link.value = null;
      return;
    }
    if (next === 'access-ended') {
      clearTimeout(blindTimer);
      link.value = { sinceMs: link.value?.sinceMs ?? Date.now(), blind: false, acknowledged: null, accessEnded: true };
      linkBlindNow();
      return;
    }
    if (link.value) return;
    link.value = { sinceMs: Date.now(), blind: false, acknowledged: null, accessEnded: false };
    blindTimer = setTimeout(linkBlindNow, LINK_BLIND_AFTER_MS);
  }

  /** This screen is blind: it sounds now, and again every minute until acknowledged here. */
  function linkBlindNow(): void {
    if (!link.value || link.value.blind) return;
    link.value.blind = true;
    soundSeq.value += 1;
    clearInterval(repeatTimer);
    repeatTimer = setInterval(() => {
      if (!link.value?.acknowledged) soundSeq.value += 1;
    }, LINK_REPEAT_MS);
  }

  /** The guard acknowledges on this screen what the monitor cannot be told: its sound stops here. */
  function acknowledgeLink(note: string): boolean {
    const trimmed = note.trim();
    if (!link.value?.blind) return false;
    if (!trimmed) {
      error.value = NOTE_REQUIRED;
      return false;
    }
    link.value.acknowledged = { atMs: Date.now(), note: trimmed };
    error.value = null;
    return true;
  }

  /** Acknowledges the NOT MONITORING alarm standing now (the monitor's, or this screen's lost link). */
  async function acknowledge(note: string): Promise<boolean> {
    if (linkBlind.value) return acknowledgeLink(note);
    if (!note.trim()) {
      error.value = NOTE_REQUIRED;
      return false;
    }
    return settleCall(() => callBridge('monitoring.acknowledge', { note: note.trim() }), receive, { error, busy });
  }

  return {
    state,
    link,
    soundSeq,
    error,
    busy,
    blind,
    linkBlind,
    nothingWatched,
    notMonitoring,
    sounding,
    lastSeenMs,
    isUnseen,
    lastGoodReadOf,
    receive,
    linkChanged,
    acknowledge,
    load: () => settleCall(() => callBridge('monitoring.status', {}), receive, { error }),
  };
});
