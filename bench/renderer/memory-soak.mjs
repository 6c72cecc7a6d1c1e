// The renderer's soak (issue 12): the feed, already holding its most rows, fed events for a while;
// the page's JS heap and DOM node count after a forced GC (CDP) before and after. The feed keeps at
// most MAX_FEED_ROWS in memory and renders only the rows in view, so neither should grow with events.
import { pushEvents } from './page-probes.mjs';

/** The target: under 20 MB an hour of traffic, an hour being 3,600 events (60 a minute). */
const HEAP_TARGET_MB_PER_H = 20;
const EVENTS_AN_HOUR = 3_600;

/** JS heap used (MB) and DOM nodes after two forced collections. */
async function pageMemory(cdp) {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { metrics } = await cdp.send('Performance.getMetrics');
  const value = (name) => metrics.find((metric) => metric.name === name).value;
  return { heapMb: value('JSHeapUsedSize') / 2 ** 20, nodes: value('Nodes') };
}

/**
 * @param {import('playwright-core').Page} page the feed, following live
 * @param {{ durationMs: number, eventsPerSecond: number, held: number, log: (line: string) => void }} options
 */
export async function memorySoak(page, { durationMs, eventsPerSecond, held, log }) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const plan = { every: 100, count: Math.max(1, Math.round(eventsPerSecond / 10)), acknowledgeEvery: 10_000 };
  // Warm-up: the first arrivals fill caches and compile the code paths the soak then repeats.
  await page.evaluate(pushEvents, { ...plan, durationMs: Math.min(5_000, durationMs / 4) });
  const start = await pageMemory(cdp);
  const arrived = await page.evaluate(pushEvents, { ...plan, durationMs });
  const end = await pageMemory(cdp);
  await cdp.detach();
  log(
    `soak: ${arrived} events; heap ${start.heapMb.toFixed(1)} → ${end.heapMb.toFixed(1)} MB, nodes ${start.nodes} → ${end.nodes}`,
  );
  // Less than one rendered row (about 20 nodes), however many events arrived.
  const nodesSlack = 20;
  const perHour = ((end.heapMb - start.heapMb) / arrived) * EVENTS_AN_HOUR;
  const how =
    `${arrived.toLocaleString('en-GB')} events pushed at ${plan.count * 10}/s for ${(durationMs / 1000).toFixed(0)} s ` +
    `(after a warm-up) into the feed following live and holding ${held.toLocaleString('en-GB')} rows, every alarm acknowledged each ` +
    `10 s; CDP Performance.getMetrics after HeapProfiler.collectGarbage, at start and end`;
  return [
    {
      benchmark: 'soak: page JS heap',
      figure: `${start.heapMb.toFixed(1)} MB → ${end.heapMb.toFixed(1)} MB: ${perHour.toFixed(2)} MB/h`,
      limit: `${HEAP_TARGET_MB_PER_H} MB/h`,
      ratio: (perHour / HEAP_TARGET_MB_PER_H).toFixed(2),
      target: `< ${HEAP_TARGET_MB_PER_H} MB/h`,
      pass: perHour < HEAP_TARGET_MB_PER_H,
      how: `${how}; an hour = 3,600 events (60 a minute)`,
    },
    {
      benchmark: 'soak: page DOM nodes',
      figure: `${start.nodes.toLocaleString('en-GB')} → ${end.nodes.toLocaleString('en-GB')}`,
      limit: `${start.nodes.toLocaleString('en-GB')} (at start)`,
      ratio: (end.nodes / start.nodes).toFixed(2),
      target: `no growth with events (≤ +${nodesSlack})`,
      pass: end.nodes <= start.nodes + nodesSlack,
      how:
        `${how}; the slack (less than one rendered row, about 20 nodes) allows for nodes the GC has not ` +
        `yet freed and text that changes`,
    },
  ];
}
