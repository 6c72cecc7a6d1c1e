// alarms.*: the rules file in force, replacing it, and the supervisor password that guards it. In a
// control room the rules are the room's: a supervisor's save goes to the room, for every workstation,
// and the supervisor password set there is the room's (room-supervisor.ts).
import type { AppCore } from '../app-core.js';
import type { NamespaceHandlers } from './namespace.js';

export function alarmsHandlers(this: AppCore): NamespaceHandlers<'alarms'> {
  return {
    'alarms.rules': async () => {
      // Whether the room has a supervisor password of its own (set at another workstation, perhaps).
      await this.inRoomSupervisor()?.refresh();
      return this.rulesInForce();
    },
    'alarms.setRules': async ({ text, supervisorPassword }) => {
      const room = this.roomShared();
      if (room) {
        const proof = await this.confirmSupervisor(supervisorPassword, "change the control room's rules");
        await room.saveRules(text, this.operator(), proof);
      } else {
        await this.alarmRules.save(text, supervisorPassword);
      }
      return this.rulesInForce();
    },
    'alarms.setSupervisorPassword': async ({ current, next }: { current: string | null; next: string }) => {
      const room = this.inRoomSupervisor();
      if (room) {
        // The room's first password: a workstation with one of its own asks for it first.
        if (!(await room.refresh()))
          await this.alarmRules.confirmSupervisor(current, "set the control room's supervisor password");
        const { keyId } = await room.change(room.knownSet ? current : null, next, this.operator());
        this.roomShared()?.trustKey(keyId);
      } else {
        await this.alarmRules.setPassword(current, next);
      }
      return this.rulesInForce();
    },
  };
}
