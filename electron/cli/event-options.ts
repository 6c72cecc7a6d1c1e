// What `events` and `export` both take: a range, and whole card numbers for a supervisor (whole-cards.ts).
import { parseRange } from '../core/api/validate.js';
import type { CommandLineProfile } from '../core/app/command-line/command-line-profile.js';
import type { ChosenRoom } from '../core/app/command-line/room-choice.js';
import { allowWholeCards } from './whole-cards.js';
import { UsageError } from './exit-codes.js';
import type { CliIO } from './io.js';

export const UNMASKED_OPTION = [
  '--unmasked',
  'whole card numbers (tokenData) and installer codes instead of the last 4 characters; asks for the supervisor password once one is set',
] as const;
export const PASSWORD_STDIN_OPTION = [
  '--password-stdin',
  'with --unmasked: read the supervisor password from the first line of standard input',
] as const;

/** Whether whole cards were asked for and allowed (whole-cards.ts); refused before anything is read. */
export async function wholeCardsAsked(
  io: CliIO,
  profile: CommandLineProfile,
  options: { unmasked?: boolean; passwordStdin?: boolean },
  room: ChosenRoom | undefined,
): Promise<boolean> {
  if (!options.unmasked) {
    if (options.passwordStdin) throw new UsageError('--password-stdin goes with --unmasked');
    return false;
  }
  await allowWholeCards(io, profile, options.passwordStdin === true, room?.url);
  return true;
}

export function optionalRange(from: string | undefined, to: string | undefined): { fromMs?: number; toMs?: number } {
  const range = parseRange(from, to);
  return { fromMs: range.from?.getTime(), toMs: range.to?.getTime() };
}
