// Runs the built acs-monitor CLI as its own process, as scripts and operators do.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createInterface } from 'node:readline';

const ACS_BIN = new URL('../../bin/acs-monitor.js', import.meta.url).pathname;
export const CLI_BUILT = existsSync(new URL('../../out/node/electron/cli/index.js', import.meta.url).pathname);

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
  finished: Promise<Finished>;
}

export function startAcs(args: string[], env: NodeJS.ProcessEnv, stdin = ''): Running {
  const child = spawn(process.execPath, [ACS_BIN, ...args], { env, stdio: 'pipe' });
  child.stdin.end(stdin);
  let stdout = '';
  let stderr = '';
  const watchers: Array<{ match: (line: string) => boolean; resolve: (line: string) => void }> = [];
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
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
  return {
    child,
    finished,
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
