// Where `login` gets the password: ACS_PASSWORD (only for the address in ACS_BASE_URL), all of stdin
// (--password-stdin), or a prompt on the terminal that echoes nothing.
import type { CommandLineProfile } from '../core/app/command-line/command-line-profile.js';
import { UsageError } from './exit-codes.js';
import type { CliIO } from './io.js';

export async function readPassword(
  io: CliIO,
  profile: CommandLineProfile,
  fromStdin: boolean,
  baseUrl: string,
): Promise<string> {
  if (fromStdin) return stripOneNewline(await readAll(io.stdin));
  const fromEnvironment = profile.passwordFromEnvironment(baseUrl);
  if (fromEnvironment.password) return fromEnvironment.password;
  if (io.stdin.isTTY && io.stdin.setRawMode) return promptHidden(io, 'Password: ', 'Sign-in cancelled');
  const ignored = fromEnvironment.ignoredBecause ? `; ${fromEnvironment.ignoredBecause}` : '';
  throw new UsageError(
    `No password: set ACS_PASSWORD, pass --password-stdin, or run in a terminal to be asked${ignored}`,
  );
}

export async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks).toString('utf8');
}

function stripOneNewline(text: string): string {
  return text.replace(/\r?\n$/, '');
}

/** Asks on the terminal with `label`, echoing nothing; Ctrl+C refuses with `cancelled`. */
export function promptHidden(io: CliIO, label: string, cancelled: string): Promise<string> {
  const { stdin, stderr } = io;
  stderr.write(label);
  stdin.setRawMode?.(true);
  stdin.resume();
  return new Promise((resolve, reject) => {
    let typed = '';
    const finish = (error?: Error): void => {
      stdin.setRawMode?.(false);
      stdin.pause();
      stdin.removeListener('data', onData);
      stderr.write('\n');
      if (error) reject(error);
      else resolve(typed);
    };
    const onData = (data: Buffer | string): void => {
      for (const char of data.toString('utf8')) {
        if (char === '\r' || char === '\n') return finish();
        if (char === '\u0003') return finish(new UsageError(cancelled));
        if (char === '\u007f' || char === '\b') typed = typed.slice(0, -1);
        else typed += char;
      }
    };
    stdin.on('data', onData);
  });
}
