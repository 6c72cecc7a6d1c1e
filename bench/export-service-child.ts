// One export through the service in a process of its own, as `acs-monitor export` runs it: a guard
// signed in, an empty cache, so every event is fetched from the service, stored, then written as CSV
// to a file. Prints { ms, rows, piecesFetched, peakRssMb } as JSON.
import { createWriteStream } from 'node:fs';
import { finished } from 'node:stream/promises';
import { ExportService } from '../electron/core/export/export-service.js';
import { Cache } from '../electron/core/storage/cache.js';
import { signIn } from './demo-client.js';
import { peakRssMb, tempDir } from './measure.js';

const [baseUrl, customerGuid, fromMs, toMs, outFile] = process.argv.slice(2);
if (!baseUrl || !customerGuid || !fromMs || !toMs || !outFile) {
  throw new Error('usage: export-service-child.js BASE_URL CUSTOMER FROM_MS TO_MS OUT_FILE');
}
const signed = await signIn(baseUrl, {}, `acs-monitor bench ${process.pid}`);
const dir = tempDir('export-service');
const cache = Cache.open(dir.file('cache.sqlite3'));
try {
  const out = createWriteStream(outFile);
  const started = performance.now();
  const result = await new ExportService({ cache, client: signed.session.client }).export({
    customerGuid,
    range: { fromMs: Number(fromMs), toMs: Number(toMs) },
    out,
  });
  out.end();
  await finished(out);
  const ms = performance.now() - started;
  process.stdout.write(
    `${JSON.stringify({ ms, rows: result.rows, piecesFetched: result.piecesFetched, peakRssMb: peakRssMb() })}\n`,
  );
} finally {
  cache.close();
  dir.remove();
  signed.close();
}
