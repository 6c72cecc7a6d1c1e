// supervisor-password: sets or changes the station's supervisor password, at the workstation (never
// from a browser screen). A first password also signs the rules file in force, so it stays in force.
// In a control room it is the room's password, which every workstation of the room asks for.
import type { Command } from 'commander';
import { supervisorPasswordChange } from '../../core/app/command-line/supervisor-password-change.js';
import { profileOf, type GlobalOptions } from '../context.js';
import { UsageError } from '../exit-codes.js';
import type { CliIO } from '../io.js';
import { promptHidden, readAll } from '../password.js';

export function addSupervisorCommand(program: Command, io: CliIO): void {
  program
    .command('supervisor-password')
    .description(
      'set or change the supervisor password that guards the alarm rules (asks for the current one once set)',
    )
    .option(
      '--password-stdin',
      'read the passwords from standard input, one a line: the current one (only once one is set), then the new one',
    )
    .action(async (options: { passwordStdin?: boolean }, command: Command) => {
      const change = await supervisorPasswordChange(profileOf(command.optsWithGlobals<GlobalOptions>(), io));
      const { current, next } = await askPasswords(io, change.isSet, options.passwordStdin === true);
      if (change.room !== null) {
        await change.change(current, next);
        io.stdout.write(
          `The control room's supervisor password is ${change.roomSet ? 'changed' : 'set'} (${change.room}): every workstation of the room asks for it from now on.\n`,
        );
        return;
      }
      const inForce = await change.change(current, next);
      io.stdout.write(
        `The supervisor password is ${current === null ? 'set' : 'changed'}; ${
          inForce.source === 'file' ? 'the rules file in force is signed with it' : 'the default rules are in force'
        }.\n`,
      );
      if (inForce.problem) io.stderr.write(`acs-monitor: warning: ${inForce.problem}\n`);
    });
}

async function askPasswords(
  io: CliIO,
  isSet: boolean,
  fromStdin: boolean,
): Promise<{ current: string | null; next: string }> {
  if (fromStdin) {
    const lines = (await readAll(io.stdin)).split(/\r?\n/);
    const current = isSet ? (lines.shift() ?? '') : null;
    return { current, next: lines[0] ?? '' };
  }
  if (!io.stdin.isTTY || !io.stdin.setRawMode) {
    throw new UsageError('No terminal to ask for the passwords on: run it in a terminal, or pass --password-stdin');
  }
  const cancelled = 'The supervisor password was not changed';
  const current = isSet ? await promptHidden(io, 'Current supervisor password: ', cancelled) : null;
  const next = await promptHidden(io, 'New supervisor password: ', cancelled);
  if ((await promptHidden(io, 'The new one again: ', cancelled)) !== next) {
    throw new UsageError('The two new passwords differ; nothing was changed');
  }
  return { current, next };
}
