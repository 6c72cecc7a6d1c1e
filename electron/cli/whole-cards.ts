// `events --unmasked` and `export --unmasked`: whole card numbers and installer codes, for a supervisor.
// Once a supervisor password is set, it is asked for (on the terminal, echoing nothing, or the first line
// of stdin with --password-stdin) and checked as the Rules screen checks it, wrong guesses slowed the same
// way: in a control room that has one, the room's (the events are the room's); else this station's own.
// Without a password set there is nobody to ask: a warning says so.
//
// What it protects, and what not: it keeps whole numbers out of the files and screens guards make by habit.
// It is not a wall against whoever runs as this account: the local cache holds the numbers, as it must to
// find a card by its number and to export it whole (see docs/interfaces.md).
import { ServiceError } from '../core/api/errors.js';
import type { CommandLineProfile } from '../core/app/command-line/command-line-profile.js';
import { wholeCardsPassword } from '../core/app/command-line/whole-cards-password.js';
import { UsageError } from './exit-codes.js';
import type { CliIO } from './io.js';
import { promptHidden, readAll } from './password.js';

/** `roomUrl`: the control room the events are read from, if any. */
export async function allowWholeCards(
  io: CliIO,
  profile: CommandLineProfile,
  passwordFromStdin: boolean,
  roomUrl?: string,
): Promise<void> {
  const password = await wholeCardsPassword(profile, roomUrl);
  if (!password.isSet) {
    io.stderr.write(
      `acs-monitor: warning: whole card numbers and installer codes follow; no supervisor password is set ${password.inRoom ? 'in this control room or ' : ''}on this station to ask for (set one with: acs-monitor supervisor-password)\n`,
    );
    return;
  }
  const given = await askPassword(io, passwordFromStdin);
  if (!given)
    throw new ServiceError('forbidden', 'Whole card numbers need the supervisor password; nothing was printed.');
  try {
    await password.confirm(given);
  } catch (error) {
    if (error instanceof ServiceError) {
      throw new ServiceError(error.kind, error.userMessage.replace('nothing was changed', 'nothing was printed'));
    }
    throw error;
  }
}

async function askPassword(io: CliIO, fromStdin: boolean): Promise<string> {
  if (fromStdin) return (await readAll(io.stdin)).split(/\r?\n/)[0] ?? '';
  if (!io.stdin.isTTY || !io.stdin.setRawMode) {
    throw new UsageError(
      '--unmasked needs the supervisor password: run it in a terminal to be asked, or pass --password-stdin',
    );
  }
  return promptHidden(io, 'Supervisor password (for whole card numbers): ', 'Nothing was printed');
}
