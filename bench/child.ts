// Runs one compiled bench script in a child process and resolves with its last line of stdout.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export function runChild(script: string, args: string[] = [], nodeOptions: string[] = []): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [...nodeOptions, fileURLToPath(new URL(`./${script}`, import.meta.url)), ...args],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let stdout = '';
    child.stdout.setEncoding('utf8').on('data', (text: string) => (stdout += text));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) reject(new Error(`${script} exited with ${code}`));
      else resolve(stdout.trim().split('\n').at(-1) ?? '');
    });
  });
}
