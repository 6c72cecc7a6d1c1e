// One workstation of a control room as its own process (room-workstation.mjs), seen from a test: each
// JSON line it prints goes to the test's own reading of it (`read`), lines on its stdin are what a guard
// does, and `until` waits for what its lines show, at each line.
import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const SCRIPT = new URL('./room-workstation.mjs', import.meta.url).pathname;

export abstract class RoomWorkstationProcess<Line extends { error?: string }> {
  readonly child: ChildProcess;
  /** What its calls were refused with, for a failing test to say. */
  readonly errors: string[] = [];
  private readonly waiters: Array<() => void> = [];

  constructor(
    readonly name: string,
    dataDir: string,
    url: string,
    demoUrl: string,
    env: NodeJS.ProcessEnv = {},
  ) {
    this.child = spawn(process.execPath, [SCRIPT, dataDir, url, demoUrl, name], {
      stdio: ['pipe', 'pipe', 'inherit'],
      env: { ...process.env, ...env },
    });
    createInterface({ input: this.child.stdout! }).on('line', (text) => {
      const line = JSON.parse(text) as Line;
      if (line.error) this.errors.push(line.error);
      this.read(line);
      for (const wake of this.waiters.splice(0)) wake();
    });
  }

  /** Takes in one line the workstation printed. */
  protected abstract read(line: Line): void;

  /** What a failed wait should say of the workstation besides its refusals (nothing by default). */
  protected describe(): string {
    return '';
  }

  /** Ends it as a service manager does (SIGTERM), once; resolves when it has exited. */
  async stop(): Promise<void> {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return;
    const exited = new Promise((resolve) => this.child.once('exit', resolve));
    this.child.kill('SIGTERM');
    await exited;
  }

  /** Sends a line to its stdin. */
  send(line: object): void {
    this.child.stdin!.write(`${JSON.stringify(line)}\n`);
  }

  /** Resolves once `check` holds, checked at each line the workstation prints. */
  async until(check: (station: this) => boolean, what: string, timeoutMs = 30_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!check(this)) {
      const left = deadline - Date.now();
      if (left <= 0) {
        const refused = this.errors.length > 0 ? `; refused: ${this.errors.join('; ')}` : '';
        throw new Error(`${this.name}: ${what} (not within ${timeoutMs / 1000} s${this.describe()})${refused}`);
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }
}
