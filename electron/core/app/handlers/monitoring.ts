// monitoring.*: whether the monitor sees its watched customers (NOT MONITORING), and acknowledging that it does not.
import { NOTHING_WATCHED } from '../../../contract.js';
import type { AppCore } from '../app-core.js';
import type { NamespaceHandlers } from './namespace.js';

export function monitoringHandlers(this: AppCore): NamespaceHandlers<'monitoring'> {
  return {
    'monitoring.status': async () => this.connection?.monitoring ?? NOTHING_WATCHED,
    'monitoring.acknowledge': async ({ note }) => {
      const connection = await this.readyConnection();
      return connection.acknowledgeBlind(note, this.operator());
    },
  };
}
