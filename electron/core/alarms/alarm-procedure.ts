// Which checklist a guard follows for an alarm: the most specific procedure of the rules file (its door over
// its customer over the rule alone), or, where none applies, the door's and customer's instructions of an
// older file, each a step of its own. The steps ticked so far come from the alarm's history ('step-done',
// the step's text as its note), so a procedure edited later still shows what was done.
import type { AlertGroup } from '../../contract.js';
import { ServiceError } from '../api/errors.js';
import { needsAStepOrNote } from './acknowledge-needs.js';
import type { Instruction, Procedure } from './rule-schema.js';

/** What picks an alarm's procedure. */
export interface ProcedureSubject {
  ruleName: string;
  customerGuid: string;
  /** The door of its latest event (or its reader), lower case; undefined at no door. */
  doorGuid: string | undefined;
}

/** The steps of an alarm's procedure, before the history says which were done. */
export interface ProcedureSteps {
  from: 'procedure' | 'instructions';
  steps: ReadonlyArray<{ text: string; phones: readonly string[] }>;
}

/** Null: no procedure and no instruction applies (the guard is told to call the supervisor). */
export function procedureStepsFor(
  setup: { procedures: readonly Procedure[]; instructions: readonly Instruction[] },
  subject: ProcedureSubject,
): ProcedureSteps | null {
  let best: { procedure: Procedure; score: number } | undefined;
  for (const procedure of setup.procedures) {
    const score = specificity(procedure, subject);
    if (score !== null && (best === undefined || score > best.score)) best = { procedure, score };
  }
  if (best) {
    return { from: 'procedure', steps: best.procedure.steps.map(({ text, phones = [] }) => ({ text, phones })) };
  }
  // The customer's first, then the door's own.
  const instructions = setup.instructions
    .filter(
      (i) => i.customerGuid === subject.customerGuid && (i.doorGuid === undefined || i.doorGuid === subject.doorGuid),
    )
    .sort((a, b) => Number(a.doorGuid !== undefined) - Number(b.doorGuid !== undefined));
  if (instructions.length === 0) return null;
  return { from: 'instructions', steps: instructions.map((i) => ({ text: i.text, phones: [] })) };
}

/** The alarm's procedure with each step's ticking (who, when) from its history. */
export function procedureOf(steps: ProcedureSteps | null, history: AlertGroup['history']): AlertGroup['procedure'] {
  if (steps === null) return null;
  return {
    from: steps.from,
    steps: steps.steps.map(({ text, phones }) => {
      const done = history.find((action) => action.action === 'step-done' && action.note === text);
      return { text, phones: [...phones], done: done ? { atMs: done.atMs, operator: done.operator } : null };
    }),
  };
}

/** How well a procedure fits: null when it does not; a door beats a customer, which beats a rule alone. */
function specificity(procedure: Procedure, subject: ProcedureSubject): number | null {
  if (procedure.rule !== undefined && procedure.rule !== subject.ruleName) return null;
  if (procedure.customerGuid !== undefined && procedure.customerGuid !== subject.customerGuid) return null;
  if (procedure.doorGuid !== undefined && procedure.doorGuid !== subject.doorGuid) return null;
  return (
    (procedure.doorGuid !== undefined ? 4 : 0) +
    (procedure.customerGuid !== undefined ? 2 : 0) +
    (procedure.rule !== undefined ? 1 : 0)
  );
}

/**
 * Why these open alarms may not be acknowledged with `note` (null: no note), in a sentence for the guard, or
 * null when they may: each critical or high one needs a step of its procedure done first, or a note.
 */
export function acknowledgeRefusal(groups: readonly AlertGroup[], note: string | null): string | null {
  if (note !== null) return null;
  const lacking = groups.filter(needsAStepOrNote);
  if (lacking.length === 0) return null;
  const names = lacking.map(
    (group) => `“${group.title}”${group.doorName ? ` at ${group.doorName}` : ''} (${group.priority})`,
  );
  return `${names.join(', ')} cannot be acknowledged yet: tick the step of its procedure you did, or write a note saying what you did`;
}

/** The text of step `index` of an alarm's procedure; refused ('invalid-input') when it has no such step, or it is done. */
export function stepToDo(group: AlertGroup, index: number): string {
  const procedure = group.procedure;
  if (procedure === null) {
    throw new ServiceError('invalid-input', `“${group.title}” has no procedure: call the supervisor`);
  }
  const step = procedure.steps[index];
  if (!step) {
    throw new ServiceError(
      'invalid-input',
      `“${group.title}” has no step ${index + 1}: its procedure has ${procedure.steps.length}`,
    );
  }
  if (step.done)
    throw new ServiceError('invalid-input', `Step ${index + 1} of “${group.title}” (${step.text}) is already done`);
  return step.text;
}
