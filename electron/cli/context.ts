// The profile a command works in (core/app/command-line/command-line-profile.ts), opened with the command's
// options and environment; what it has to say goes to stderr.
import { CommandLineProfile } from '../core/app/command-line/command-line-profile.js';
import type { GlobalOptions } from '../core/app/command-line/global-options.js';
import type { CliIO } from './io.js';

export type { GlobalOptions } from '../core/app/command-line/global-options.js';

export function profileOf(globals: GlobalOptions, io: CliIO): CommandLineProfile {
  return new CommandLineProfile(globals, {
    env: io.env,
    warn: (text) => io.stderr.write(`acs-monitor: warning: ${text}\n`),
    retrying: (userMessage, delayMs) =>
      io.stderr.write(`acs-monitor: ${userMessage}; trying again in ${(delayMs / 1000).toFixed(1)} s\n`),
  });
}
