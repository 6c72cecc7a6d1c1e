// alarms.*: the rules file in force, replacing it, and the supervisor password that guards it. In a
// control room the rules are the room's: a supervisor's save goes to the room, for every workstation.
import type { AppCore } from '../app-core.js';
import type { NamespaceHandlers } from './namespace.js';

export function alarmsHandlers(this: AppCore): NamespaceHandlers<'alarms'> {
  return {
    'alarms.rules': async () => this.rulesInForce(),
    'alarms.setRules': async ({ text, supervisorPassword }) => {
      const room = this.roomShared();
      if (room) {
        await this.alarmRules.confirmSupervisor(supervisorPassword, "change the control room's rules");
        await room.saveRules(text, this.operator());
      } else {
        await this.alarmRules.save(text, supervisorPassword);
      }
      return this.rulesInForce();
    },
    'alarms.setSupervisorPassword': async ({ current, next }: { current: string | null; next: string }) => {
      await this.alarmRules.setPassword(current, next);
      return this.rulesInForce();
    },
  };
}
