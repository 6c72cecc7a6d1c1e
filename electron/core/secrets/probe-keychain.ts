import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

// Run by a child process: the first argument is keytar's path, the second the service name.
const PROBE_SCRIPT = `
const fail = (prefix, error) => {
  process.stderr.write(prefix + String((error && error.message) || error).split('\\n')[0]);
  process.exit(1);
};
let keytar;
try {
  keytar = require(process.argv[1]);
} catch (error) {
  fail('the keytar native module could not be loaded: ', error);
}
keytar.getPassword(process.argv[2], 'keychain-probe').then(() => process.exit(0), (error) => fail('', error));
`;

/**
 * Asks the keychain once, from a throwaway child process, and resolves when it answered. A keytar call
 * that never returns (a D-Bus peer that never speaks) cannot be abandoned in-process: Node joins its
 * thread pool on exit, so this process could then never exit. A child that hangs is simply killed.
 * The child sees process.env, as keytar in this process does.
 */
export function probeKeychain(serviceName: string, timeoutMs: number): Promise<void> {
  let keytarPath: string;
  try {
    keytarPath = createRequire(import.meta.url).resolve('keytar');
  } catch (error) {
    return Promise.reject(error);
  }
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', PROBE_SCRIPT, keytarPath, serviceName], {
      // Under Electron, execPath is the Electron binary: make it behave as Node.
      env: { ...process.env, ELECTRON_RUN_AS_NODE: '1' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    let timedOut = false;
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else if (timedOut) reject(new Error(`the keychain did not answer within ${timeoutMs / 1000} s`));
      else reject(new Error(firstLine(stderr) || `the keychain probe ended with status ${code}`));
    });
  });
}

function firstLine(text: string): string {
  return text.trim().split('\n', 1)[0] ?? '';
}
