// The station's supervisor password: kept hashed with a salt in a 0600 file, never in plain;
// checked before the rules change; changed only with the current one.
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SUPERVISOR_FILE_NAME, SupervisorPassword } from '../../electron/core/profile/supervisor-password.js';

let dataDir: string;
beforeEach(() => (dataDir = mkdtempSync(join(tmpdir(), 'acs-supervisor-'))));
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

describe('the supervisor password', () => {
  it('asks for nothing until one is set', () => {
    const supervisor = new SupervisorPassword(dataDir);
    expect(supervisor.isSet).toBe(false);
    expect(() => supervisor.check(null)).not.toThrow();
  });

  it('is kept as a salted scrypt hash in a file only this user reads, never in plain', () => {
    new SupervisorPassword(dataDir).change(null, 'night-shift-42');
    const file = join(dataDir, SUPERVISOR_FILE_NAME);
    const text = readFileSync(file, 'utf8');
    expect(text).not.toContain('night-shift-42');
    expect(JSON.parse(text)).toMatchObject({ scheme: 'scrypt', salt: expect.any(String), hash: expect.any(String) });
    expect((statSync(file).mode & 0o777).toString(8)).toBe('600');
    // The same password twice makes two different hashes (the salt is random).
    new SupervisorPassword(dataDir).change('night-shift-42', 'night-shift-42');
    expect(readFileSync(file, 'utf8')).not.toBe(text);
  });

  it('refuses a missing or wrong password with a sentence saying which, and accepts the right one', () => {
    const supervisor = new SupervisorPassword(dataDir);
    supervisor.change(null, 'night-shift-42');
    expect(() => supervisor.check(null)).toThrow(/Only a supervisor may change the alarm rules/);
    expect(() => supervisor.check('night-shift-43')).toThrow(/not right/);
    expect(() => new SupervisorPassword(dataDir).check('night-shift-42')).not.toThrow();
  });

  it('changes only with the current password, and not to one shorter than 8 characters', () => {
    const supervisor = new SupervisorPassword(dataDir);
    expect(() => supervisor.change(null, 'short')).toThrow(/at least 8 characters/);
    expect(supervisor.isSet).toBe(false);
    supervisor.change(null, 'night-shift-42');
    expect(() => supervisor.change(null, 'taken-over-1')).toThrow(/Only a supervisor/);
    expect(() => supervisor.change('wrong-one-1', 'taken-over-1')).toThrow(/not right/);
    supervisor.change('night-shift-42', 'day-shift-77');
    expect(() => supervisor.check('day-shift-77')).not.toThrow();
  });
});
