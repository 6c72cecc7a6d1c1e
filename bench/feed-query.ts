// Benchmark 3: the feed's query (one customer, last 24 h, one door, one type, newest 500) over the
// filled cache, through EventsRepository.query, against the sqlite3 shell running the same SQL.
import { Cache } from '../electron/core/store/cache.js';
import { EventsRepository, type EventFilter } from '../electron/core/store/events-repository.js';
import type { FilledCache } from './fill-cache.js';
import { DAY_MS, fmt, median, report, type ResultRow } from './measure.js';
import { sqlite3, withLiterals } from './sqlite-cli.js';

const RUNS = 50;

export async function feedQuery(path: string, filled: FilledCache): Promise<ResultRow> {
  const filter: EventFilter = {
    customerGuids: [filled.customerGuid],
    fromMs: filled.nowMs - DAY_MS,
    toMs: filled.nowMs,
    doorGuid: filled.doorGuid,
    eventType: 1,
    newest: 500,
  };
  const cache = Cache.open(path);
  let rows = 0;
  const times: number[] = [];
  for (let run = 0; run < RUNS + 5; run++) {
    const started = performance.now();
    rows = cache.events.query(filter).length;
    if (run >= 5) times.push(performance.now() - started);
  }
  cache.close();

  // The shell's own timer (CPU time, µs resolution; its wall clock shows only whole ms) for each run,
  // after five warm-up runs, with the rows written to /dev/null: no process start-up is counted.
  const { sql, params } = EventsRepository.sqlFor(filter);
  const statement = `${withLiterals(sql, params)};\n`;
  const script = `.output /dev/null\n${statement.repeat(5)}.timer on\n${statement.repeat(RUNS)}`;
  const output = await sqlite3(path, [], script);
  const cliTimes = [...output.matchAll(/user ([\d.]+) sys ([\d.]+)/g)].map(
    (match) => (Number(match[1]) + Number(match[2])) * 1000,
  );
  if (cliTimes.length !== RUNS) throw new Error(`expected ${RUNS} timings from sqlite3, got ${cliTimes.length}`);
  const ours = median(times);
  const cli = median(cliTimes);
  return {
    benchmark: `feed query over ${fmt.int(filled.total)} events`,
    figure: `median ${fmt.ms(ours)} (${rows} rows)`,
    limit: `sqlite3 shell median ${fmt.ms(cli)}`,
    ratio: fmt.ratio(ours / cli),
    target: '≤ 20 ms and ≤ 1.5×',
    pass: ours <= 20 && ours / cli <= 1.5,
    how: `EventsRepository.query, ${RUNS} runs after 5 warm-up; shell: same SQL (EventsRepository.sqlFor, literal parameters), ${RUNS} runs after 5 warm-up in one process, its .timer user+sys per run, rows to /dev/null`,
  };
}

const [path, json] = process.argv.slice(2);
if (path && json) report([await feedQuery(path, JSON.parse(json) as FilledCache)]);
