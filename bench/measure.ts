// Small helpers shared by the benchmarks: sizes, temp folders, memory, timing and result rows.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** ACS_BENCH_SCALE=0.1 runs every benchmark at a tenth of the sizes and durations. */
export const SCALE = Number(process.env.ACS_BENCH_SCALE ?? '1');

export function scaled(count: number): number {
  return Math.max(1, Math.round(count * SCALE));
}

export const DAY_MS = 86_400_000;
export const HOUR_MS = 3_600_000;

export interface TempDir {
  path: string;
  file(name: string): string;
  remove(): void;
}

export function tempDir(prefix: string): TempDir {
  const path = mkdtempSync(join(tmpdir(), `acs-bench-${prefix}-`));
  return { path, file: (name) => join(path, name), remove: () => rmSync(path, { recursive: true, force: true }) };
}

/** This process's peak resident set (VmHWM), in MB. */
export function peakRssMb(): number {
  const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'));
  return match ? Number(match[1]) / 1024 : process.resourceUsage().maxRSS / 1024;
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** One line of the table: the figure, its limit from the same run, their ratio, the target and the verdict. */
export interface ResultRow {
  benchmark: string;
  figure: string;
  limit: string;
  ratio: string;
  target: string;
  pass: boolean | null;
  how: string;
}

/** Child benchmarks print their rows as the last line of stdout. */
export function report(rows: ResultRow[]): void {
  process.stdout.write(`${JSON.stringify(rows)}\n`);
}

export const fmt = {
  int: (value: number): string => Math.round(value).toLocaleString('en-GB'),
  ms: (value: number): string => `${value < 10 ? value.toFixed(2) : value.toFixed(0)} ms`,
  s: (ms: number): string => `${(ms / 1000).toFixed(2)} s`,
  mb: (value: number): string => `${value.toFixed(0)} MB`,
  ratio: (value: number): string => value.toFixed(2),
};

/**
 * Each of `runs` timings (ms) of `work`, after five warm-up runs, as wall-clock time and as this
 * process's CPU time (user + sys, what the sqlite3 shell's timer reports); `work`'s last answer with them.
 */
export function timeRuns<T>(runs: number, work: () => T): { times: number[]; cpuTimes: number[]; last: T } {
  const times: number[] = [];
  const cpuTimes: number[] = [];
  let last = work();
  for (let run = 0; run < runs + 4; run++) {
    const started = performance.now();
    const cpuStarted = process.cpuUsage();
    last = work();
    const cpu = process.cpuUsage(cpuStarted);
    if (run >= 4) {
      times.push(performance.now() - started);
      cpuTimes.push((cpu.user + cpu.system) / 1000);
    }
  }
  return { times, cpuTimes, last };
}
