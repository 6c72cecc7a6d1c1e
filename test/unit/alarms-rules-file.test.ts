// The rules file: a mistake is refused with its line, rule and field, and the rules in force stay.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_RULES } from '../../electron/core/alarms/default-rules.js';
import { AlarmRulesFile, DEFAULT_RULES_TEXT, RULES_FILE_NAME } from '../../electron/core/alarms/rules-file.js';
import { parseRulesText } from '../../electron/core/alarms/rules-text.js';

const GOOD = `{
  "rules": [
    { "name": "Forced", "when": { "displayNameContains": ["forced"] }, "alarm": "critical" },
    {
      "name": "Night shift",
      "when": { "eventType": [1], "between": { "from": "22:00", "to": "06:00" } },
      "alarm": "medium"
    }
  ]
}
`;

describe('parseRulesText', () => {
  it('reads a good file, with the default escalation times', () => {
    const parsed = parseRulesText(GOOD);
    expect(parsed.ok && parsed.rules.map((rule) => rule.name)).toEqual(['Forced', 'Night shift']);
    expect(parsed.ok && parsed.escalation).toEqual({ critical: 2, high: 5, medium: 15, low: null });
  });

  it('reads door and customer instructions, and refuses one without text', () => {
    const door = {
      customerGuid: '11111111-1111-4111-8111-111111111111',
      doorGuid: '22222222-2222-4222-8222-222222222222',
    };
    const parsed = parseRulesText(JSON.stringify({ rules: [], instructions: [{ ...door, text: 'Call 555 0100' }] }));
    expect(parsed.ok && parsed.instructions).toEqual([{ ...door, text: 'Call 555 0100' }]);
    const refused = parseRulesText(JSON.stringify({ rules: [], instructions: [{ ...door, text: '' }] }));
    expect(!refused.ok && refused.message).toMatch(/^line 1, instruction 1, text: /);
  });

  it('reads back the defaults from their own text, rises included', () => {
    const parsed = parseRulesText(DEFAULT_RULES_TEXT);
    expect(parsed.ok && parsed.rules).toEqual(DEFAULT_RULES);
    expect(parsed.ok && parsed.rules.filter((rule) => rule.rise).map((rule) => rule.name)).toEqual([
      'Access denied',
      'Door held open',
    ]);
  });

  it('takes escalation times per priority, null for never, the rest by default', () => {
    const parsed = parseRulesText(JSON.stringify({ rules: [], escalateAfterMinutes: { critical: 1, high: null } }));
    expect(parsed.ok && parsed.escalation).toEqual({ critical: 1, high: null, medium: 15, low: null });
  });

  it.each([
    ['a wrong priority', GOOD.replace('"medium"', '"urgent"'), /^line 7, rule 2 \("Night shift"\), alarm: /],
    [
      'a bad time',
      GOOD.replace('"06:00"', '"6pm"'),
      /^line 6, rule 2 \("Night shift"\), when\.between\.to: must be a time of day/,
    ],
    [
      'an unknown field',
      GOOD.replace('"eventType"', '"evenType"'),
      /^line 6, rule 2 \("Night shift"\), when\.evenType: is not a field it may have/,
    ],
    ['a missing field', GOOD.replace(', "alarm": "critical"', ''), /^line 3, rule 1 \("Forced"\), alarm: /],
    ['broken JSON', GOOD.replace('"critical" },', '"critical" }'), /^line 4: not valid JSON/],
    [
      'a rise to a priority no higher',
      GOOD.replace('"alarm": "medium"', '"alarm": "medium", "rise": { "to": "low", "unacknowledgedForMinutes": 5 }'),
      /^line 7, rule 2 \("Night shift"\), rise\.to: must be a higher priority than the rule's alarm \(medium\)$/,
    ],
    [
      'a rise at a count with no minutes',
      GOOD.replace('"alarm": "medium"', '"alarm": "medium", "rise": { "to": "high", "atCount": 3 }'),
      /^line 7, rule 2 \("Night shift"\), rise\.withinMinutes: atCount and withinMinutes go together$/,
    ],
    [
      'a rise that says not when',
      GOOD.replace('"alarm": "medium"', '"alarm": "medium", "rise": { "to": "high" }'),
      /^line 7, rule 2 \("Night shift"\), rise: must say when: atCount with withinMinutes, or unacknowledgedForMinutes$/,
    ],
    [
      'a rise with a field it may not have',
      GOOD.replace('"alarm": "medium"', '"alarm": "medium", "rise": { "to": "high", "afterMinutes": 5 }'),
      /^line 7, rule 2 \("Night shift"\), rise\.afterMinutes: is not a field it may have$/,
    ],
  ])('refuses %s, naming the line, the rule and the field', (_name, text, message) => {
    const parsed = parseRulesText(text);
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.message).toMatch(message);
  });
});

describe('AlarmRulesFile', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'acs-rules-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('starts from the defaults, and keeps a good file in the profile', () => {
    const file = new AlarmRulesFile(dataDir);
    expect(file.inForce).toMatchObject({ source: 'defaults', problem: null, rules: DEFAULT_RULES });
    file.replace(GOOD);
    expect(readFileSync(join(dataDir, RULES_FILE_NAME), 'utf8')).toBe(GOOD);
    expect(new AlarmRulesFile(dataDir).inForce).toMatchObject({ source: 'file', text: GOOD });
  });

  it('refuses a file with a mistake and keeps the rules in force, on disk too', () => {
    const file = new AlarmRulesFile(dataDir);
    file.replace(GOOD);
    expect(() => file.replace(GOOD.replace('"medium"', '"urgent"'))).toThrow(
      /^The rules were not saved: line 7, rule 2 \("Night shift"\), alarm:/,
    );
    expect(file.inForce.text).toBe(GOOD);
    expect(readFileSync(join(dataDir, RULES_FILE_NAME), 'utf8')).toBe(GOOD);
  });

  it('says why a broken file on disk is not in force, and uses the defaults', () => {
    writeFileSync(join(dataDir, RULES_FILE_NAME), '{ "rules": [ { "name": "x" } ] }');
    const { source, problem } = new AlarmRulesFile(dataDir).inForce;
    expect(source).toBe('defaults');
    expect(problem).toMatch(
      /alarm-rules\.json is not in force \(line 1, rule 1 \("x"\), when: .*\); the defaults are$/,
    );
  });
});
