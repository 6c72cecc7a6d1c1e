// The alarm rules and who may change them, in one place for the screens (AppService) and the command
// line (acs-monitor supervisor-password): the rules file, its signature, and the supervisor password
// whose key signs it. See electron/core/alarms/rules-seal.ts for what a guard can and cannot do.
import { AlarmRulesFile, type RulesInForce } from '../alarms/rules-file.js';
import type { RulesTrust } from '../alarms/rules-seal.js';
import { ServiceError } from '../api/errors.js';
import { SupervisorPassword, type SupervisorPasswordOptions } from '../profile/supervisor-password.js';

export class SupervisedRules {
  private readonly supervisor: SupervisorPassword;
  private readonly file: AlarmRulesFile;

  constructor(dataDir: string, options: SupervisorPasswordOptions = {}) {
    this.supervisor = new SupervisorPassword(dataDir, options);
    this.file = new AlarmRulesFile(dataDir, this.trust());
  }

  get inForce(): RulesInForce {
    return this.file.inForce;
  }

  get passwordSet(): boolean {
    return this.supervisor.isSet;
  }

  /** Keeps a rules file's text: signed, with the supervisor password once one is set. */
  async save(text: string, supervisorPassword: string | null | undefined): Promise<RulesInForce> {
    if (this.file.inForce.tampering !== null && !this.supervisor.isSet) {
      // Saving now would sign nothing and wipe the evidence: the password comes back first.
      throw new ServiceError(
        'forbidden',
        'The rules were not saved: the supervisor password file is missing while the rules were signed. A supervisor sets the password again first (desktop app, or acs-monitor supervisor-password).',
      );
    }
    const signer = await this.supervisor.unlock(supervisorPassword);
    return this.file.replace(text, signer);
  }

  /** Refuses unless `given` is the supervisor password (anyone passes while none is set, as for the rules). */
  async confirmSupervisor(given: string | null | undefined, forWhat: string): Promise<void> {
    if (this.supervisor.isSet && !given) {
      throw new ServiceError('forbidden', `Only a supervisor may ${forWhat}: enter the supervisor password.`);
    }
    await this.supervisor.unlock(given);
  }

  /**
   * Sets the supervisor password (the current one needed once one is set). A first password signs the
   * rules file in force, so it stays in force; a file that was refused stays refused until saved.
   */
  async setPassword(current: string | null, next: string): Promise<RulesInForce> {
    const first = !this.supervisor.isSet;
    const signer = await this.supervisor.change(current, next);
    if (first) this.file.sealInForce(signer);
    return this.file.reload(this.trust());
  }

  private trust(): RulesTrust {
    const state = this.supervisor.keyState();
    switch (state.kind) {
      case 'none':
        return { kind: 'open' };
      case 'keyed':
        return { kind: 'sealed', verifier: state };
      case 'legacy':
        return {
          kind: 'unverifiable',
          why: 'it was saved before rules were signed (the supervisor password dates from an older version)',
        };
      case 'unreadable':
        return { kind: 'unverifiable', why: `its signature cannot be checked (${state.problem})` };
    }
  }
}
