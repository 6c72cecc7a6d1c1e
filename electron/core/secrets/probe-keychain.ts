// Asks the keychain once, from a throwaway process, and resolves when it answered. A keytar call
// that never returns (a D-Bus peer that never speaks) cannot be abandoned in-process: Node joins its
// thread pool on exit, so this process could then never exit. A probe process that hangs is simply
// killed. The probe sees process.env, as keytar in this process does.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { scriptPathBeside } from '../runtime/script-beside.js';

/** A started probe process: its stderr, a way to kill it, and its exit status. */
export interface ProbeProcess {
  stderr: NodeJS.ReadableStream | null;
  kill(): void;
  /** Resolves with the exit status (null when killed); rejects when it could not start. */
  exited: Promise<number | null>;
}

/** Starts the probe module as its own Node process with `env`. */
export type ProbeLauncher = (modulePath: string, env: NodeJS.ProcessEnv) => ProbeProcess;

/**
 * Starts the probe with this process's own executable, which must be Node. Under Electron that
 * executable is the app itself (and with the RunAsNode fuse off it cannot be made to act as Node),
 * so there the desktop shell passes a launcher on Electron's utilityProcess instead, and this one refuses.
 */
export function nodeProbeLauncher(electronVersion = process.versions['electron']): ProbeLauncher {
  return (modulePath, env) => {
    if (electronVersion) {
      throw new Error('under Electron the keychain probe runs in a utility process, and none was given');
    }
    const child = spawn(process.execPath, [modulePath], { env, stdio: ['ignore', 'ignore', 'pipe'] });
    return {
      stderr: child.stderr,
      kill: () => child.kill('SIGKILL'),
      exited: new Promise((resolve, reject) => {
        child.once('error', reject);
        child.once('close', resolve);
      }),
    };
  };
}

function probeModule(): string {
  return scriptPathBeside(import.meta.url, './keychain-probe-child.js');
}

export async function probeKeychain(
  serviceName: string,
  timeoutMs: number,
  launch: ProbeLauncher = nodeProbeLauncher(),
): Promise<void> {
  const env = {
    ...process.env,
    ACS_PROBE_KEYTAR: createRequire(import.meta.url).resolve('keytar'),
    ACS_PROBE_SERVICE: serviceName,
  };
  const probe = launch(probeModule(), env);
  let stderr = '';
  probe.stderr?.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    probe.kill();
  }, timeoutMs);
  try {
    const code = await probe.exited;
    if (code === 0) return;
    if (timedOut) throw new Error(`the keychain did not answer within ${timeoutMs / 1000} s`);
    throw new Error(firstLine(stderr) || `the keychain probe ended with status ${code}`);
  } finally {
    clearTimeout(timer);
  }
}

function firstLine(text: string): string {
  return text.trim().split('\n', 1)[0] ?? '';
}
