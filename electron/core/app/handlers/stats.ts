// stats.*: events per hour over the last day.
import type { AppCore } from '../app-core.js';
import type { NamespaceHandlers } from './namespace.js';

const DAY = 24 * 3_600_000;

export function statsHandlers(this: AppCore): NamespaceHandlers<'stats'> {
  return {
    'stats.hourly': async ({ customerGuids }) => {
      const connection = await this.readyConnection();
      const now = this.now();
      return connection.cache.monitoring.hourly(customerGuids, now - DAY + 1, now);
    },
  };
}
