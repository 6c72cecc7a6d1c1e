// The desk bench's workstations seen from the bench: each a process (room-desk-process.js) whose lines
// say its role, what it handed to the room and what it measured; `gather` puts their reports together.
import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { DeskReport } from './room-desk-process.js';

const SCRIPT = fileURLToPath(new URL('./room-desk-process.js', import.meta.url));

export interface DeskSetup {
  url: string;
  dir: string;
  position: number;
  perSecond: number;
}

export class DeskProcess {
  readonly child: ChildProcess;
  role: 'poller' | 'follower' | 'disconnected' | null = null;
  following = false;
  /** Why it does not follow, as it last said. */
  problem: string | null = null;
  /** When it became the poller (Date.now()), the last time it did. */
  pollerSince: number | null = null;
  handed = 0;
  /** When it was first shown an event a desk that took over handed. */
  newPollerAt: number | null = null;
  private reported: ((report: DeskReport) => void) | null = null;

  constructor(
    readonly name: string,
    setup: DeskSetup,
    idBase: number,
  ) {
    const { url, dir, position, perSecond } = setup;
    this.child = spawn(
      process.execPath,
      [SCRIPT, url, dir, String(position), name, String(perSecond), String(idBase)],
      {
        stdio: ['pipe', 'pipe', 'inherit'],
      },
    );
    createInterface({ input: this.child.stdout! }).on('line', (text) => this.read(JSON.parse(text) as Line));
  }

  measure(window: { fromMs: number; toMs: number } | null): void {
    this.child.stdin!.write(`${JSON.stringify({ measure: window })}\n`);
  }

  report(): Promise<DeskReport> {
    const answer = new Promise<DeskReport>((resolve) => (this.reported = resolve));
    this.child.stdin!.write(`${JSON.stringify({ report: true })}\n`);
    return answer;
  }

  /** SIGTERM (it leaves the room as a workstation that stops does), or SIGKILL; resolves once it has exited. */
  async stop(signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return;
    const exited = new Promise((resolve) => this.child.once('exit', resolve));
    this.child.kill(signal);
    await exited;
  }

  private read(line: Line): void {
    if (line.role !== undefined) {
      if (line.role === 'poller' && this.role !== 'poller') this.pollerSince = Date.now();
      this.role = line.role;
      this.following = line.following ?? false;
      this.problem = line.problem ?? null;
    }
    if (line.handed !== undefined) this.handed = line.handed;
    if (line.newPoller !== undefined) this.newPollerAt = line.newPoller;
    if (line.report) this.reported?.(line.report);
  }
}

interface Line {
  role?: 'poller' | 'follower' | 'disconnected';
  following?: boolean;
  problem?: string | null;
  handed?: number;
  newPoller?: number;
  report?: DeskReport;
}

/** The following desks' reports together: every event's latency at every desk, and each forced door's. */
export interface Gathered {
  eventLatencies: number[];
  /** Events handed within the window that some desk was shown. */
  events: number;
  /** Per forced door: its latency at each desk that showed it. */
  alarmLatencies: Map<number, number[]>;
}

export function gather(reports: readonly DeskReport[]): Gathered {
  const eventLatencies: number[] = [];
  const events = new Set<number>();
  const alarmLatencies = new Map<number, number[]>();
  for (const report of reports) {
    for (const [eventId, ms] of report.events) {
      eventLatencies.push(ms);
      events.add(eventId);
    }
    for (const [eventId, ms] of report.alarms)
      alarmLatencies.set(eventId, [...(alarmLatencies.get(eventId) ?? []), ms]);
  }
  return { eventLatencies, events: events.size, alarmLatencies };
}
