// Exports every event the service holds in a range: first fetches, in pieces of at most a day,
// the parts of the range the cache does not hold completely (not settled), then streams the whole
// range from the cache as CSV, in constant memory, on more than one core. Progress for both phases; cancellable.
import type { ServiceClient } from '../api/client.js';
import { ServiceError } from '../api/errors.js';
import type { AccessEvent } from '../api/types.js';
import type { Cache } from '../storage/cache.js';
import { DEFAULT_SYNC_SETTINGS } from '../sync/engine.js';
import { fetchEventsInRange } from '../sync/fetch-range.js';
import { StoreChain } from '../sync/store-chain.js';
import { piecesOldestFirst, uncoveredParts, type TimeRange } from '../time/ranges.js';
import type { CsvFlavour } from './csv-format.js';
import { defaultHelperCount, writeEventsInPieces, type PieceFilter } from './csv-pieces.js';
import { CsvOutput } from './csv-stream.js';

/**
 * Where a running export is: the job (export-to-file.ts) adds its id and file to make the contract's ExportProgress.
 * While fetching, eventsExpected is an estimate from the pieces fetched so far (absent before the first is in); while
 * writing, it is what the cache held for the export when writing began.
 */
export type ExportStep =
  | { phase: 'fetching'; piecesDone: number; piecesTotal: number; eventsFetched: number; eventsExpected?: number }
  | { phase: 'writing'; rowsWritten: number; eventsExpected: number };

export interface ExportRequest {
  customerGuid: string;
  /** Several customers in one file, one after another, each row in its customer's zone; replaces customerGuid. */
  customerGuids?: readonly string[];
  range: TimeRange;
  eventType?: number;
  /** Only this door's events are written; the fetch still covers every door (settled ranges are per customer). */
  doorGuid?: string;
  /** 'strict' (the default) or 'spreadsheet': csv-format.ts. */
  flavour?: CsvFlavour;
  /** Whole card numbers and installer codes, where a supervisor asked (`export --unmasked`); masked by default. */
  wholeCards?: boolean;
  out: NodeJS.WritableStream;
  signal?: AbortSignal;
  onProgress?: (step: ExportStep) => void;
}

export interface ExportResult {
  rows: number;
  piecesFetched: number;
  timezone: string;
}

export interface ExportServiceOptions {
  cache: Cache;
  client: ServiceClient;
  maxPieceMs?: number;
  settleAfterMs?: number;
  now?: () => number;
  /** Threads besides this one that format CSV (csv-pieces.ts); 0 writes on this thread alone. */
  helpers?: number;
  /** Events the fetch stored that the cache did not hold: the sync will never report them, so their alarms start here. */
  onStored?: (customerGuid: string, inserted: AccessEvent[]) => void;
}

export class ExportService {
  private readonly maxPieceMs: number;
  private readonly settleAfterMs: number;
  private readonly now: () => number;
  private readonly helpers: number;

  constructor(private readonly options: ExportServiceOptions) {
    this.helpers = options.helpers ?? defaultHelperCount();
    this.maxPieceMs = options.maxPieceMs ?? DEFAULT_SYNC_SETTINGS.maxPieceMs;
    this.settleAfterMs = options.settleAfterMs ?? DEFAULT_SYNC_SETTINGS.settleAgeMs;
    this.now = options.now ?? Date.now;
  }

  async export(request: ExportRequest): Promise<ExportResult> {
    const { range } = request;
    const customerGuids = request.customerGuids ?? [request.customerGuid];
    if (range.fromMs > range.toMs) {
      throw new ServiceError('invalid-input', 'The export range starts after it ends');
    }
    if (customerGuids.length === 0) throw new ServiceError('invalid-input', 'The export names no customer');
    const timezones: string[] = [];
    for (const customerGuid of customerGuids) timezones.push(await this.timezoneOf(customerGuid, request.signal));
    // Fetching, counting and writing all go with the small page cache of a scan, not the sync's 64 MB one: a count of
    // 1,000,000 events filled it (+65 MB resident), and so did storing 110,000 fetched ones (+60 MB, which the process
    // kept after the cache shrank: peak RSS 246-258 MB against 190-196 MB with the small cache throughout, measured).
    return this.options.cache.whileScanning(async () => {
      const piecesFetched = await this.fillGaps(request, customerGuids);
      const rows = await this.write(request, customerGuids, timezones);
      return { rows, piecesFetched, timezone: [...new Set(timezones)].join(', ') };
    });
  }

  /** Writes the customers' events from the cache, one customer after another; resolves with the rows written. */
  private async write(request: ExportRequest, customerGuids: readonly string[], timezones: string[]): Promise<number> {
    const { range } = request;
    const filterOf = (customerGuid: string): PieceFilter => ({
      customerGuids: [customerGuid],
      eventType: request.eventType,
      doorGuid: request.doorGuid,
    });
    const counts = await Promise.all(customerGuids.map((guid) => this.countInCache(filterOf(guid), range)));
    const eventsExpected = counts.reduce((sum, count) => sum + count, 0);
    const csv = new CsvOutput(request.out, {
      timezone: timezones[0]!,
      flavour: request.flavour,
      wholeCards: request.wholeCards,
      signal: request.signal,
      onProgress: (rowsWritten) => request.onProgress?.({ phase: 'writing', rowsWritten, eventsExpected }),
    });
    try {
      for (const [index, customerGuid] of customerGuids.entries()) {
        const timezone = timezones[index]!;
        csv.useTimezone(timezone);
        await writeEventsInPieces(csv, {
          events: this.options.cache.exportReads,
          dbPath: this.options.cache.path,
          filter: filterOf(customerGuid),
          range,
          timezone,
          flavour: request.flavour ?? 'strict',
          wholeCards: request.wholeCards === true,
          helpers: this.helpers,
          rows: counts[index]!,
          signal: request.signal,
        });
      }
      return await csv.finish();
    } finally {
      csv.release();
    }
  }

  /** The customer's time zone, from the cache or else endpoint 2 (then cached). */
  private async timezoneOf(customerGuid: string, signal: AbortSignal | undefined): Promise<string> {
    const cached = await this.options.cache.inventory.customer(customerGuid);
    if (cached?.customer.geographicTimezoneId) return cached.customer.geographicTimezoneId;
    const customer = await this.options.client.getCustomer(customerGuid, { signal });
    await this.options.cache.inventory.saveCustomer(customerGuid, customer, this.now());
    if (!customer.geographicTimezoneId) {
      throw new ServiceError('invalid-response', `The service gave no time zone for customer ${customerGuid}`);
    }
    return customer.geographicTimezoneId;
  }

  private countInCache(filter: PieceFilter, range: TimeRange): Promise<number> {
    return this.options.cache.storage.countMatching({ ...filter, ...range });
  }

  /** Fetches every customer's unsettled parts of the range, in pieces; returns how many pieces. */
  private async fillGaps(request: ExportRequest, customerGuids: readonly string[]): Promise<number> {
    const { cache, client } = this.options;
    const held = await Promise.all(customerGuids.map((customerGuid) => cache.storage.heldRanges(customerGuid)));
    const pieces = customerGuids.flatMap((customerGuid, index) =>
      uncoveredParts(request.range, held[index]!)
        .flatMap((gap) => piecesOldestFirst(gap, this.maxPieceMs))
        .map((piece) => ({ customerGuid, ...piece })),
    );
    const totalMs = pieces.reduce((sum, piece) => sum + spanMs(piece), 0);
    let done = 0;
    let doneMs = 0;
    let eventsFetched = 0;
    const report = (): void => {
      // The pieces fetched so far, scaled to the time still to fetch: an estimate, absent until one piece is in.
      const eventsExpected = doneMs > 0 ? Math.round((eventsFetched * totalMs) / doneMs) : undefined;
      request.onProgress?.({
        phase: 'fetching',
        piecesDone: done,
        piecesTotal: pieces.length,
        eventsFetched,
        eventsExpected,
      });
    };
    report();
    for (const { customerGuid, ...piece } of pieces) {
      const fetchedAtMs = this.now();
      // Stored batch by batch as the answer arrives; the range counts as settled only once all of it is in.
      const storing = new StoreChain();
      await storing.after(
        fetchEventsInRange(client, customerGuid, piece, {
          signal: request.signal,
          onEvents: (batch) => {
            storing.add(async () => {
              const { inserted } = await cache.storage.storeBatch({ customerGuid, events: batch, nowMs: this.now() });
              if (inserted.length > 0) this.options.onStored?.(customerGuid, inserted);
            });
            eventsFetched += batch.length;
          },
        }),
      );
      await cache.storage.recordSync(customerGuid, {
        exportedAdded: { fromMs: piece.fromMs, toMs: Math.min(piece.toMs, fetchedAtMs - this.settleAfterMs) },
      });
      done += 1;
      doneMs += spanMs(piece);
      report();
    }
    return pieces.length;
  }
}

function spanMs(range: TimeRange): number {
  return range.toMs - range.fromMs + 1;
}
