// The procedures of a rules file's text, for the Rules screen's form: read from the text the editor holds,
// and written back into it (the rest of the file as it was), so the JSON stays the supervisors' export and
// import. The core checks the whole file when it is saved; this reads only what the form needs.

/** A procedure as the form edits it: its steps' phone numbers as one line, comma-separated. */
export interface ProcedureDraft {
  rule: string;
  customerGuid: string;
  doorGuid: string;
  steps: Array<{ text: string; phones: string }>;
}

export type ProceduresRead =
  { ok: true; ruleNames: string[]; procedures: ProcedureDraft[] } | { ok: false; problem: string };

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The rules' names and the procedures of a rules file's text; a text that is not such a file says why. */
export function readProcedures(text: string): ProceduresRead {
  let file: unknown;
  try {
    file = JSON.parse(text);
  } catch {
    return {
      ok: false,
      problem: 'The rules file below is not valid JSON: correct it there to edit the procedures here.',
    };
  }
  if (!isObject(file) || !Array.isArray(file.rules)) {
    return {
      ok: false,
      problem: 'The rules file below has no list of rules: correct it there to edit the procedures here.',
    };
  }
  const ruleNames = file.rules
    .filter(isObject)
    .map((rule) => textOf(rule.name))
    .filter(Boolean);
  const listed = Array.isArray(file.procedures) ? file.procedures.filter(isObject) : [];
  const procedures = listed.map((procedure) => ({
    rule: textOf(procedure.rule),
    customerGuid: textOf(procedure.customerGuid).toLowerCase(),
    doorGuid: textOf(procedure.doorGuid).toLowerCase(),
    steps: (Array.isArray(procedure.steps) ? procedure.steps.filter(isObject) : []).map((step) => ({
      text: textOf(step.text),
      phones: Array.isArray(step.phones) ? step.phones.map(textOf).join(', ') : '',
    })),
  }));
  return { ok: true, ruleNames, procedures };
}

/** The text with its procedures replaced by `procedures` (none: the field goes); everything else as it was. */
export function withProcedures(text: string, procedures: readonly ProcedureDraft[]): string {
  const file = JSON.parse(text) as Json;
  const written = procedures.map(procedureJson);
  if (written.length > 0) file.procedures = written;
  else delete file.procedures;
  return `${JSON.stringify(file, null, 2)}\n`;
}

/** A procedure as the file says it: only the fields given, steps without text left out. */
function procedureJson(draft: ProcedureDraft): Json {
  const steps = draft.steps
    .filter((step) => step.text.trim() !== '')
    .map((step) => {
      const phones = step.phones
        .split(',')
        .map((phone) => phone.trim())
        .filter(Boolean);
      return phones.length > 0 ? { text: step.text.trim(), phones } : { text: step.text.trim() };
    });
  return {
    ...(draft.rule && { rule: draft.rule }),
    ...(draft.customerGuid && { customerGuid: draft.customerGuid }),
    ...(draft.customerGuid && draft.doorGuid && { doorGuid: draft.doorGuid }),
    steps,
  };
}
