// Runs the built acs-monitor CLI as its own process, as scripts and operators do.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createInterface } from 'node:readline';

const ACS_BIN = new URL('../../bin/acs-monitor.js', import.meta.url).pathname;
/** The tests' build of the CLI (test/build/): the one that honours ACS_TEST_CLOCK and ACS_DEMO_CONTROL. */
const ACS_TEST_BUILD = new URL('../../out/cli-test/index.js', import.meta.url).pathname;
export const CLI_BUILT = existsSync(new URL('../../out/cli/index.js', import.meta.url).pathname);

export interface Finished {
  status: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

export interface Running {
  child: ChildProcessWithoutNullStreams;
  /** Resolves with the stderr line for which `match` first holds. */
  stderrLine(match: (line: string) => boolean): Promise<string>;
  /** What it wrote to stderr so far. */
  said(): string;
  /** Resolves with its first stdout line (serve's URL, with no newline); rejects with its stderr if it ends first. */
  firstLine(): Promise<string>;
  finished: Promise<Finished>;
}

/** Starts `acs-monitor` as a user runs it, or (`testBuild`) the tests' build with its test hooks. */
export function startAcs(
  args: string[],
  env: NodeJS.ProcessEnv,
  stdin = '',
  options: { testBuild?: boolean } = {},
): Running {
  const entry = options.testBuild ? ACS_TEST_BUILD : ACS_BIN;
  const child = spawn(process.execPath, [entry, ...args], { env, stdio: 'pipe' });
  child.stdin.end(stdin);
  let stdout = '';
  let stderr = '';
  const watchers: Array<{ match: (line: string) => boolean; resolve: (line: string) => void }> = [];
  // Decoded as a stream: a character split across two chunks must not turn into two broken ones.
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk: string) => (stdout += chunk));
  createInterface({ input: child.stderr }).on('line', (line) => {
    stderr += `${line}\n`;
    for (const watcher of [...watchers]) {
      if (watcher.match(line)) {
        watchers.splice(watchers.indexOf(watcher), 1);
        watcher.resolve(line);
      }
    }
  });
  const finished = new Promise<Finished>((resolve) => {
    child.on('close', (status, signal) => resolve({ status, signal, stdout, stderr }));
  });
  const firstLine = (): Promise<string> =>
    new Promise((resolve, reject) => {
      const look = (): void => {
        const end = stdout.indexOf('\n');
        if (end < 0) return;
        child.stdout.off('data', look);
        resolve(stdout.slice(0, end).trim());
      };
      child.stdout.on('data', look);
      look();
      void finished.then((done) =>
        reject(new Error(`acs-monitor ${args[0]} ended (${done.status}) first:\n${done.stderr}`)),
      );
    });
  return {
    child,
    finished,
    said: () => stderr,
    firstLine,
    stderrLine: (match) =>
      new Promise((resolve, reject) => {
        watchers.push({ match, resolve });
        void finished.then((done) => reject(new Error(`acs-monitor ended (${done.status}) first:\n${done.stderr}`)));
      }),
  };
}

export async function runAcsProcess(args: string[], env: NodeJS.ProcessEnv, stdin = ''): Promise<Finished> {
  return startAcs(args, env, stdin).finished;
}
