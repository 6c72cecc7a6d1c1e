// room.*: the control room's shared database this workstation is in, joining one, leaving it.
import { DatabaseUrlError, RoomDatabaseError, roomHealth } from '../../room/control-room.js';
import { AppError } from '../../../app-error.js';
import type { AppCore } from '../app-core.js';
import type { NamespaceHandlers } from './namespace.js';

export function roomHandlers(this: AppCore): NamespaceHandlers<'room'> {
  const status = () => roomHealth(this.room, this.options.database, this.options.env ?? {}, this.roomHere());
  return {
    'room.status': status,
    'room.presence': async () =>
      this.connection?.controlRoom?.operators.list() ?? {
        inRoom: false,
        releaseAfterIdleMs: this.alarmRules.inForce.releaseAfterIdleMs,
        operators: [],
      },
    // Joining or leaving moves every screen of the workstation to another room's rules and alarms: a
    // supervisor's step once a supervisor password is set.
    'room.join': async ({ url, password, supervisorPassword }) => {
      await this.confirmSupervisor(supervisorPassword, 'join a control room');
      try {
        await this.room.join(url, password ?? null, 'acs-monitor workstation');
      } catch (error) {
        if (error instanceof RoomDatabaseError || error instanceof DatabaseUrlError) {
          throw new AppError('room-database', error.message);
        }
        throw error;
      }
      await this.roomChanged();
      return status();
    },
    'room.leave': async ({ supervisorPassword }) => {
      await this.confirmSupervisor(supervisorPassword, 'leave the control room');
      await this.room.leave();
      await this.roomChanged();
      return status();
    },
  };
}
