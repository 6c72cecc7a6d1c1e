// One export in a process of its own, so its peak RSS is the export's: ExportService over a settled
// range (nothing is fetched) into a file, strict or for a spreadsheet. Prints { ms, rows, peakRssMb } as JSON.
import { createWriteStream } from 'node:fs';
import { finished } from 'node:stream/promises';
import { ServiceClient } from '../electron/core/api/client.js';
import { ServiceError } from '../electron/core/api/errors.js';
import { ExportService } from '../electron/core/export/export-service.js';
import { Cache } from '../electron/core/storage/cache.js';
import { peakRssMb } from './measure.js';

const [path, customerGuid, fromMs, toMs, outFile, flavour = 'strict'] = process.argv.slice(2);
if (!path || !customerGuid || !fromMs || !toMs || !outFile || (flavour !== 'strict' && flavour !== 'spreadsheet')) {
  throw new Error('usage: export-child.js CACHE CUSTOMER FROM_MS TO_MS OUT_FILE [strict|spreadsheet]');
}
const refuse = (): Promise<never> =>
  Promise.reject(new ServiceError('unauthenticated', 'the export bench fetches nothing'));
// The range is settled and the time zone cached: a client that is called would fail the bench.
const client = new ServiceClient({
  baseUrl: 'http://127.0.0.1:9',
  auth: { appToken: refuse, sessionToken: refuse, sessionRejected: refuse },
  retry: { maxAttempts: 1 },
});
const cache = Cache.open(path);
const out = createWriteStream(outFile);
const started = performance.now();
const result = await new ExportService({ cache, client }).export({
  customerGuid,
  range: { fromMs: Number(fromMs), toMs: Number(toMs) },
  flavour,
  out,
});
out.end();
await finished(out);
const ms = performance.now() - started;
cache.close();
if (result.piecesFetched !== 0) throw new Error(`the export fetched ${result.piecesFetched} pieces`);
process.stdout.write(`${JSON.stringify({ ms, rows: result.rows, peakRssMb: peakRssMb() })}\n`);
