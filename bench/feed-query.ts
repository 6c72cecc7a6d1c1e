// Benchmark 3: the feed's query (one customer, last 24 h, one door, one type, newest 500) over the
// filled cache, through EventsRepository.query, against the sqlite3 shell running the same SQL.
import { openDatabase } from '../electron/core/store/database.js';
import { EventsRepository, type EventFilter } from '../electron/core/store/events-repository.js';
import type { FilledCache } from './fill-cache.js';
import { DAY_MS, fmt, median, report, timeRuns, type ResultRow } from './measure.js';
import { shellTimesMs } from './sqlite-cli.js';

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
  const db = openDatabase(path);
  const events = new EventsRepository(db);
  const { times, last } = timeRuns(RUNS, () => events.query(filter));
  const rows = last.length;
  db.close();

  const { sql, params } = EventsRepository.sqlFor(filter);
  const cliTimes = await shellTimesMs(path, sql, params, RUNS);
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
