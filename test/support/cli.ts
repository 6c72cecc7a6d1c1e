// Runs the acs-monitor CLI in this process with captured streams, as a user would call it.
import { PassThrough, Readable } from 'node:stream';
import { runCli } from '../../electron/cli/main.js';

export interface CliRun {
  status: number;
  stdout: string;
  stderr: string;
}

export async function runAcs(argv: string[], env: NodeJS.ProcessEnv, stdinText = ''): Promise<CliRun> {
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  const out: Buffer[] = [];
  const err: Buffer[] = [];
  stdout.on('data', (chunk: Buffer) => out.push(chunk));
  stderr.on('data', (chunk: Buffer) => err.push(chunk));
  const status = await runCli(argv, {
    stdin: Readable.from([Buffer.from(stdinText)]),
    stdout,
    stderr,
    env,
    stopRequested: new Promise<void>(() => undefined),
  });
  return { status, stdout: Buffer.concat(out).toString('utf8'), stderr: Buffer.concat(err).toString('utf8') };
}
