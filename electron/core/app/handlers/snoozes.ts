// snoozes.*: holding back a door's alarms for a while, with a reason.
import type { AppCore } from '../app-core.js';
import type { NamespaceHandlers } from './namespace.js';

export function snoozesHandlers(this: AppCore): NamespaceHandlers<'snoozes'> {
  return {
    'snoozes.list': async () => (await this.readyConnectionIfAny())?.alarms.snoozes(this.now()) ?? [],
    'snoozes.add': async (input) => {
      const connection = await this.readyConnection();
      connection.alarms.snooze(input, input.minutes, this.operator(), this.now());
      return this.publishSnoozes(connection);
    },
    'snoozes.end': async ({ snoozeId }) => {
      const connection = await this.readyConnection();
      connection.alarms.endSnooze(snoozeId, this.operator(), this.now());
      return this.publishSnoozes(connection);
    },
  };
}
