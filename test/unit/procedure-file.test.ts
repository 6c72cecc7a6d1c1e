// The Rules screen's form reads the procedures from the rules file's text and writes them back into it,
// leaving the rest of the file as the supervisor wrote it.
import { describe, expect, it } from 'vitest';
import { parseRulesText } from '../../electron/core/alarms/rules-text.js';
import { readProcedures, withProcedures } from '../../renderer/src/lib/procedure-file.js';

const CUSTOMER = '11111111-1111-4111-8111-111111111111';
const DOOR = '22222222-2222-4222-8222-222222222222';
const FILE = JSON.stringify(
  {
    rules: [{ name: 'Forced', when: { displayNameContains: ['forced'] }, alarm: 'critical' }],
    escalateAfterMinutes: { critical: 1 },
    instructions: [{ customerGuid: CUSTOMER, text: 'Call 555 0100' }],
  },
  null,
  2,
);

describe('the procedures of a rules file, for the form', () => {
  it('writes a procedure the core reads back, phone numbers split, empty steps and fields left out, the rest kept', () => {
    const text = withProcedures(FILE, [
      {
        rule: 'Forced',
        customerGuid: CUSTOMER,
        doorGuid: DOOR,
        steps: [
          { text: ' Call the site contact ', phones: '+61 2 5550 0100, 0400 000 000' },
          { text: '', phones: '' },
          { text: 'Send the patrol', phones: '' },
        ],
      },
      { rule: '', customerGuid: '', doorGuid: DOOR, steps: [{ text: 'Call the supervisor', phones: '' }] },
    ]);
    const parsed = parseRulesText(text);
    expect(parsed.ok && parsed.procedures).toEqual([
      {
        rule: 'Forced',
        customerGuid: CUSTOMER,
        doorGuid: DOOR,
        steps: [
          { text: 'Call the site contact', phones: ['+61 2 5550 0100', '0400 000 000'] },
          { text: 'Send the patrol' },
        ],
      },
      // A door without its customer is no door: the procedure is for every alarm.
      { steps: [{ text: 'Call the supervisor' }] },
    ]);
    expect(parsed.ok && parsed.instructions).toEqual([{ customerGuid: CUSTOMER, text: 'Call 555 0100' }]);
    expect(parsed.ok && parsed.escalation.critical).toBe(1);
    expect(readProcedures(text)).toMatchObject({
      ok: true,
      ruleNames: ['Forced'],
      procedures: [
        {
          rule: 'Forced',
          customerGuid: CUSTOMER,
          doorGuid: DOOR,
          steps: [{ phones: '+61 2 5550 0100, 0400 000 000' }, {}],
        },
        {},
      ],
    });
    expect(withProcedures(text, [])).toBe(`${FILE}\n`);
  });

  it('says why it cannot read a text that is not a rules file', () => {
    expect(readProcedures('{ "rules": [')).toEqual({
      ok: false,
      problem: 'The rules file below is not valid JSON: correct it there to edit the procedures here.',
    });
    expect(readProcedures('[]')).toMatchObject({ ok: false, problem: expect.stringMatching(/has no list of rules/) });
  });
});
