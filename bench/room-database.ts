// A throwaway PostgreSQL database for the room benchmarks, on ACS_TEST_DATABASE_URL's server or the one
// on 127.0.0.1:5432, and Debian's psql run against it: COPY in, \copy out, and its own \timing.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';

const ADMIN_URL = process.env.ACS_TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const PSQL = process.env.ACS_BENCH_PSQL ?? '/usr/bin/psql';

export interface BenchDatabase {
  url: string;
  drop(): Promise<void>;
}

export async function createBenchDatabase(): Promise<BenchDatabase> {
  const name = `acs_bench_${randomBytes(6).toString('hex')}`;
  const server = new pg.Client({ connectionString: ADMIN_URL });
  await server.connect();
  await server.query(`CREATE DATABASE ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await server.query(`DROP DATABASE ${name} WITH (FORCE)`);
      await server.end();
    },
  };
}

/** Runs psql with `args` on `url`, feeding `input` (a string, or lines pulled one at a time) to its stdin. */
export function psql(url: string, args: string[], input: string | Iterable<string> = ''): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(PSQL, ['-X', '-q', '-v', 'ON_ERROR_STOP=1', '-d', url, ...args], {
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (text: string) => (stdout += text));
    child.stderr.setEncoding('utf8').on('data', (text: string) => (stderr += text));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(stdout) : reject(new Error(`psql exited ${code}: ${stderr}`))));
    if (typeof input === 'string') child.stdin.end(input);
    else void pump(input, child.stdin).catch(reject);
  });
}

/** Writes the lines in ~1 MB chunks, waiting for 'drain' when the pipe is full: constant memory. */
async function pump(lines: Iterable<string>, out: NodeJS.WritableStream): Promise<void> {
  let chunk = '';
  for (const line of lines) {
    chunk += line;
    if (chunk.length < 1 << 20) continue;
    if (!out.write(chunk)) await new Promise((resolve) => out.once('drain', resolve));
    chunk = '';
  }
  out.end(chunk);
}

/** `sql` with its $n parameters written in as literals (text arrays as '{...}'), for psql. */
export function withLiterals(sql: string, params: readonly unknown[]): string {
  const literal = (value: unknown): string => {
    if (typeof value === 'number') return String(value);
    if (Array.isArray(value)) return literal(`{${value.map((item) => `"${String(item)}"`).join(',')}}`);
    return `'${String(value).replaceAll("'", "''")}'`;
  };
  return sql.replace(/\$(\d+)/g, (_, n: string) => literal(params[Number(n) - 1]));
}

/**
 * psql's own \timing (wall time per statement, its round trip included) for each of `runs` runs of `sql`
 * after five warm-up runs, rows to /dev/null: no process start-up is counted.
 */
export async function psqlTimesMs(url: string, sql: string, runs: number): Promise<number[]> {
  const statement = `${sql};\n`;
  const output = await psql(url, [], `\\o /dev/null\n${statement.repeat(5)}\\timing on\n${statement.repeat(runs)}`);
  const times = [...output.matchAll(/Time: ([\d.]+) ms/g)].map((match) => Number(match[1]));
  if (times.length !== runs) throw new Error(`expected ${runs} timings from psql, got ${times.length}`);
  return times;
}
