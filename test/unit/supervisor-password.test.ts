// The station's supervisor password: never kept in plain; its scrypt parameters kept with it (N = 2^17
// for new files), checked off the thread that serves the screens, wrong guesses slowed, and the
// signing key it unlocks. Files of the first version (a salt and a hash) still work and are upgraded.
import { randomBytes, scryptSync } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SUPERVISOR_FILE_NAME, SupervisorPassword } from '../../electron/core/profile/supervisor-password.js';

/** A cheaper scrypt for the tests that are not about its cost. */
const CHEAP = { cost: { N: 2 ** 12, r: 8, p: 1 } };

let dataDir: string;
let file: string;
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'acs-supervisor-'));
  file = join(dataDir, SUPERVISOR_FILE_NAME);
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

describe('the supervisor password', () => {
  it('asks for nothing until one is set', async () => {
    const supervisor = new SupervisorPassword(dataDir, CHEAP);
    expect(supervisor.isSet).toBe(false);
    expect(supervisor.keyState()).toEqual({ kind: 'none' });
    await expect(supervisor.unlock(null)).resolves.toBeNull();
  });

  it('keeps scrypt parameters (N = 2^17), a salt and an encrypted key in a file only this user reads, never the password', async () => {
    await new SupervisorPassword(dataDir).change(null, 'night-shift-42');
    const text = readFileSync(file, 'utf8');
    expect(text).not.toContain('night-shift-42');
    const stored = JSON.parse(text) as { kdf: { N: number; r: number; p: number; salt: string } };
    expect(stored).toMatchObject({
      version: 2,
      kdf: { name: 'scrypt', r: 8, p: 1, salt: expect.any(String) },
      publicKey: expect.any(String),
      privateKey: { cipher: 'aes-256-gcm' },
    });
    expect(stored.kdf.N).toBeGreaterThanOrEqual(2 ** 17);
    expect((statSync(file).mode & 0o777).toString(8)).toBe('600');
  });

  it('refuses a missing or wrong password with a sentence saying which, and accepts the right one', async () => {
    const supervisor = new SupervisorPassword(dataDir, CHEAP);
    await supervisor.change(null, 'night-shift-42');
    await expect(supervisor.unlock(null)).rejects.toThrow(/Only a supervisor may change the alarm rules/);
    await expect(supervisor.unlock('night-shift-43')).rejects.toThrow(/not right/);
    await expect(new SupervisorPassword(dataDir, CHEAP).unlock('night-shift-42')).resolves.not.toBeNull();
  });

  it('changes only with the current password, and not to one shorter than 8 characters', async () => {
    const supervisor = new SupervisorPassword(dataDir, CHEAP);
    await expect(supervisor.change(null, 'short')).rejects.toThrow(/at least 8 characters/);
    expect(supervisor.isSet).toBe(false);
    await supervisor.change(null, 'night-shift-42');
    await expect(supervisor.change(null, 'taken-over-1')).rejects.toThrow(/needs the current one/);
    await expect(supervisor.change('wrong-one-1', 'taken-over-1')).rejects.toThrow(/not right/);
    await supervisor.change('night-shift-42', 'day-shift-77');
    await expect(supervisor.unlock('day-shift-77')).resolves.not.toBeNull();
    await expect(supervisor.unlock('night-shift-42')).rejects.toThrow(/not right/);
  });

  it('unlocks the key that signs: what it signs checks with the public key alone, before and after a change', async () => {
    const supervisor = new SupervisorPassword(dataDir, CHEAP);
    const signer = await supervisor.change(null, 'night-shift-42');
    const message = Buffer.from('the rules');
    const signature = signer.sign(message);
    const state = new SupervisorPassword(dataDir, CHEAP).keyState();
    expect(state.kind === 'keyed' && state.keyId).toBe(signer.keyId);
    expect(state.kind === 'keyed' && state.verify(message, signature)).toBe(true);
    expect(state.kind === 'keyed' && state.verify(Buffer.from('other rules'), signature)).toBe(false);
    // A new password encrypts the same key: what was signed stays signed.
    await supervisor.change('night-shift-42', 'day-shift-77');
    const after = supervisor.keyState();
    expect(after.kind === 'keyed' && after.verify(message, signature)).toBe(true);
  });

  it('reads a first-version file (salt and hash) and upgrades it at the next right password', async () => {
    const salt = randomBytes(16);
    const legacy = { scheme: 'scrypt', salt: salt.toString('base64') };
    writeFileSync(file, JSON.stringify({ ...legacy, hash: scryptSync('night-shift-42', salt, 32).toString('base64') }));
    const supervisor = new SupervisorPassword(dataDir);
    expect(supervisor.keyState()).toEqual({ kind: 'legacy' });
    await expect(supervisor.unlock('night-shift-43')).rejects.toThrow(/not right/);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject(legacy);
    const signer = await supervisor.unlock('night-shift-42');
    const upgraded = JSON.parse(readFileSync(file, 'utf8')) as { version: number; kdf: { N: number } };
    expect(upgraded.version).toBe(2);
    expect(upgraded.kdf.N).toBeGreaterThanOrEqual(2 ** 17);
    const state = supervisor.keyState();
    expect(state.kind === 'keyed' && state.keyId).toBe(signer!.keyId);
    await expect(new SupervisorPassword(dataDir).unlock('night-shift-42')).resolves.not.toBeNull();
  });

  it('checks off the thread that serves the screens: the event loop keeps turning while scrypt works', async () => {
    const supervisor = new SupervisorPassword(dataDir);
    await supervisor.change(null, 'night-shift-42');
    let turns = 0;
    let done = false;
    const spin = (): void => {
      turns += 1;
      if (!done) setImmediate(spin);
    };
    setImmediate(spin);
    await supervisor.unlock('night-shift-42');
    done = true;
    expect(turns).toBeGreaterThan(5);
  });

  it('slows wrong guesses: two free, then each makes the next wait twice as long, the right one included', async () => {
    let nowMs = 1_000_000;
    const supervisor = new SupervisorPassword(dataDir, { ...CHEAP, now: () => nowMs });
    await supervisor.change(null, 'night-shift-42');
    await expect(supervisor.unlock('guess-0001')).rejects.toThrow(/not right/);
    await expect(supervisor.unlock('guess-0002')).rejects.toThrow(/not right/);
    await expect(supervisor.unlock('guess-0003')).rejects.toThrow(/not right/);
    await expect(supervisor.unlock('night-shift-42')).rejects.toThrow(/try again in 1 s/);
    nowMs += 1_000;
    await expect(supervisor.unlock('guess-0004')).rejects.toThrow(/not right/);
    await expect(supervisor.unlock('night-shift-42')).rejects.toThrow(/try again in 2 s/);
    nowMs += 2_000;
    await expect(supervisor.unlock('night-shift-42')).resolves.not.toBeNull();
    // The right one starts the count again.
    await expect(supervisor.unlock('guess-0005')).rejects.toThrow(/not right/);
    await expect(supervisor.unlock('night-shift-42')).resolves.not.toBeNull();
  });

  it('takes guesses one at a time, so a burst of them cannot all slip in before the first fails', async () => {
    const supervisor = new SupervisorPassword(dataDir, CHEAP);
    await supervisor.change(null, 'night-shift-42');
    const guesses = await Promise.allSettled(
      ['guess-0001', 'guess-0002', 'guess-0003', 'night-shift-42'].map((guess) => supervisor.unlock(guess)),
    );
    expect(
      guesses.map((guess) => (guess.status === 'rejected' ? (guess.reason as Error).message : 'unlocked')),
    ).toEqual([
      expect.stringMatching(/not right/),
      expect.stringMatching(/not right/),
      expect.stringMatching(/not right/),
      expect.stringMatching(/try again in 1 s/),
    ]);
  });

  it('refuses a file whose public key was swapped for another, even with the right password', async () => {
    await new SupervisorPassword(dataDir, CHEAP).change(null, 'night-shift-42');
    const theirs = mkdtempSync(join(tmpdir(), 'acs-supervisor-other-'));
    try {
      await new SupervisorPassword(theirs, CHEAP).change(null, 'taken-over-1');
      const stored = JSON.parse(readFileSync(file, 'utf8')) as { publicKey: string };
      stored.publicKey = (
        JSON.parse(readFileSync(join(theirs, SUPERVISOR_FILE_NAME), 'utf8')) as typeof stored
      ).publicKey;
      writeFileSync(file, JSON.stringify(stored));
    } finally {
      rmSync(theirs, { recursive: true, force: true });
    }
    await expect(new SupervisorPassword(dataDir, CHEAP).unlock('night-shift-42')).rejects.toThrow(
      /was changed outside the monitor/,
    );
  });
});
