// Procedures in the rules file (issue 35 part 2): a file with them reads, one with a mistake is refused
// saying where; an older file without them still reads, its instructions the steps; the acknowledgement of
// a critical or high alarm waits for a step done or a note, and a step is ticked once.
import { describe, expect, it } from 'vitest';
import {
  acknowledgeRefusal,
  procedureOf,
  procedureStepsFor,
  stepToDo,
} from '../../electron/core/alarms/alarm-procedure.js';
import { parseRulesText } from '../../electron/core/alarms/rules-text.js';
import { alarmFixture } from '../support/alarm.js';

const CUSTOMER = '11111111-1111-4111-8111-111111111111';
const DOOR = '22222222-2222-4222-8222-222222222222';
const FORCED = { name: 'Forced', when: { displayNameContains: ['forced'] }, alarm: 'critical' };

function parse(file: object) {
  return parseRulesText(JSON.stringify(file, null, 2));
}

describe('a rules file with procedures', () => {
  it('reads them, phone numbers and all', () => {
    const parsed = parse({
      rules: [FORCED],
      procedures: [
        { rule: 'Forced', steps: [{ text: 'Send the patrol' }] },
        {
          customerGuid: CUSTOMER.toUpperCase(),
          steps: [{ text: 'Call the site contact', phones: ['+61 (2) 5550-0100'] }],
        },
      ],
    });
    expect(parsed.ok && parsed.procedures).toEqual([
      { rule: 'Forced', steps: [{ text: 'Send the patrol' }] },
      { customerGuid: CUSTOMER, steps: [{ text: 'Call the site contact', phones: ['+61 (2) 5550-0100'] }] },
    ]);
  });

  it('still reads a file written before procedures, with none', () => {
    const parsed = parse({ rules: [FORCED], instructions: [{ customerGuid: CUSTOMER, text: 'Call 555 0100' }] });
    expect(parsed.ok && parsed.procedures).toEqual([]);
  });

  it.each([
    [
      { rule: 'Fored', steps: [{ text: 'Send the patrol' }] },
      /^line 15, procedure 1, rule: names no rule of this file$/,
    ],
    [{ rule: 'Forced', steps: [] }, /^line \d+, procedure 1, steps: /],
    [
      { doorGuid: DOOR, steps: [{ text: 'Look' }] },
      /procedure 1, customerGuid: a door's procedure names its customer too$/,
    ],
    [{ steps: [{ text: 'Call', phones: ['call Ann'] }] }, /procedure 1, steps.0.phones.0: must be a phone number/],
    [
      { steps: [{ text: 'Call' }, { text: 'call' }] },
      /procedure 1, steps.1.text: is already a step of this procedure$/,
    ],
    [{ steps: [{ text: '   ' }] }, /procedure 1, steps.0.text: /],
    [{ steps: [{ text: 'Call', by: 'Ann' }] }, /procedure 1, steps.0.by: is not a field it may have$/],
  ])('refuses %j, saying where', (procedure, message) => {
    const parsed = parse({ rules: [FORCED], procedures: [procedure] });
    expect(!parsed.ok && parsed.message).toMatch(message);
  });

  it('refuses two procedures for the same rule, customer and door', () => {
    const twice = { customerGuid: CUSTOMER, steps: [{ text: 'Call' }] };
    const parsed = parse({ rules: [FORCED], procedures: [twice, twice] });
    expect(!parsed.ok && parsed.message).toMatch(
      /procedure 2, the file: another procedure is for the same rule, customer and door$/,
    );
  });
});

describe('a rules file with contacts', () => {
  it('reads each customer’s contacts, and refuses one without a phone number or with a bad one, saying where', () => {
    const ann = { customerGuid: CUSTOMER, name: 'Ann Lee', role: 'Site manager', phone: '+61 2 5550 0100' };
    const parsed = parse({
      rules: [FORCED],
      contacts: [ann, { customerGuid: CUSTOMER, name: 'Gate house', phone: '555 0101' }],
    });
    expect(parsed.ok && parsed.contacts).toEqual([
      ann,
      { customerGuid: CUSTOMER, name: 'Gate house', phone: '555 0101' },
    ]);
    const noPhone = parse({ rules: [FORCED], contacts: [{ customerGuid: CUSTOMER, name: 'Ann' }] });
    expect(!noPhone.ok && noPhone.message).toMatch(/^line \d+, contact 1, phone: /);
    const badPhone = parse({ rules: [FORCED], contacts: [{ ...ann, phone: 'ask Bob' }] });
    expect(!badPhone.ok && badPhone.message).toMatch(/contact 1, phone: must be a phone number/);
  });
});

describe("an alarm's procedure", () => {
  const subject = { ruleName: 'Forced', customerGuid: CUSTOMER, doorGuid: DOOR };

  it("is the instructions of an older file, a step each, the customer's first; none at all: null", () => {
    const instructions = [
      { customerGuid: CUSTOMER, doorGuid: DOOR, text: 'Check the camera' },
      { customerGuid: CUSTOMER, text: 'Call the duty manager' },
    ];
    expect(procedureStepsFor({ procedures: [], instructions }, subject)).toEqual({
      from: 'instructions',
      steps: [
        { text: 'Call the duty manager', phones: [] },
        { text: 'Check the camera', phones: [] },
      ],
    });
    expect(procedureStepsFor({ procedures: [], instructions: [] }, subject)).toBeNull();
  });

  it('shows a step done by whom and when, from the history', () => {
    const steps = {
      from: 'procedure' as const,
      steps: [
        { text: 'Call', phones: [] },
        { text: 'Send', phones: [] },
      ],
    };
    const history = [
      { atMs: 1, action: 'raised' as const, operator: null, outcome: null, note: null },
      { atMs: 2, action: 'step-done' as const, operator: 'Ann', outcome: null, note: 'Send' },
    ];
    expect(procedureOf(steps, history)?.steps.map((step) => step.done)).toEqual([null, { atMs: 2, operator: 'Ann' }]);
  });
});

describe('acknowledging', () => {
  const done = { atMs: 2, action: 'step-done' as const, operator: 'Ann', outcome: null, note: 'Call' };

  it('refuses a critical or high alarm with no step done and no note, naming it', () => {
    const critical = alarmFixture({ priority: 'critical', title: 'Door forced open' });
    const high = alarmFixture({ alarmId: 2, priority: 'high', title: 'Access denied', doorName: null });
    expect(acknowledgeRefusal([critical, high], null)).toBe(
      '“Door forced open” at Front door (critical), “Access denied” (high) cannot be acknowledged yet: tick the step of its procedure you did, or write a note saying what you did',
    );
    expect(acknowledgeRefusal([critical], 'Patrol sent')).toBeNull();
    expect(acknowledgeRefusal([{ ...critical, history: [done] }], null)).toBeNull();
    expect(acknowledgeRefusal([alarmFixture({ priority: 'medium' })], null)).toBeNull();
  });

  it('ticks a step once, and refuses one the procedure has not or an alarm with none', () => {
    const procedure = { from: 'procedure' as const, steps: [{ text: 'Call', phones: [], done: null }] };
    const alarm = alarmFixture({ title: 'Door forced open', procedure });
    expect(stepToDo(alarm, 0)).toBe('Call');
    expect(() => stepToDo(alarm, 1)).toThrow('“Door forced open” has no step 2: its procedure has 1');
    const ticked = { ...procedure, steps: [{ ...procedure.steps[0]!, done: { atMs: 2, operator: 'Ann' } }] };
    expect(() => stepToDo({ ...alarm, procedure: ticked }, 0)).toThrow(
      'Step 1 of “Door forced open” (Call) is already done',
    );
    expect(() => stepToDo({ ...alarm, procedure: null }, 0)).toThrow(
      '“Door forced open” has no procedure: call the supervisor',
    );
  });
});
