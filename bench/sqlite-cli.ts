// Runs Debian's sqlite3 command-line shell on a database file.
import { spawn } from 'node:child_process';
import { openSync, closeSync } from 'node:fs';

export const SQLITE3 = process.env.ACS_BENCH_SQLITE3 ?? '/usr/bin/sqlite3';

/** Runs `script` (fed on stdin) and resolves with stdout; `outFile` takes stdout instead when given. */
export function sqlite3(dbPath: string, args: string[], script: string, outFile?: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const out = outFile === undefined ? 'pipe' : openSync(outFile, 'w');
    const child = spawn(SQLITE3, [...args, dbPath], { stdio: ['pipe', out, 'pipe'] });
    if (typeof out === 'number') closeSync(out);
    let stdout = '';
    let stderr = '';
    child.stdout?.setEncoding('utf8').on('data', (text: string) => (stdout += text));
    child.stderr?.setEncoding('utf8').on('data', (text: string) => (stderr += text));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve(stdout) : reject(new Error(`sqlite3 exited ${code}: ${stderr}`)),
    );
    child.stdin?.end(script);
  });
}

/** `sql` with its ? parameters written in as SQL literals. */
export function withLiterals(sql: string, params: ReadonlyArray<string | number>): string {
  let next = 0;
  return sql.replace(/\?/g, () => {
    const value = params[next++];
    return typeof value === 'number' ? String(value) : `'${String(value).replaceAll("'", "''")}'`;
  });
}

/**
 * The shell's own timer (CPU time, µs resolution; its wall clock shows only whole ms) for each of
 * `runs` runs of the SQL after five warm-up runs, rows to /dev/null: no process start-up is counted.
 */
export async function shellTimesMs(
  dbPath: string,
  sql: string,
  params: ReadonlyArray<string | number>,
  runs: number,
): Promise<number[]> {
  const statement = `${withLiterals(sql, params)};\n`;
  const script = `.output /dev/null\n${statement.repeat(5)}.timer on\n${statement.repeat(runs)}`;
  const output = await sqlite3(dbPath, [], script);
  const times = [...output.matchAll(/user ([\d.]+) sys ([\d.]+)/g)].map(
    (match) => (Number(match[1]) + Number(match[2])) * 1000,
  );
  if (times.length !== runs) throw new Error(`expected ${runs} timings from sqlite3, got ${times.length}`);
  return times;
}
