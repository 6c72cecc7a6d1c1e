// The screens behind the shell's tabs. The feed, the screen the monitor opens on, is in the first
// chunk with the shell (and so the critical strip and banners): an alarm never waits on a chunk. Each
// other screen is a chunk of its own, fetched when first opened, and fetched ahead once the feed shows
// its first page and the page is idle, so that a tab opens at once even on a busy host.
import { defineAsyncComponent, watch, type Component } from 'vue';
import type { ViewName } from '../stores/app.js';
import FeedView from './FeedView.vue';

type LaterScreen = Exclude<ViewName, 'feed'>;

const LOADERS: Record<LaterScreen, () => Promise<Component>> = {
  wall: () => import('./WallView.vue'),
  alerts: () => import('./AlertsView.vue'),
  rules: () => import('./RulesView.vue'),
  inventory: () => import('./InventoryView.vue'),
  export: () => import('./ExportView.vue'),
  health: () => import('./HealthView.vue'),
  customers: () => import('./CustomersView.vue'),
};

export const SHELL_SCREENS: Readonly<Record<ViewName, Component>> = {
  feed: FeedView,
  ...(Object.fromEntries(
    Object.entries(LOADERS).map(([view, loader]) => [view, defineAsyncComponent(loader)]),
  ) as Record<LaterScreen, Component>),
};

/** At most this long after the shell mounts, the chunks are fetched even if the feed shows nothing yet. */
const PRELOAD_LATEST_MS = 5_000;

/**
 * Fetches every later screen's chunk (the module loader keeps them) at the first idle moment after
 * `feedShown` holds, so that they never share the main thread with the feed's first page.
 */
export function preloadShellScreens(feedShown: () => boolean): void {
  const fetchAll = (): void => {
    for (const loader of Object.values(LOADERS)) void loader();
  };
  const whenIdle = (): void => {
    clearTimeout(latest);
    if ('requestIdleCallback' in window) window.requestIdleCallback(fetchAll, { timeout: 2_000 });
    else setTimeout(fetchAll, 0);
  };
  const latest = setTimeout(whenIdle, PRELOAD_LATEST_MS);
  // `feedShown` goes from false to true once; fetching twice costs nothing (the loader keeps modules).
  if (feedShown()) whenIdle();
  else watch(feedShown, whenIdle, { once: true });
}
