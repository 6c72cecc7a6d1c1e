// The rules file: a mistake is refused with its line, rule and field, and the rules in force stay. Once a
// supervisor password is set, only a file with the supervisor's signature is in force.
import { generateKeyPairSync, sign, verify } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_RULES } from '../../electron/core/alarms/default-rules.js';
import { AlarmRulesFile, DEFAULT_RULES_TEXT, RULES_FILE_NAME } from '../../electron/core/alarms/rules-file.js';
import { SIGNATURE_FILE_NAME, type RulesSigner, type RulesTrust } from '../../electron/core/alarms/rules-seal.js';
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
      'Reader reports offline',
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

const OPEN: RulesTrust = { kind: 'open' };

/** A supervisor's key pair, as supervisor-password.ts makes one: the signer, and the trust its public key gives. */
function supervisorKey(keyId = 'supervisor-1'): { signer: RulesSigner; trust: RulesTrust } {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  return {
    signer: { keyId, sign: (message) => sign(null, message, privateKey) },
    trust: {
      kind: 'sealed',
      verifier: { keyId, verify: (message, signature) => verify(null, message, publicKey, signature) },
    },
  };
}

describe('AlarmRulesFile', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'acs-rules-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('starts from the defaults, and keeps a good file in the profile', () => {
    const file = new AlarmRulesFile(dataDir, OPEN);
    expect(file.inForce).toMatchObject({ source: 'defaults', problem: null, rules: DEFAULT_RULES });
    file.replace(GOOD, null);
    expect(readFileSync(join(dataDir, RULES_FILE_NAME), 'utf8')).toBe(GOOD);
    expect(new AlarmRulesFile(dataDir, OPEN).inForce).toMatchObject({ source: 'file', text: GOOD });
  });

  it('refuses a file with a mistake and keeps the rules in force, on disk too', () => {
    const file = new AlarmRulesFile(dataDir, OPEN);
    file.replace(GOOD, null);
    expect(() => file.replace(GOOD.replace('"medium"', '"urgent"'), null)).toThrow(
      /^The rules were not saved: line 7, rule 2 \("Night shift"\), alarm:/,
    );
    expect(file.inForce.text).toBe(GOOD);
    expect(readFileSync(join(dataDir, RULES_FILE_NAME), 'utf8')).toBe(GOOD);
  });

  it('says why a broken file on disk is not in force, and uses the defaults', () => {
    writeFileSync(join(dataDir, RULES_FILE_NAME), '{ "rules": [ { "name": "x" } ] }');
    const { source, problem, refusedText } = new AlarmRulesFile(dataDir, OPEN).inForce;
    expect(source).toBe('defaults');
    expect(problem).toMatch(
      /alarm-rules\.json is not in force \(line 1, rule 1 \("x"\), when: .*\); the defaults are$/,
    );
    expect(refusedText).toBe('{ "rules": [ { "name": "x" } ] }');
  });

  it("with a supervisor's key: a signed file is in force; edited outside the screen it is refused, its text kept to review", () => {
    const { signer, trust } = supervisorKey();
    new AlarmRulesFile(dataDir, trust).replace(GOOD, signer);
    expect(new AlarmRulesFile(dataDir, trust).inForce).toMatchObject({ source: 'file', text: GOOD, problem: null });
    const edited = GOOD.replace('"critical"', '"none"');
    writeFileSync(join(dataDir, RULES_FILE_NAME), edited);
    const refused = new AlarmRulesFile(dataDir, trust).inForce;
    expect(refused).toMatchObject({ source: 'defaults', rules: DEFAULT_RULES, refusedText: edited, tampering: null });
    expect(refused.problem).toMatch(
      /alarm-rules\.json was changed outside the Rules screen: its signature does not match/,
    );
  });

  it('refuses an unsigned file, and one signed with another key, once a supervisor password is set', () => {
    writeFileSync(join(dataDir, RULES_FILE_NAME), GOOD);
    const { trust } = supervisorKey();
    expect(new AlarmRulesFile(dataDir, trust).inForce.problem).toMatch(/is not signed by this station's supervisor/);
    const other = supervisorKey('guard-made');
    new AlarmRulesFile(dataDir, other.trust).replace(GOOD, other.signer);
    expect(new AlarmRulesFile(dataDir, trust).inForce).toMatchObject({ source: 'defaults', refusedText: GOOD });
  });

  it('signed rules without the password file are tampering: the defaults apply and it is said', () => {
    const { signer, trust } = supervisorKey();
    new AlarmRulesFile(dataDir, trust).replace(GOOD, signer);
    const open = new AlarmRulesFile(dataDir, OPEN).inForce;
    expect(open).toMatchObject({ source: 'defaults', rules: DEFAULT_RULES, refusedText: GOOD });
    expect(open.tampering).toMatch(/supervisor\.json\) is missing from the profile, yet the rules were signed/);
    // The rules file removed as well: still said, while the signature is left.
    rmSync(join(dataDir, RULES_FILE_NAME));
    expect(new AlarmRulesFile(dataDir, OPEN).inForce.tampering).toMatch(/is missing from the profile/);
  });

  it('a signed file removed leaves the defaults, and says it was removed', () => {
    const { signer, trust } = supervisorKey();
    new AlarmRulesFile(dataDir, trust).replace(GOOD, signer);
    rmSync(join(dataDir, RULES_FILE_NAME));
    expect(new AlarmRulesFile(dataDir, trust).inForce).toMatchObject({
      source: 'defaults',
      problem: expect.stringMatching(/was removed outside the Rules screen/),
    });
  });

  it('a first signature vouches for the rules in force; saving on a station without a password drops the signature', () => {
    const file = new AlarmRulesFile(dataDir, OPEN);
    file.replace(GOOD, null);
    expect(existsSync(join(dataDir, SIGNATURE_FILE_NAME))).toBe(false);
    const { signer, trust } = supervisorKey();
    file.sealInForce(signer);
    expect(file.reload(trust)).toMatchObject({ source: 'file', text: GOOD, problem: null });
  });

  it('refuses any file while its signature cannot be checked (a password file of an older version)', () => {
    writeFileSync(join(dataDir, RULES_FILE_NAME), GOOD);
    const inForce = new AlarmRulesFile(dataDir, { kind: 'unverifiable', why: 'it was saved before rules were signed' })
      .inForce;
    expect(inForce).toMatchObject({ source: 'defaults', refusedText: GOOD });
    expect(inForce.problem).toMatch(
      /not in force: it was saved before rules were signed; the defaults are in force until/,
    );
  });
});
