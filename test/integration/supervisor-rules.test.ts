// The alarm rules a guard cannot rewrite through the profile folder: once a supervisor password is
// set, the rules file is in force only with the supervisor's signature. Real profile folders, the real
// AppService and the real command line (in this process, and `serve` as its own process).
import { randomBytes, scryptSync } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dispatch, type AlarmRules } from '../../electron/contract.js';
import { AppService } from '../../electron/core/app/app-service.js';
import { MemorySecretStore } from '../../electron/core/secrets/index.js';
import { CLI_BUILT, startAcs } from '../support/acs-process.js';
import { runAcs } from '../support/cli.js';

const RULES = `${JSON.stringify({ rules: [{ name: 'Forced', when: { displayNameContains: ['forced'] }, alarm: 'critical' }] }, null, 2)}\n`;
const SILENCED = JSON.stringify({ rules: [{ name: 'Quiet', when: {}, alarm: 'none' }] });

let dataDir: string;
const rulesFile = (): string => join(dataDir, 'alarm-rules.json');
const passwordFile = (): string => join(dataDir, 'supervisor.json');

beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'acs-supervised-'));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

/** The desktop app (or serve) started on this profile: a new AppService reads the files afresh. */
function startApp(): AppService {
  return new AppService({ dataDir, secrets: { store: new MemorySecretStore(), warning: null } });
}

async function call<T>(app: AppService, method: string, input: unknown = {}): Promise<T> {
  const answer = await dispatch(app, method, input);
  if (!answer.ok) throw new Error(answer.error.message);
  return answer.value as T;
}

async function refusal(app: AppService, method: string, input: unknown): Promise<string> {
  const answer = await dispatch(app, method, input);
  expect(answer.ok).toBe(false);
  return answer.ok ? '' : answer.error.message;
}

/** A station whose supervisor set a password and saved RULES. */
async function supervisedStation(): Promise<void> {
  const app = startApp();
  await call(app, 'alarms.setSupervisorPassword', { current: null, next: 'night-shift-42' });
  await call(app, 'alarms.setRules', { text: RULES, supervisorPassword: 'night-shift-42' });
}

describe('rules signed by the supervisor', () => {
  it('a guard who edits the rules file and restarts gets the defaults, said on the Rules screen and at start', async () => {
    await supervisedStation();
    expect((await call<AlarmRules>(startApp(), 'alarms.rules')).source).toBe('file');

    writeFileSync(rulesFile(), SILENCED);
    const app = startApp();
    const rules = await call<AlarmRules>(app, 'alarms.rules');
    expect(rules).toMatchObject({ source: 'defaults', refusedText: SILENCED, tampering: null });
    expect(rules.text).toBe(rules.defaultsText);
    expect(rules.problem).toMatch(
      /alarm-rules\.json was changed outside the Rules screen: its signature does not match/,
    );
    expect(app.rulesWarning).toBe(rules.problem);

    // The supervisor reviews it and saves it: signed, in force again.
    await call(app, 'alarms.setRules', { text: RULES, supervisorPassword: 'night-shift-42' });
    expect(await call<AlarmRules>(startApp(), 'alarms.rules')).toMatchObject({
      source: 'file',
      text: RULES,
      problem: null,
    });
  });

  it('a password file removed while the rules are signed is tampering: the defaults, said, and no save without a password', async () => {
    await supervisedStation();
    rmSync(passwordFile());
    const app = startApp();
    const rules = await call<AlarmRules>(app, 'alarms.rules');
    expect(rules).toMatchObject({ source: 'defaults', supervisorPasswordSet: false, refusedText: RULES });
    expect(rules.tampering).toMatch(
      /supervisor\.json\) is missing from the profile, yet the rules were signed by a supervisor/,
    );
    expect(app.rulesWarning).toContain(rules.tampering);
    // Saving now would wipe the evidence without anyone's password.
    expect(await refusal(app, 'alarms.setRules', { text: SILENCED })).toMatch(/sets the password again first/);
    expect(readFileSync(rulesFile(), 'utf8')).toBe(RULES);

    // A supervisor sets a password again (at the workstation): the old signature is no longer the station's.
    await call(app, 'alarms.setSupervisorPassword', { current: null, next: 'day-shift-77' });
    const after = await call<AlarmRules>(startApp(), 'alarms.rules');
    expect(after).toMatchObject({ source: 'defaults', tampering: null, supervisorPasswordSet: true });
    expect(after.problem).toMatch(/signature does not match/);
  });

  it("an open station's rules stay in force when a first password is set: it signs them", async () => {
    const app = startApp();
    await call(app, 'alarms.setRules', { text: RULES });
    await call(app, 'alarms.setSupervisorPassword', { current: null, next: 'night-shift-42' });
    expect(await call<AlarmRules>(startApp(), 'alarms.rules')).toMatchObject({
      source: 'file',
      problem: null,
      supervisorPasswordSet: true,
    });
  });

  it('a profile from before the rules were signed: refused until the supervisor saves them once, which upgrades the password file', async () => {
    const salt = randomBytes(16);
    const legacy = {
      scheme: 'scrypt',
      salt: salt.toString('base64'),
      hash: scryptSync('night-shift-42', salt, 32).toString('base64'),
    };
    writeFileSync(passwordFile(), JSON.stringify(legacy));
    writeFileSync(rulesFile(), RULES);

    const app = startApp();
    const rules = await call<AlarmRules>(app, 'alarms.rules');
    expect(rules).toMatchObject({ source: 'defaults', refusedText: RULES, supervisorPasswordSet: true });
    expect(rules.problem).toMatch(
      /it was saved before rules were signed .*the defaults are in force until a supervisor saves the rules again/,
    );

    expect(await refusal(app, 'alarms.setRules', { text: RULES, supervisorPassword: 'guessing-1' })).toMatch(
      /not right/,
    );
    await call(app, 'alarms.setRules', { text: rules.refusedText, supervisorPassword: 'night-shift-42' });
    expect(JSON.parse(readFileSync(passwordFile(), 'utf8'))).toMatchObject({ version: 2, kdf: { N: 2 ** 17 } });
    expect(await call<AlarmRules>(startApp(), 'alarms.rules')).toMatchObject({
      source: 'file',
      text: RULES,
      problem: null,
    });
  });
});

describe('acs-monitor supervisor-password', () => {
  const env = (): NodeJS.ProcessEnv => ({ ACS_DATA_DIR: dataDir, ACS_SECRET_STORE: 'memory' });

  it('sets a first password from stdin, signing the rules in force; then changes it only with the current one', async () => {
    await call(startApp(), 'alarms.setRules', { text: RULES });
    const set = await runAcs(['supervisor-password', '--password-stdin'], env(), 'night-shift-42\n');
    expect(set).toMatchObject({
      status: 0,
      stdout: 'The supervisor password is set; the rules file in force is signed with it.\n',
    });
    expect(await call<AlarmRules>(startApp(), 'alarms.rules')).toMatchObject({
      source: 'file',
      supervisorPasswordSet: true,
    });

    const wrong = await runAcs(['supervisor-password', '--password-stdin'], env(), 'guessing-1\ntaken-over-1\n');
    expect(wrong.status).toBe(4);
    expect(wrong.stderr).toMatch(/supervisor password is not right; nothing was changed/);
    const short = await runAcs(['supervisor-password', '--password-stdin'], env(), 'night-shift-42\nshort\n');
    expect(short.status).toBe(2);
    expect(short.stderr).toMatch(/at least 8 characters/);

    const changed = await runAcs(['supervisor-password', '--password-stdin'], env(), 'night-shift-42\nday-shift-77\n');
    expect(changed.stdout).toBe('The supervisor password is changed; the rules file in force is signed with it.\n');
    // Signed with the same key, so the rules stay in force; the new password saves them.
    const app = startApp();
    expect(await call<AlarmRules>(app, 'alarms.rules')).toMatchObject({ source: 'file', problem: null });
    await call(app, 'alarms.setRules', { text: RULES, supervisorPassword: 'day-shift-77' });
  });

  it('refuses without a terminal to ask on, before changing anything', async () => {
    const run = await runAcs(['supervisor-password'], env());
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/No terminal to ask for the passwords on/);
  });

  it.skipIf(!CLI_BUILT)('serve warns at start when the rules file is refused', async () => {
    await supervisedStation();
    writeFileSync(rulesFile(), SILENCED);
    const server = startAcs(['serve', '--port', '0'], { PATH: process.env.PATH, HOME: dataDir, ...env() });
    try {
      const line = await server.stderrLine((text) => text.includes('alarm-rules.json'));
      expect(line).toMatch(/^acs-monitor: warning: .*alarm-rules\.json was changed outside the Rules screen/);
    } finally {
      server.child.kill('SIGTERM');
      await server.finished;
    }
  });
});
