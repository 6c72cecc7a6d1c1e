// snoozes.*: holding back a door's alarms for a while, with a reason; in a control room, the room's.
import type { AppCore } from '../app-core.js';
import type { NamespaceHandlers } from './namespace.js';

export function snoozesHandlers(this: AppCore): NamespaceHandlers<'snoozes'> {
  return {
    'snoozes.list': async () => (await this.readyConnectionIfAny())?.alarms.snoozes(this.now()) ?? [],
    'snoozes.add': async ({ minutes, ...door }) => {
      const connection = await this.readyConnection();
      const now = this.now();
      const room = connection.roomShared;
      if (room) {
        await room.addSnooze({ ...door, fromMs: now, untilMs: now + minutes * 60_000, operator: this.operator() });
      } else {
        connection.alarms.snooze(door, minutes, this.operator(), now);
      }
      return this.publishSnoozes(connection);
    },
    'snoozes.end': async ({ snoozeId }) => {
      const connection = await this.readyConnection();
      const room = connection.roomShared;
      if (room) await room.endSnooze(snoozeId, this.operator());
      else connection.alarms.endSnooze(snoozeId, this.operator(), this.now());
      return this.publishSnoozes(connection);
    },
  };
}
