// The screens behind the shell's tabs. The feed, the screen the monitor opens on, is in the first
// chunk with the shell (and so the critical strip and banners): an alarm never waits on a chunk. Each
// other screen is a chunk of its own, fetched when first opened, and fetched ahead once the page is
// idle after its first paint, so that a tab opens at once even on a busy host.
import { defineAsyncComponent, type Component } from 'vue';
import type { ViewName } from '../stores/app.js';
import FeedView from './FeedView.vue';

type LaterScreen = Exclude<ViewName, 'feed'>;

const LOADERS: Record<LaterScreen, () => Promise<Component>> = {
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

/** Fetches every later screen's chunk when the page is next idle (the module loader keeps them). */
export function preloadShellScreens(): void {
  const fetchAll = (): void => {
    for (const loader of Object.values(LOADERS)) void loader();
  };
  if ('requestIdleCallback' in window) window.requestIdleCallback(fetchAll, { timeout: 2_000 });
  else setTimeout(fetchAll, 0);
}
