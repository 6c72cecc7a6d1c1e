import { defineStore } from 'pinia';
import { computed, ref } from 'vue';
import {
  ALARM_PRIORITIES,
  type AlarmOutcome,
  type AlarmPriority,
  type AlertGroup,
} from '../../../electron/contract.js';
import { loudness } from '../../../electron/core/alarms/alarm-loudness.js';
import { byPriorityThenNewest } from '../../../electron/core/alarms/alarm-order.js';
import { callBridge } from '../bridge/active-bridge.js';
import { settleCall } from './call.js';
import { useCustomersStore } from './customers.js';
import { useFeedStore } from './feed.js';

/** An alarm the guard should hear about: newly raised, grown by a repeat, or escalated. */
export interface Alarm {
  seq: number;
  group: AlertGroup;
}

/** The alarms not yet closed (open and acknowledged), as every screen of this monitor sees them. */
export const useAlertsStore = defineStore('alerts', () => {
  const groups = ref<AlertGroup[]>([]);
  const error = ref<string | null>(null);
  const busy = ref(false);
  const alarm = ref<Alarm | null>(null);
  let loaded = false;

  const open = computed(() => groups.value.filter((group) => group.state === 'open'));
  /** Every open alarm, whatever the customer scope: the badge's number and the tray's. */
  const unacknowledgedCount = computed(() => open.value.length);
  /** Open alarms per priority, every customer whatever the scope: the header's "2 critical · 5 high · 31 low". */
  const openByPriority = computed(() => {
    const counts = Object.fromEntries(ALARM_PRIORITIES.map((priority) => [priority, 0])) as Record<
      AlarmPriority,
      number
    >;
    for (const group of open.value) counts[group.priority] += 1;
    return counts;
  });
  const worstOpen = computed(() => [...open.value].sort(byPriorityThenNewest)[0] ?? null);
  const openCritical = computed(() =>
    open.value.filter((group) => group.priority === 'critical').sort(byPriorityThenNewest),
  );
  /** The header's customer scope applied: open alarms before acknowledged ones, each the worst and newest first. */
  const inScope = computed(() => {
    const scope = new Set(useCustomersStore().scopedGuids.map((guid) => guid.toLowerCase()));
    return groups.value
      .filter((group) => scope.has(group.customerGuid.toLowerCase()))
      .sort((a, b) => Number(a.state !== 'open') - Number(b.state !== 'open') || byPriorityThenNewest(a, b));
  });
  const outOfScopeOpen = computed(() => open.value.length - inScope.value.filter((g) => g.state === 'open').length);

  function raiseFor(next: AlertGroup[]): void {
    const before = new Map(groups.value.map((group) => [group.key, loudness(group)]));
    const louder = next
      .filter((group) => group.state === 'open' && loudness(group) > (before.get(group.key) ?? 0))
      .sort(byPriorityThenNewest)[0];
    if (louder) alarm.value = { seq: (alarm.value?.seq ?? 0) + 1, group: louder };
  }

  /**
   * Alarms raised or grown since the last set mark their events' rows in the feed with their priority;
   * those acknowledged since (on this screen or another) mark them acknowledged.
   */
  function markFeedFor(next: AlertGroup[]): void {
    const feed = useFeedStore();
    // Only the events new to an alarm: the rest were marked before.
    const before = new Map(groups.value.map((group) => [group.key, group]));
    feed.markAlarmed(
      next
        .filter((group) => group.count > (before.get(group.key)?.count ?? 0))
        .map((group) => {
          const known = new Set(before.get(group.key)?.eventIds);
          return { priority: group.priority, eventIds: group.eventIds.filter((eventId) => !known.has(eventId)) };
        }),
    );
    const wasOpen = new Set(groups.value.filter((group) => group.state === 'open').map((group) => group.key));
    for (const group of next) {
      const step = group.history.find((entry) => entry.action === 'acknowledged');
      if (step && wasOpen.has(group.key)) feed.markAcknowledged(group.eventIds, step.note, step.atMs);
    }
  }

  /** The `alerts` push (from any screen's action): the whole set. The first set seen raises nothing. */
  function receive(next: AlertGroup[]): void {
    if (loaded) raiseFor(next);
    markFeedFor(next);
    groups.value = next;
    loaded = true;
  }

  async function load(): Promise<void> {
    await settleCall(() => callBridge('alerts.list', {}), receive, { error });
  }

  /** Acknowledges the open alarms among `targets` with one note. */
  async function acknowledge(targets: readonly AlertGroup[], note: string): Promise<boolean> {
    const trimmed = note.trim() || null;
    const alarmIds = targets.filter((group) => group.state === 'open').map((group) => group.alarmId);
    if (alarmIds.length === 0) return true;
    const done = await run(() => callBridge('alerts.acknowledge', { alarmIds, note: trimmed }));
    if (done) {
      const eventIds = targets.flatMap((group) => group.eventIds);
      useFeedStore().markAcknowledged(eventIds, trimmed, Date.now());
    }
    return done;
  }

  /** Step `step` (from 0) of the alarm's procedure is done: its history says who and when. */
  async function doStep(target: AlertGroup, step: number): Promise<boolean> {
    return run(() => callBridge('alerts.doStep', { alarmId: target.alarmId, step }));
  }

  async function close(target: AlertGroup, outcome: AlarmOutcome, note: string): Promise<boolean> {
    return run(() => callBridge('alerts.close', { alarmIds: [target.alarmId], outcome, note: note.trim() || null }));
  }

  /** In a control room: "I'm on it" for one alarm, or letting go of it; a refusal says who holds it. */
  async function claim(target: AlertGroup): Promise<boolean> {
    return run(() => callBridge('alerts.claim', { alarmId: target.alarmId }));
  }

  async function release(target: AlertGroup): Promise<boolean> {
    return run(() => callBridge('alerts.release', { alarmId: target.alarmId }));
  }

  /** Why the last take-over was refused (a wrong password, the alarm closed meanwhile): said beside its form. */
  const takeOverError = ref<string | null>(null);

  /** A supervisor takes an alarm another operator holds, with the supervisor password once one is set. */
  async function takeOver(target: AlertGroup, note: string, supervisorPassword: string): Promise<boolean> {
    const input = {
      alarmId: target.alarmId,
      note: note.trim() || null,
      supervisorPassword: supervisorPassword || null,
    };
    return settleCall(
      () => callBridge('alerts.takeOver', input),
      (next) => (groups.value = next),
      {
        error: takeOverError,
        busy,
      },
    );
  }

  /** Why the last forwarding was refused (the operator left, another holds it): said beside its form. */
  const forwardError = ref<string | null>(null);

  /** In a control room: hands an alarm to an operator present, with a note they read on top. */
  async function forward(target: AlertGroup, toOperator: string, note: string): Promise<boolean> {
    const input = { alarmId: target.alarmId, toOperator, note: note.trim() || null };
    return settleCall(
      () => callBridge('alerts.forward', input),
      (next) => (groups.value = next),
      {
        error: forwardError,
        busy,
      },
    );
  }

  /** Opens a closed alarm again at every workstation of the room, saying why. */
  async function reopen(target: AlertGroup, note: string): Promise<boolean> {
    return run(() => callBridge('alerts.reopen', { alarmId: target.alarmId, note: note.trim() || null }));
  }

  function run(call: () => Promise<AlertGroup[]>): Promise<boolean> {
    return settleCall(call, (next) => (groups.value = next), { error, busy });
  }

  return {
    groups,
    error,
    busy,
    alarm,
    open,
    unacknowledgedCount,
    openByPriority,
    worstOpen,
    openCritical,
    inScope,
    outOfScopeOpen,
    receive,
    load,
    acknowledge,
    doStep,
    close,
    claim,
    release,
    takeOverError,
    takeOver,
    forwardError,
    forward,
    reopen,
  };
});
