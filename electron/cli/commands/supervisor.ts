// supervisor-password: sets or changes the station's supervisor password, at the workstation (never
// from a browser screen). A first password also signs the rules file in force, so it stays in force.
// In a control room it is the room's password, which every workstation of the room asks for.
import type { Command } from 'commander';
import { hostname } from 'node:os';
import { settingsKeyAnchor } from '../../core/room/settings/room-shared.js';
import { RoomSupervisor } from '../../core/room/settings/room-supervisor.js';
import { SupervisedRules } from '../../core/app/supervised-rules.js';
import { resolveDataDir } from '../../core/profile/data-dir.js';
import { SettingsStore } from '../../core/profile/settings.js';
import type { ChosenRoom } from '../../core/room/joined-room.js';
import { migrateRoomAt } from '../../core/room/database/room-migrations.js';
import type { GlobalOptions } from '../context.js';
import { UsageError } from '../exit-codes.js';
import type { CliIO } from '../io.js';
import { promptHidden, readAll } from '../password.js';
import { roomInUse } from '../room-choice.js';

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
      const globals = command.optsWithGlobals<GlobalOptions>();
      const dataDir = resolveDataDir(globals.dataDir, io.env);
      const rules = new SupervisedRules(dataDir);
      const room = await roomInUse(globals, io);
      if (room) return setRoomPassword(room, rules, new SettingsStore(dataDir), options.passwordStdin === true, io);
      const { current, next } = await askPasswords(io, rules.passwordSet, options.passwordStdin === true);
      const inForce = await rules.setPassword(current, next);
      io.stdout.write(
        `The supervisor password is ${current === null ? 'set' : 'changed'}; ${
          inForce.source === 'file' ? 'the rules file in force is signed with it' : 'the default rules are in force'
        }.\n`,
      );
      if (inForce.problem) io.stderr.write(`acs-monitor: warning: ${inForce.problem}\n`);
    });
}

/**
 * In a control room the password is the room's, asked for at every workstation: its current one to
 * change it; for its first, this workstation's own where one is set.
 */
async function setRoomPassword(
  room: ChosenRoom,
  rules: SupervisedRules,
  settings: SettingsStore,
  fromStdin: boolean,
  io: CliIO,
): Promise<void> {
  await migrateRoomAt(room.url); // the password's table came with room migration 7
  const supervisor = new RoomSupervisor(room.url, io.env.ACS_WORKSTATION ?? hostname());
  const roomSet = await supervisor.isSet();
  const { current, next } = await askPasswords(io, roomSet || rules.passwordSet, fromStdin);
  if (!roomSet) await rules.confirmSupervisor(current, "set the control room's supervisor password");
  const { keyId } = await supervisor.change(roomSet ? current : null, next, null);
  // The room's rules are signed with this key from now on: this workstation trusts it (room-shared.ts).
  settingsKeyAnchor(settings, room.shown).remember(keyId);
  io.stdout.write(
    `The control room's supervisor password is ${roomSet ? 'changed' : 'set'} (${room.shown}): every workstation of the room asks for it from now on.\n`,
  );
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
