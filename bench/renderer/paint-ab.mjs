// First paint of two built renderers, measured in turns (A, B, A, B, …) in one Chromium, so that a
// busy machine weighs on both alike: the time to the first painted feed row, as run.mjs measures it.
// `node bench/renderer/paint-ab.mjs --a DIR --b DIR [--runs N] [--events N]` prints each side's
// median and samples, and B's median over A's.
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { installFakeBridge } from './fake-bridge.mjs';
import { firstRowPainted, watchFirstFeedRow } from './page-probes.mjs';
import { serveStatic } from './static-server.mjs';

const { values: options } = parseArgs({
  options: {
    a: { type: 'string' },
    b: { type: 'string' },
    runs: { type: 'string', default: '15' },
    events: { type: 'string', default: '100000' },
  },
});
if (!options.a || !options.b) throw new Error('give both builds: --a DIR --b DIR (each holding index.html)');

const servers = { a: await serveStatic(options.a), b: await serveStatic(options.b) };
const browser = await chromium.launch({
  executablePath: process.env.ACS_CHROMIUM ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  headless: true,
});

/** One fresh profile on `url`: ms from navigation start to the first painted feed row. */
async function firstPaint(url) {
  const context = await browser.newContext({
    viewport: { width: 1366, height: 768 },
    locale: 'en-GB',
    timezoneId: 'Europe/London',
  });
  try {
    await context.addInitScript(installFakeBridge, { total: Number(options.events) });
    await context.addInitScript(watchFirstFeedRow);
    const page = await context.newPage();
    await page.goto(url);
    const row = await (await page.waitForFunction(firstRowPainted, null, { timeout: 30_000 })).jsonValue();
    return row.paintedMs;
  } finally {
    await context.close();
  }
}

const samples = { a: [], b: [] };
try {
  for (let run = 0; run < Number(options.runs); run++) {
    for (const side of run % 2 === 0 ? ['a', 'b'] : ['b', 'a']) samples[side].push(await firstPaint(servers[side].url));
  }
} finally {
  await browser.close();
  await Promise.all(Object.values(servers).map((server) => server.close()));
}
const median = (values) => [...values].sort((x, y) => x - y)[values.length >> 1];
for (const side of ['a', 'b']) {
  const dir = join(options[side]);
  process.stdout.write(
    `${side.toUpperCase()} ${dir}: median ${median(samples[side]).toFixed(0)} ms (${samples[side].map((v) => v.toFixed(0)).join(', ')})\n`,
  );
}
process.stdout.write(`B ÷ A: ${(median(samples.b) / median(samples.a)).toFixed(3)}\n`);
