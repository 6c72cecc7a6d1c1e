// What `export` is asked for and how it runs, whether it reads the local cache (export.ts) or a control room
// (events-in-room.ts): into --out or stdout, the export closed after.
import type { CsvFlavour, Export } from '../../core/app/command-line/event-exports.js';
import type { CliIO } from '../io.js';
import { writingTo } from '../output-file.js';

/** What `export` is asked for, wherever its events are read from. */
export interface ExportRequest {
  /** --customer as typed: GUIDs or codes, comma-separated. */
  customer: string;
  range: { fromMs: number; toMs: number };
  eventType?: number;
  flavour: CsvFlavour;
  wholeCards: boolean;
  /** --out; none: stdout. */
  out?: string;
}

/** What every export is asked, wherever it reads: the request's range, type, flavour and cards, and where it writes. */
type ExportAsked = Pick<ExportRequest, 'range' | 'eventType' | 'flavour' | 'wholeCards'> & {
  out: NodeJS.WritableStream;
  signal: AbortSignal;
};

/** Runs the export opened into --out or stdout; the export is closed after, whatever happened. */
export async function exportTo<Request, Result>(
  io: CliIO,
  request: ExportRequest,
  exporter: Export<Request, Result>,
  asked: (common: ExportAsked) => Request,
): Promise<Result> {
  return writingTo(io, request.out, async (out, signal) => {
    try {
      const { range, eventType, flavour, wholeCards } = request;
      return await exporter.export(asked({ range, eventType, flavour, wholeCards, out, signal }));
    } finally {
      await exporter.close();
    }
  });
}
