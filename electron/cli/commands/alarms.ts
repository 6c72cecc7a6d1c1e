// alarms: the shift report from the local cache (who handled each alarm, how fast, with the notes).
import type { Command } from 'commander';
import { AlarmRulesFile } from '../../core/alarms/rules-file.js';
import { shiftReportCsv, shiftReportRows, type ShiftReportRow } from '../../core/alarms/shift-report.js';
import { parseRange } from '../../core/api/validate.js';
import { AlarmBook } from '../../core/app/alarm-book.js';
import { resolveDataDir } from '../../core/profile/data-dir.js';
import { openCache, type GlobalOptions } from '../context.js';
import type { CliIO } from '../io.js';
import { writeTable, type Column } from '../output.js';

const SHIFT_MS = 12 * 3_600_000;

const columns: Column<ShiftReportRow>[] = [
  { header: 'RAISED (UTC)', value: (row) => row.raisedAt },
  { header: 'PRIORITY', value: (row) => row.priority },
  { header: 'ALARM', value: (row) => [row.alarm, row.who].filter(Boolean).join(': ') },
  { header: 'DOORS', value: (row) => row.doors },
  { header: 'STATE', value: (row) => row.state },
  { header: 'ACKNOWLEDGED BY', value: (row) => row.acknowledgedBy },
  { header: 'AFTER (S)', value: (row) => row.secondsToAcknowledge },
  { header: 'CLOSED BY', value: (row) => row.closedBy },
  { header: 'OUTCOME', value: (row) => row.outcome },
  { header: 'NOTES', value: (row) => [row.acknowledgeNote, row.closeNote].filter(Boolean).join(' / ') },
];

export function addAlarmCommands(program: Command, io: CliIO): void {
  program
    .command('alarms')
    .description('the shift report: alarms raised in the range (default: the last 12 h), who handled them and how fast')
    .option('--from <ISO>', 'start of the range')
    .option('--to <ISO>', 'end of the range')
    .option('--csv', "print CSV (the export's quoting and formula rules) instead of a table")
    .action((options: { from?: string; to?: string; csv?: boolean }, command: Command) => {
      const range = parseRange(options.from, options.to);
      const toMs = range.to?.getTime() ?? Date.now();
      const fromMs = range.from?.getTime() ?? toMs - SHIFT_MS;
      const globals = command.optsWithGlobals<GlobalOptions>();
      const setup = new AlarmRulesFile(resolveDataDir(globals.dataDir, io.env)).inForce;
      const cache = openCache(globals, io);
      try {
        const alarms = new AlarmBook(cache, () => setup).query({
          states: ['open', 'acknowledged', 'closed'],
          fromMs,
          toMs,
        });
        const rows = shiftReportRows(alarms);
        if (options.csv) io.stdout.write(shiftReportCsv(rows));
        else writeTable(io.stdout, rows, columns);
      } finally {
        cache.close();
      }
    });
}
