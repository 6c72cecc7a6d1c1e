// The desk bench's figures as the table's rows, each beside its limit.
import { fmt, percentile, type ResultRow } from './measure.js';
import type { Connections } from './room-connections.js';
import type { Gathered } from './room-desk-processes.js';
import type { FillTimes } from './room-fill.js';

export const LATENCY_LIMIT_MS = 1_000;
export const FAILOVER_LIMIT_MS = 15_000;

export interface Sizes {
  database: number;
  events: number;
  feed: number;
}

const mb = (bytes: number): string => fmt.mb(bytes / 2 ** 20);
const spread = (values: readonly number[]): string =>
  values.length === 0
    ? 'none'
    : `p50 ${fmt.ms(percentile(values, 50))}, p95 ${fmt.ms(percentile(values, 95))}, worst ${fmt.ms(Math.max(...values))}`;

export function fillRows(count: number, fill: FillTimes, sizes: Sizes): ResultRow[] {
  const millions = count / 1_000_000;
  const total = fill.insertMs + fill.indexMs + fill.vacuumMs;
  return [
    {
      benchmark: `room desk: fill ${fmt.int(count)} events in SQL`,
      figure: `${fmt.s(total)}: INSERT … SELECT ${fmt.s(fill.insertMs)} (${fmt.int(count / (fill.insertMs / 1000))} events/s with their feed rows), indexes ${fmt.s(fill.indexMs)}, VACUUM ANALYZE ${fmt.s(fill.vacuumMs)}`,
      limit: '—',
      ratio: '—',
      target: '—',
      pass: null,
      how: "room-fill.ts: INSERT … SELECT over generate_series, two connections a chunk of 250,000 at a time, into the migrated room with its indexes and keys set aside (built again two at a time after): 500 customers (roomWorld: Zipf-like shares, 4–40 doors and 20–1,000 card holders each), kinds by the demo's weights, 90 days, search words as the storage computes them, one feed row per event",
    },
    {
      benchmark: "room desk: the room's size per million events",
      figure: `${mb(sizes.database / millions)} (database ${mb(sizes.database)}: events with indexes ${mb(sizes.events)}, feed ${mb(sizes.feed)})`,
      limit: '—',
      ratio: '—',
      target: '—',
      pass: null,
      how: `pg_database_size and pg_total_relation_size (table, indexes, TOAST) after the fill and VACUUM ANALYZE, divided by ${millions} million events`,
    },
  ];
}

export function latencyRows(followers: Gathered, desks: number, floorMs: readonly number[]): ResultRow[] {
  const floor = `the same load's floor (a bare NOTIFY → LISTEN): ${spread(floorMs)}`;
  const events = followers.events;
  const missing = events * desks - followers.eventLatencies.length;
  const eventP95 = followers.eventLatencies.length > 0 ? percentile(followers.eventLatencies, 95) : Infinity;
  const doors = [...followers.alarmLatencies.values()];
  const everywhere = doors.filter((seen) => seen.length === desks).map((seen) => Math.max(...seen));
  const alarmP95 = everywhere.length > 0 ? percentile(everywhere, 95) : Infinity;
  return [
    {
      benchmark: `room desk: event stored by the poller → shown at a follower (${desks} followers)`,
      figure: `${spread(followers.eventLatencies)} (${fmt.int(followers.eventLatencies.length)}: ${fmt.int(events)} events × ${desks} desks${missing > 0 ? `, ${fmt.int(missing)} never shown` : ''})`,
      limit: `${fmt.ms(LATENCY_LIMIT_MS)} (p95); ${floor}`,
      ratio: fmt.ratio(eventP95 / LATENCY_LIMIT_MS),
      target: '≤ 1 s p95',
      pass: eventP95 <= LATENCY_LIMIT_MS && missing === 0,
      how: "from the poller handing a read to the room (RoomPoller.eventsRead, which stores it in the room and feeds it in one transaction) to a following desk's RoomPoller having stored it in its own cache and told the app (eventsFollowed); the events' receivedDate is the moment they were handed over",
    },
    {
      benchmark: `room desk: forced door → open alarm at every follower (${desks} followers)`,
      figure: `at every desk ${spread(everywhere)} (${everywhere.length} of ${doors.length} doors); at each desk ${spread(doors.flat())}`,
      limit: `${fmt.ms(LATENCY_LIMIT_MS)} (p95); ${floor}`,
      ratio: fmt.ratio(alarmP95 / LATENCY_LIMIT_MS),
      target: '≤ 1 s p95',
      pass: alarmP95 <= LATENCY_LIMIT_MS && everywhere.length === doors.length && doors.length > 0,
      how: "one forced door a second handed to the room with the other events: the poller queues it by the default rules (room_alarm_pending) as it stores it and raises it (room_alarms); each desk's RoomAlarmFollower (LISTEN room_alarms, own connection) first sees the alarm open. A door's figure is its last desk's",
    },
  ];
}

export function failoverRow(
  killedAtMs: number,
  tookOver: { name: string; atMs: number } | null,
  everywhereAtMs: number | null,
  others: number,
): ResultRow {
  const takeoverMs = tookOver ? tookOver.atMs - killedAtMs : Infinity;
  return {
    benchmark: 'room desk: failover after kill -9 of the poller',
    figure: tookOver
      ? `${fmt.s(takeoverMs)} to a new poller (${tookOver.name}); its first events at all ${others} other desks after ${everywhereAtMs === null ? 'never' : fmt.s(everywhereAtMs - killedAtMs)}`
      : 'no desk took over',
    limit: fmt.s(FAILOVER_LIMIT_MS),
    ratio: fmt.ratio(takeoverMs / FAILOVER_LIMIT_MS),
    target: '≤ 15 s',
    pass: takeoverMs <= FAILOVER_LIMIT_MS && everywhereAtMs !== null,
    how: "the first poller is a process of its own (room-desk-poller.js) killed with SIGKILL; a desk has taken over once its RoomPoller says it polls (it read the feed to its end, took the room's sync state and started its sync)",
  };
}

export interface CpuUse {
  windowMs: number;
  server: number | null;
  followers: number;
  poller: number;
  handed: number;
  cores: number;
}

export function cpuRow(cpu: CpuUse, desks: number): ResultRow {
  const perCore = (seconds: number): string => `${((seconds / (cpu.windowMs / 1000)) * 100).toFixed(0)}% of a core`;
  const workstations = `the ${desks} following desks' processes ${perCore(cpu.followers)} together, the poller's ${perCore(cpu.poller)}`;
  return {
    benchmark: `room desk: PostgreSQL CPU, ${fmt.int(cpu.handed / (cpu.windowMs / 1000))} events a second`,
    figure:
      cpu.server === null
        ? `the server is not on this machine; ${workstations}`
        : `${perCore(cpu.server)} (${((cpu.server * 1000) / cpu.handed).toFixed(2)} ms CPU per event); ${workstations}`,
    limit: `${cpu.cores} cores here`,
    ratio: cpu.server === null ? '—' : fmt.ratio(cpu.server / (cpu.windowMs / 1000) / cpu.cores),
    target: '—',
    pass: null,
    how: `over the ${fmt.s(cpu.windowMs)} measured: the server's processes from /proc (the postmaster's utime+stime with its ended children's, and every live child's: backends, WAL writer, checkpointer, autovacuum; pg_stat_statements is not loaded on this server, and loading it needs a restart); the workstations' processes from /proc/PID/stat`,
  };
}

export function connectionsRow(connections: Connections | null, workstations: number): ResultRow {
  if (!connections) {
    return {
      benchmark: 'room desk: connections',
      figure: 'not sampled',
      limit: '—',
      ratio: '—',
      target: '—',
      pass: null,
      how: '',
    };
  }
  const kinds = new Map<string, number[]>();
  for (const named of connections.named.values()) {
    for (const [kind, n] of named) kinds.set(kind, [...(kinds.get(kind) ?? []), n]);
  }
  const each = [...kinds]
    .map(
      ([kind, counts]) =>
        `${kind} ${counts.length === workstations ? '' : `${counts.length} desks × `}${Math.max(...counts)}`,
    )
    .join(', ');
  const named = [...connections.named.values()].map((kinds) => [...kinds.values()].reduce((a, b) => a + b, 0));
  return {
    benchmark: `room desk: connections of ${workstations} workstations`,
    figure: `${connections.total} in all: named per workstation ${each} (${Math.min(...named)}–${Math.max(...named)} each); pools ${connections.pooled} (${(connections.pooled / workstations).toFixed(1)} a workstation)`,
    limit: `max_connections ${connections.max}`,
    ratio: fmt.ratio(connections.total / connections.max),
    target: '—',
    pass: null,
    how: `pg_stat_activity by application_name at the sample with the most of them (every 5 s while measured): each workstation's lease, feed follower and alarm follower carry its name; its RoomFeed pool's connections are all "acs-monitor". A desk has no settings follower (RoomShared), which the app and sync also hold: one more each`,
  };
}
