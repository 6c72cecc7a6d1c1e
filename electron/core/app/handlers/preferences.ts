// preferences.*: the station's preferences, and silencing the alarm sound for a while on every screen.
import type { AppCore } from '../app-core.js';
import type { NamespaceHandlers } from './namespace.js';

export function preferencesHandlers(this: AppCore): NamespaceHandlers<'preferences'> {
  return {
    'preferences.get': async () => this.preferences(),
    'preferences.set': async ({ shiftChanges, supervisorPassword, ...changes }) => {
      // In a control room the shift times are the room's, a supervisor's to change; this workstation's
      // own stay for when it leaves.
      const room = this.roomShared();
      if (shiftChanges !== undefined && room) {
        const proof = await this.confirmSupervisor(supervisorPassword, "change the control room's shift times");
        await room.saveShiftChanges(shiftChanges, this.operator(), proof);
      }
      this.settings.updatePreferences(shiftChanges === undefined || room ? changes : { ...changes, shiftChanges });
      if (changes.requestBudgetPerMinute !== undefined) await this.connection?.setRequestBudget(this.requestBudget());
      return this.publishPreferences();
    },
    'preferences.silence': async ({ minutes }) => {
      this.settings.updatePreferences({ soundOffUntilMs: minutes === 0 ? null : this.now() + minutes * 60_000 });
      clearTimeout(this.silenceEnd);
      if (minutes > 0) {
        this.silenceEnd = setTimeout(() => this.publishPreferences(), minutes * 60_000);
        this.silenceEnd.unref();
      }
      return this.publishPreferences();
    },
  };
}
