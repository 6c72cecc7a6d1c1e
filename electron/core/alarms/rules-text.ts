// Reads a rules file's text: JSON, then the schema. A mistake is reported as one sentence naming the
// line, the rule (by number and name) and the field, e.g.
//   line 9, rule 2 ("Night shift"), alarm: must be one of critical, high, medium, low, none
// The yaml package reads the same text (JSON is YAML) only to find where a field sits.
import { LineCounter, parseDocument } from 'yaml';
import type * as z from 'zod';
import { DEFAULT_ESCALATION, DEFAULT_RELEASE_AFTER_IDLE_MINUTES } from './default-rules.js';
import {
  alarmRulesFileSchema,
  type AlarmRule,
  type AlarmRulesFile,
  type Escalation,
  type Instruction,
  type Contact,
  type Procedure,
} from './rule-schema.js';

export type RulesParse =
  | {
      ok: true;
      rules: AlarmRule[];
      escalation: Escalation;
      instructions: Instruction[];
      procedures: Procedure[];
      contacts: Contact[];
      /** A control room's idle time before an operator's alarms go back to the queue. */
      releaseAfterIdleMs: number;
    }
  | { ok: false; message: string };

export function parseRulesText(text: string): RulesParse {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const position = /at position (\d+)/.exec((error as Error).message)?.[1];
    const where = position === undefined ? '' : `line ${lineAt(text, Number(position))}: `;
    return { ok: false, message: `${where}not valid JSON (${(error as Error).message})` };
  }
  const parsed = alarmRulesFileSchema.safeParse(value);
  if (parsed.success) {
    const { rules, escalateAfterMinutes, instructions = [], procedures = [], contacts = [] } = parsed.data;
    const idleMinutes = parsed.data.releaseAfterIdleMinutes ?? DEFAULT_RELEASE_AFTER_IDLE_MINUTES;
    return {
      ok: true,
      rules,
      escalation: escalationOf(escalateAfterMinutes),
      instructions,
      procedures,
      contacts,
      releaseAfterIdleMs: idleMinutes * 60_000,
    };
  }
  return { ok: false, message: describeIssue(text, value, parsed.error.issues[0]!) };
}

/** The text of a rules file, as the screen shows it and the profile keeps it. */
export function rulesText(file: AlarmRulesFile): string {
  return `${JSON.stringify(file, null, 2)}\n`;
}

/** A priority the file leaves out keeps its default. */
function escalationOf(given: AlarmRulesFile['escalateAfterMinutes']): Escalation {
  const escalation = { ...DEFAULT_ESCALATION };
  for (const [priority, minutes] of Object.entries(given ?? {})) {
    if (minutes !== undefined) escalation[priority as keyof Escalation] = minutes;
  }
  return escalation;
}

/** What one entry of each of the file's lists is called in a mistake's sentence. */
const LIST_ITEM: Record<string, string> = {
  rules: 'rule',
  instructions: 'instruction',
  procedures: 'procedure',
  contacts: 'contact',
};

function describeIssue(text: string, value: unknown, issue: z.core.$ZodIssue): string {
  const path = issue.path.filter((key): key is string | number => typeof key !== 'symbol');
  const parts = [`line ${lineOf(text, path)}`];
  const inList = typeof path[1] === 'number';
  const within = inList ? path.slice(2) : path;
  if (inList) {
    const index = path[1] as number;
    const item = (value as Record<string, Array<{ name?: unknown }>>)[path[0] as string]?.[index];
    const name = path[0] === 'rules' && typeof item?.name === 'string' ? ` ("${item.name}")` : '';
    parts.push(`${LIST_ITEM[String(path[0])] ?? String(path[0])} ${index + 1}${name}`);
  }
  const field = issue.code === 'unrecognized_keys' ? [...within, issue.keys[0]] : within;
  const what = issue.code === 'unrecognized_keys' ? 'is not a field it may have' : issue.message;
  return `${parts.join(', ')}, ${field.length > 0 ? field.join('.') : 'the file'}: ${what}`;
}

/** The line of the deepest node of `path` that exists (a missing field is reported where its parent is). */
function lineOf(text: string, path: Array<string | number>): number {
  const lines = new LineCounter();
  const document = parseDocument(text, { lineCounter: lines });
  for (let depth = path.length; depth >= 0; depth--) {
    const node = document.getIn(path.slice(0, depth), true) as { range?: [number, number, number] } | undefined;
    if (node?.range) return lines.linePos(node.range[0]).line;
  }
  return 1;
}

function lineAt(text: string, position: number): number {
  return text.slice(0, position).split('\n').length;
}
