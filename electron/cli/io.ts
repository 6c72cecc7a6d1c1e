import type { Readable, Writable } from 'node:stream';

/** The process's streams and environment, passed in so tests can run the CLI in-process. */
export interface CliIO {
  stdin: Readable & { isTTY?: boolean; setRawMode?: (mode: boolean) => unknown };
  stdout: Writable;
  stderr: Writable;
  env: NodeJS.ProcessEnv;
  /** Resolves when the process is asked to stop (SIGINT/SIGTERM); long-running commands wait on it. */
  stopRequested: Promise<void>;
}
