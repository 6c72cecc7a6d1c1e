// The CPU time of the PostgreSQL server the room is on, from /proc (so only for a server on this
// machine): the postmaster's own and its reaped children's (cutime, cstime: backends that ended), and
// every live child's (the backends, the WAL writer, the checkpointer, autovacuum). Ticks of 1/CLK_TCK s.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import type pg from 'pg';

const TICKS_PER_SECOND = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100;

interface Stat {
  comm: string;
  ppid: number;
  /** utime + stime, and cutime + cstime, in seconds. */
  own: number;
  children: number;
}

function stat(pid: number | string): Stat | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const close = text.lastIndexOf(')');
    const fields = text.slice(close + 2).split(' ');
    const ticks = (index: number): number => Number(fields[index]);
    return {
      comm: text.slice(text.indexOf('(') + 1, close),
      ppid: Number(fields[1]),
      own: (ticks(11) + ticks(12)) / TICKS_PER_SECOND,
      children: (ticks(13) + ticks(14)) / TICKS_PER_SECOND,
    };
  } catch {
    return null;
  }
}

/** Seconds of CPU the process `pid` (of this machine) has used, its own and its reaped children's. */
export function processCpuSeconds(pid: number): number | null {
  const found = stat(pid);
  return found ? found.own + found.children : null;
}

/** A reader of the server's CPU seconds so far, or null when its backend is no process of this machine. */
export async function serverCpu(client: pg.Client): Promise<(() => number) | null> {
  const backend = (await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid;
  const mine = stat(backend);
  if (!mine || !mine.comm.startsWith('postgres')) return null;
  const postmaster = mine.ppid;
  return () => {
    const server = stat(postmaster);
    let seconds = server ? server.own + server.children : 0;
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      const child = stat(entry);
      if (child?.ppid === postmaster) seconds += child.own;
    }
    return seconds;
  };
}
