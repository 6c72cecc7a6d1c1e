import { defineStore } from 'pinia';
import { ref, watch } from 'vue';
import type { PushEvent } from '../../../electron/contract.js';
import { useBridge } from '../bridge/active-bridge.js';
import { useAlarmPicturesStore } from './alarm-pictures.js';
import { useAlertsStore } from './alerts.js';
import { useCustomersStore } from './customers.js';
import { useExportStore } from './exports.js';
import { useFeedStore } from './feed.js';
import { useHealthStore } from './health.js';
import { useMonitoringStore } from './monitoring.js';
import { usePreferencesStore } from './preferences.js';
import { usePresenceStore } from './presence.js';
import { useScreensStore } from './screens.js';
import { useSnoozesStore } from './snoozes.js';
import { useSessionStore } from './session.js';
import { useStatsStore } from './stats.js';

/** `wall`: a display screen's own, read from across the room (WallView). */
export type ViewName = 'wall' | 'feed' | 'alerts' | 'rules' | 'inventory' | 'export' | 'health' | 'customers';

/**
 * Starts the monitor: routes every push to its store, follows the transport's connection, loads
 * the screens' data once signed in and again after the connection comes back.
 */
export const useAppStore = defineStore('app', () => {
  const view = ref<ViewName>('feed');
  const started = ref(false);
  /** null until the transport has said; false while the browser shell cannot be reached. */
  const connected = ref<boolean | null>(null);
  const transport = ref<'electron' | 'browser'>('browser');
  const stops: Array<() => void> = [];

  const session = useSessionStore();
  const customers = useCustomersStore();
  const feed = useFeedStore();
  const alerts = useAlertsStore();
  const health = useHealthStore();
  const exports = useExportStore();
  const stats = useStatsStore();
  const preferences = usePreferencesStore();
  const snoozes = useSnoozesStore();
  const monitoring = useMonitoringStore();
  const screens = useScreensStore();
  const alarmPictures = useAlarmPicturesStore();
  const presence = usePresenceStore();

  function route(event: PushEvent): void {
    switch (event.name) {
      case 'events':
        feed.receive(event.payload.events);
        stats.receive(event.payload.events);
        break;
      case 'alerts':
        alerts.receive(event.payload.groups);
        break;
      case 'snoozes':
        snoozes.receive(event.payload.snoozes);
        break;
      case 'sync-status':
        health.receive(event.payload.statuses, event.payload.totals);
        break;
      case 'session':
        session.receive(event.payload);
        break;
      case 'export-progress':
        exports.receive(event.payload);
        break;
      case 'alarm-pictures':
        alarmPictures.changed(event.payload.alarmId);
        break;
      case 'focus-alarm':
        showAlarm(event.payload.alarmId);
        break;
      case 'monitoring':
        monitoring.receive(event.payload);
        break;
      case 'preferences':
        preferences.receive(event.payload);
        break;
      case 'screen-joined':
        screens.receiveJoined(event.payload);
        break;
      case 'presence':
        presence.receive(event.payload);
        break;
    }
  }

  /** Everything the signed-in screens show. */
  let loadingScreens = false;
  async function loadScreens(): Promise<void> {
    loadingScreens = true;
    try {
      await Promise.all([
        customers.load(),
        preferences.load(),
        alerts.load(),
        snoozes.load(),
        health.load(),
        monitoring.load(),
        presence.load(),
      ]);
    } finally {
      loadingScreens = false;
    }
    // Those calls waited for a cache being prepared: ask again in case its end was pushed before this screen listened.
    if (session.status?.cachePreparation) await session.refresh();
    await loadScoped();
  }

  /** The feed and the chart follow the header's customer scope and the watched customers. */
  function loadScoped(): Promise<unknown> {
    return Promise.all([feed.setFilter({ customerGuid: customers.scopeGuid }), stats.load(customers.scopedGuids)]);
  }

  /** The alarm the Alarms screen should bring into view and focus (a notification was clicked). */
  const focusedAlarm = ref<{ alarmId: number; seq: number } | null>(null);

  function showAlarm(alarmId: number): void {
    const group = alerts.groups.find((candidate) => candidate.alarmId === alarmId);
    // An alarm of a customer outside the header's scope would stay hidden: show every customer's.
    if (group && !customers.scopedGuids.some((guid) => guid.toLowerCase() === group.customerGuid.toLowerCase()))
      customers.scopeGuid = null;
    view.value = 'alerts';
    focusedAlarm.value = { alarmId, seq: (focusedAlarm.value?.seq ?? 0) + 1 };
  }

  function showEvent(eventId: number): void {
    view.value = 'feed';
    void feed.focusEvent(eventId);
  }

  async function start(): Promise<void> {
    if (started.value) return;
    started.value = true;
    const bridge = useBridge();
    transport.value = bridge.transport;
    stops.push(bridge.subscribe(route));
    stops.push(
      bridge.watchConnection((link) => {
        const isConnected = link === 'connected';
        const firstHeard = connected.value === null && isConnected;
        const cameBack = connected.value === false && isConnected;
        connected.value = isConnected;
        monitoring.linkChanged(link);
        // What the host pushed before this screen first heard it is lost (a sign-in the host made as it started,
        // while this page loaded): asked again once it does hear.
        if (firstHeard) void session.refresh();
        if (cameBack)
          void session
            .refresh()
            .then(() => (session.status?.registered && !session.signInHere ? loadScreens() : undefined));
      }),
    );
    stops.push(
      watch(
        () => session.signedIn,
        (signedIn, before) => {
          if (signedIn && !before) void loadScreens();
          // A control room's screen signs in as its own guard: only then may it read whether the monitor sees.
          if (signedIn && !before && session.status?.ownGuard) void monitoring.load();
        },
      ),
    );
    stops.push(
      watch(
        () => customers.scopedGuids.join(),
        () => {
          if (!loadingScreens) void loadScoped();
        },
        // Synchronous, so that a change made while loadScreens runs is seen while its flag is up.
        { flush: 'sync' },
      ),
    );
    await Promise.all([screens.loadOwn(), session.refresh()]);
    // A control room's screen not signed in as its own guard reads nothing until it is.
    if (session.signInHere) return;
    // Signed out is itself a reason the monitor is blind: said whatever the session.
    await monitoring.load();
    // Signed out but set up (an ended session): the cache still has the feed to show.
    if (session.status?.registered && !session.signedIn) await loadScreens();
  }

  function stop(): void {
    for (const stopOne of stops.splice(0)) stopOne();
    started.value = false;
  }

  return { view, started, connected, transport, focusedAlarm, start, stop, showEvent, showAlarm, loadScreens };
});
