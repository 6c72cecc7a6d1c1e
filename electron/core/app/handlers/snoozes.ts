// snoozes.*: holding back a door's alarms for a while, with a reason; in a control room, the room's.
import { AppError } from '../../../app-error.js';
import type { AppCore } from '../app-core.js';
import type { NamespaceHandlers } from './namespace.js';

export function snoozesHandlers(this: AppCore): NamespaceHandlers<'snoozes'> {
  return {
    'snoozes.list': async () => {
      const connection = await this.readyConnectionIfAny();
      if (!connection) return [];
      // The workstation's own guard, whose session lists the customers (a browser screen's own guard is
      // narrowed further by the shell).
      const guard = connection.session.status().userName;
      if (connection.inRoom) await connection.customersInSight.read(guard);
      return connection.snoozesInSight(guard, this.now());
    },
    'snoozes.add': async ({ minutes, ...door }) => {
      const connection = await this.readyConnection();
      const room = connection.controlRoom?.shared;
      // In a room, from now on the room's clock (the database's), whatever this workstation's says.
      if (room) await room.addSnooze({ ...door, forMs: minutes * 60_000, operator: this.operator() });
      else await connection.alarms.snooze(door, minutes, this.operator(), this.now());
      return this.publishSnoozes(connection);
    },
    'snoozes.end': async ({ snoozeId }) => {
      const connection = await this.readyConnection();
      const room = connection.controlRoom?.shared;
      if (room) {
        // Another's customer's snooze (one this guard may not see) is as good as none.
        const inSight = await connection.customersInSight.read(connection.session.status().userName);
        const snooze = (await connection.alarms.snoozes(this.now())).find((running) => running.snoozeId === snoozeId);
        if (snooze && !inSight.has(snooze.customerGuid.toLowerCase())) {
          throw new AppError('not-found', `No snooze ${snoozeId} of a customer this guard may see`);
        }
        await room.endSnooze(snoozeId, this.operator());
      } else await connection.alarms.endSnooze(snoozeId, this.operator(), this.now());
      return this.publishSnoozes(connection);
    },
  };
}
