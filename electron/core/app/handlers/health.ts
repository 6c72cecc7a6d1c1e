// health.*: how the sync of each watched customer is going, the totals, and the cache's state.
import type { AppCore } from '../app-core.js';
import type { NamespaceHandlers } from './namespace.js';

export function healthHandlers(this: AppCore): NamespaceHandlers<'health'> {
  return {
    'health.status': async () => (await this.readyConnectionIfAny())?.syncStatuses() ?? [],
    'health.totals': async () => this.connection?.syncTotals() ?? null,
    'health.cache': async () => (await this.readyConnectionIfAny())?.cacheHealth() ?? null,
  };
}
