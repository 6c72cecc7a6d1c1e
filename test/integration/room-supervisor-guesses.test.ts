// Issue 32 medium 5: the control room's supervisor password is guessed at through the screens like the
// workstation's: checked one at a time, wrong guesses in a row make the next wait, and the scrypt
// parameters read from the room's database (which every workstation can write) are only the ones the
// monitor writes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ServiceError } from '../../electron/core/api/errors.js';
import { RoomSupervisor } from '../../electron/core/room/settings/room-supervisor.js';
import { migrateRoomAt } from '../../electron/core/room/database/room-migrations.js';
import { createRoomDatabase, type RoomDatabase } from '../support/room-database.js';

let db: RoomDatabase;

beforeAll(async () => {
  db = await createRoomDatabase();
  await migrateRoomAt(db.url);
});
afterAll(() => db.drop());

const refusal = (attempt: Promise<unknown>): Promise<string> =>
  attempt.then(
    () => 'accepted',
    (error: unknown) => (error instanceof ServiceError ? error.message : `unexpected: ${String(error)}`),
  );

describe("the control room's supervisor password under guessing", () => {
  it('checks guesses sent at once one at a time, and the third wrong one in a row makes the next wait', async () => {
    let nowMs = 1_000_000;
    const supervisor = new RoomSupervisor(db.url, 'control-1', () => nowMs);
    await supervisor.change(null, 'room-secret-1', 'ann');

    // Four wrong guesses sent together, as a script at a screen would: the fourth finds the wait.
    const answers = await Promise.all(
      ['guess-0001', 'guess-0002', 'guess-0003', 'guess-0004'].map((guess) =>
        refusal(supervisor.confirm(guess, 'change the rules')),
      ),
    );
    expect(answers.slice(0, 3)).toEqual(Array(3).fill("The control room's supervisor password is wrong."));
    expect(answers[3]).toBe(
      'Too many wrong control room supervisor passwords in a row: try again in 1 s; nothing was changed.',
    );
    // Even the right one waits its turn; after the wait it is accepted, and the count starts again.
    expect(await refusal(supervisor.confirm('room-secret-1', 'change the rules'))).toMatch(/try again in 1 s/);
    nowMs += 1_000;
    expect((await supervisor.confirm('room-secret-1', 'change the rules'))?.proof).toMatch(/^[A-Za-z0-9+/]{43}=$/);
    expect(await refusal(supervisor.confirm('guess-0005', 'change the rules'))).toBe(
      "The control room's supervisor password is wrong.",
    );
    // Changing the password with a wrong current one counts too, and is refused while waiting.
    expect(await refusal(supervisor.change('guess-0006', 'room-secret-2', 'ann'))).toBe(
      "The control room's supervisor password is wrong.",
    );
    expect(await refusal(supervisor.change('guess-0007', 'room-secret-2', 'ann'))).toBe(
      "The control room's supervisor password is wrong.",
    );
    expect(await refusal(supervisor.change('room-secret-1', 'room-secret-2', 'ann'))).toMatch(/try again in 1 s/);
  });

  it('refuses scrypt parameters it would not write (a row that makes each check take gigabytes), saying what to do', async () => {
    const supervisor = new RoomSupervisor(db.url, 'control-2');
    await db.admin.query('DELETE FROM room_supervisor_password');
    await supervisor.change(null, 'room-secret-1', 'ann');
    await db.admin.query(`UPDATE room_supervisor_password SET kdf = jsonb_set(kdf::jsonb, '{N}', '1073741824')`);
    const answer = await refusal(supervisor.confirm('room-secret-1', 'change the rules'));
    expect(answer).toContain(
      "The control room's supervisor password is stored with scrypt parameters this monitor does not accept (N=1073741824, r=8, p=1): nothing was checked.",
    );
    expect(answer).toContain('DELETE FROM room_supervisor_password');
  });
});
