// The alarm rules in force, kept in the profile as alarm-rules.json so a site can ship its own. A file
// with a mistake is refused with a sentence saying where; the rules in force stay as they were (at
// start-up, the defaults, and the problem is shown on the Rules screen). Once a supervisor password is
// set, the file is in force only with its signature (rules-seal.ts says what that protects); one that
// fails the check is refused the same way, and its text kept aside for a supervisor to review and save.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ServiceError } from '../api/errors.js';
import { DEFAULT_ESCALATION, DEFAULT_RELEASE_AFTER_IDLE_MINUTES, DEFAULT_RULES } from './default-rules.js';
import { replaceProfileFile } from './profile-file.js';
import type { AlarmRule, Contact, Escalation, Instruction, Procedure } from './rule-schema.js';
import { RulesSeal, type RulesSigner, type RulesTrust } from './rules-seal.js';
import { parseRulesText, rulesText } from './rules-text.js';

export const RULES_FILE_NAME = 'alarm-rules.json';
export const DEFAULT_RULES_TEXT = rulesText({ rules: [...DEFAULT_RULES], escalateAfterMinutes: DEFAULT_ESCALATION });

export interface RulesInForce {
  rules: AlarmRule[];
  escalation: Escalation;
  /** Door and customer instructions, shown with their alarms. */
  instructions: Instruction[];
  /** The checklists guards follow, per rule, customer or door. */
  procedures: Procedure[];
  /** Whom to call per customer (the Customers screen's contacts). */
  contacts: Contact[];
  /** A control room: an operator who touched no screen this long lets what they hold go back to the queue. */
  releaseAfterIdleMs: number;
  /** The text of the rules in force (the defaults' text where no file is kept). */
  text: string;
  source: 'defaults' | 'file';
  /** Why the file on disk is not in force, when it is not. */
  problem: string | null;
  /** The text of the file on disk that was refused, for a supervisor to review and save again. */
  refusedText: string | null;
  /** Signs that the profile was tampered with, in a sentence; null when there are none. */
  tampering: string | null;
}

export class AlarmRulesFile {
  private readonly path: string;
  private readonly seal: RulesSeal;
  private current: RulesInForce;

  constructor(dataDir: string, trust: RulesTrust) {
    this.path = join(dataDir, RULES_FILE_NAME);
    this.seal = new RulesSeal(dataDir);
    this.current = this.load(trust);
  }

  get inForce(): RulesInForce {
    return this.current;
  }

  /**
   * Checks and keeps `text`, signed with `signer` (null where no supervisor password is set: kept
   * unsigned); throws a ServiceError naming the mistake and keeps the rules in force.
   */
  replace(text: string, signer: RulesSigner | null): RulesInForce {
    const parsed = parseRulesText(text);
    if (!parsed.ok) throw new ServiceError('invalid-input', `The rules were not saved: ${parsed.message}`);
    this.keep(text, signer);
    this.current = { ...withoutOk(parsed), text, source: 'file', problem: null, refusedText: null, tampering: null };
    return this.current;
  }

  /** Signs the rules in force from the file, as they are in force (a first supervisor password vouches for them). */
  sealInForce(signer: RulesSigner): void {
    if (this.current.source === 'file') this.keep(this.current.text, signer);
  }

  /** Reads the file again under `trust` (the supervisor password changed). */
  reload(trust: RulesTrust): RulesInForce {
    this.current = this.load(trust);
    return this.current;
  }

  private keep(text: string, signer: RulesSigner | null): void {
    const fileText = text.endsWith('\n') ? text : `${text}\n`;
    replaceProfileFile(this.path, fileText);
    if (signer) this.seal.sign(fileText, signer);
    else this.seal.remove();
  }

  private load(trust: RulesTrust): RulesInForce {
    const defaults: RulesInForce = {
      rules: [...DEFAULT_RULES],
      escalation: { ...DEFAULT_ESCALATION },
      instructions: [],
      procedures: [],
      contacts: [],
      releaseAfterIdleMs: DEFAULT_RELEASE_AFTER_IDLE_MINUTES * 60_000,
      text: DEFAULT_RULES_TEXT,
      source: 'defaults',
      problem: null,
      refusedText: null,
      tampering: null,
    };
    let text: string;
    try {
      text = readFileSync(this.path, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
        return { ...defaults, problem: `${this.path} cannot be read: ${(error as Error).message}` };
      }
      if (trust.kind === 'open' && this.seal.exists) return { ...defaults, tampering: passwordFileGone() };
      if (trust.kind === 'sealed' && this.seal.exists) {
        return {
          ...defaults,
          problem: `${this.path} was removed outside the Rules screen (its signature is still there); the defaults are in force`,
        };
      }
      return defaults;
    }
    const refused = (problem: string, tampering: string | null = null): RulesInForce => ({
      ...defaults,
      problem,
      refusedText: text,
      tampering,
    });
    const untilSaved = 'the defaults are in force until a supervisor saves the rules again on the Rules screen';
    switch (trust.kind) {
      case 'open':
        if (this.seal.exists) {
          return refused(
            `${this.path} is not in force: it was signed by a supervisor, and without supervisor.json its signature cannot be checked; the defaults are in force`,
            passwordFileGone(),
          );
        }
        break;
      case 'unverifiable':
        return refused(`${this.path} is not in force: ${trust.why}; ${untilSaved}`);
      case 'sealed': {
        const verdict = this.seal.verdict(text, trust.verifier);
        if (verdict === 'unsigned') {
          return refused(
            `${this.path} is not signed by this station's supervisor (saved before rules were signed, or written outside the Rules screen): ${untilSaved}`,
          );
        }
        if (verdict === 'wrong') {
          return refused(
            `${this.path} was changed outside the Rules screen: its signature does not match, so it is refused and ${untilSaved}`,
          );
        }
        break;
      }
    }
    const parsed = parseRulesText(text);
    if (!parsed.ok) return refused(`${this.path} is not in force (${parsed.message}); the defaults are`);
    return { ...withoutOk(parsed), text, source: 'file', problem: null, refusedText: null, tampering: null };
  }
}

function passwordFileGone(): string {
  return (
    'The supervisor password file (supervisor.json) is missing from the profile, yet the rules were signed by a supervisor: ' +
    'it was removed or lost. The defaults are in force; a supervisor sets the password again (desktop app, or acs-monitor supervisor-password) and saves the rules.'
  );
}

function withoutOk<T extends { ok: true }>({ ok: _ok, ...rest }: T): Omit<T, 'ok'> {
  return rest;
}
