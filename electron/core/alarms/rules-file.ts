// The alarm rules in force, kept in the profile as alarm-rules.json so a site can ship its own.
// A file with a mistake is refused with a sentence saying where; the rules in force stay as they
// were (at start-up, the defaults, and the problem is shown on the Rules screen).
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ServiceError } from '../api/errors.js';
import { DEFAULT_ESCALATION, DEFAULT_RULES } from './default-rules.js';
import type { AlarmRule, Escalation, Instruction } from './rule-schema.js';
import { parseRulesText, rulesText } from './rules-text.js';

export const RULES_FILE_NAME = 'alarm-rules.json';
export const DEFAULT_RULES_TEXT = rulesText({ rules: [...DEFAULT_RULES], escalateAfterMinutes: DEFAULT_ESCALATION });

export interface RulesInForce {
  rules: AlarmRule[];
  escalation: Escalation;
  /** Door and customer instructions, shown with their alarms. */
  instructions: Instruction[];
  /** The text of the rules in force (the defaults' text where no file is kept). */
  text: string;
  source: 'defaults' | 'file';
  /** Why the file on disk is not in force, when it is not. */
  problem: string | null;
}

export class AlarmRulesFile {
  private current: RulesInForce;

  constructor(private readonly dataDir: string) {
    this.current = this.load();
  }

  get inForce(): RulesInForce {
    return this.current;
  }

  /** Checks and keeps `text`; throws a ServiceError naming the mistake and keeps the rules in force. */
  replace(text: string): RulesInForce {
    const parsed = parseRulesText(text);
    if (!parsed.ok) throw new ServiceError('invalid-input', `The rules were not saved: ${parsed.message}`);
    mkdirSync(this.dataDir, { recursive: true, mode: 0o700 });
    const target = join(this.dataDir, RULES_FILE_NAME);
    const temporary = `${target}.${process.pid}.tmp`;
    writeFileSync(temporary, text.endsWith('\n') ? text : `${text}\n`, { mode: 0o600 });
    renameSync(temporary, target);
    this.current = { ...withoutOk(parsed), text, source: 'file', problem: null };
    return this.current;
  }

  private load(): RulesInForce {
    const defaults: RulesInForce = {
      rules: [...DEFAULT_RULES],
      escalation: { ...DEFAULT_ESCALATION },
      instructions: [],
      text: DEFAULT_RULES_TEXT,
      source: 'defaults',
      problem: null,
    };
    const path = join(this.dataDir, RULES_FILE_NAME);
    let text: string;
    try {
      text = readFileSync(path, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return defaults;
      return { ...defaults, problem: `${path} cannot be read: ${(error as Error).message}` };
    }
    const parsed = parseRulesText(text);
    if (!parsed.ok) return { ...defaults, problem: `${path} is not in force (${parsed.message}); the defaults are` };
    return { ...withoutOk(parsed), text, source: 'file', problem: null };
  }
}

function withoutOk<T extends { ok: true }>({ ok: _ok, ...rest }: T): Omit<T, 'ok'> {
  return rest;
}
