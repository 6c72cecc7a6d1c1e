// The room's connections as pg_stat_activity names them (application_name): "acs-monitor lease: desk-03"
// is desk-03's, a pool's are plain "acs-monitor" (its feed's reads and writes, its sightings), which no
// workstation's name tells apart. Sampled while the bench runs; the sample with the most is kept.
import type pg from 'pg';

export interface Connections {
  total: number;
  /** Per workstation, its named connections by what they are for ("lease", "feed", "alarms"). */
  named: Map<string, Map<string, number>>;
  /** Connections of the workstations' pools (the same name for all). */
  pooled: number;
  /** The server's max_connections. */
  max: number;
}

export async function readConnections(client: pg.Client): Promise<Connections> {
  const rows = await client.query<{ name: string; n: number }>(
    `SELECT application_name AS name, count(*)::int AS n FROM pg_stat_activity
      WHERE datname = current_database() AND pid <> pg_backend_pid() GROUP BY 1`,
  );
  const max = await client.query<{ max: string }>("SELECT current_setting('max_connections') AS max");
  const named = new Map<string, Map<string, number>>();
  let pooled = 0;
  let total = 0;
  for (const { name, n } of rows.rows) {
    total += n;
    const match = /^acs-monitor ([a-z ]+): (.+)$/.exec(name);
    if (match) {
      const kinds = named.get(match[2]!) ?? new Map<string, number>();
      kinds.set(match[1]!, (kinds.get(match[1]!) ?? 0) + n);
      named.set(match[2]!, kinds);
    } else if (name === 'acs-monitor') pooled += n;
  }
  return { total, named, pooled, max: Number(max.rows[0]!.max) };
}

/** Samples every `everyMs` until stopped; resolves with the sample that had the most connections. */
export function sampleConnections(client: pg.Client, everyMs: number): { stop: () => Promise<Connections | null> } {
  let most: Connections | null = null;
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      const now = await readConnections(client);
      if (!most || now.total > most.total) most = now;
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  })();
  return {
    stop: async () => {
      stopped = true;
      await loop;
      return most;
    },
  };
}
