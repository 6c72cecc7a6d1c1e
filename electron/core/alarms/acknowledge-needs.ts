// What acknowledging an alarm needs (issue 35 part 2): a critical or high one, a step of its procedure done
// or a note saying what was. The core refuses it otherwise (alarm-procedure.ts); the screens ask for the note.
// Pure, no Node: the renderer imports it too.
import type { AlertGroup } from '../../contract.js';

/** Priorities acknowledged only once a step of the procedure is done, or with a note saying what was. */
const NEEDS_A_STEP: ReadonlySet<AlertGroup['priority']> = new Set(['critical', 'high']);

/** Whether acknowledging the alarm now needs a note: open, critical or high, no step of its procedure done. */
export function needsAStepOrNote(group: AlertGroup): boolean {
  return (
    group.state === 'open' &&
    NEEDS_A_STEP.has(group.priority) &&
    !group.history.some((action) => action.action === 'step-done')
  );
}
