// The browser suites' Chromium (support/chromium-args.ts): it keeps every feature Playwright turns off, though its
// --disable-features replaces Playwright's, and it makes no page of browser UI beside a test's page.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { chromiumSuite } from './support/monitor.js';

const suite = chromiumSuite();

describe("the browser suites' Chromium", () => {
  it('keeps every feature Playwright turns off: Chromium takes the last --disable-features, which is ours', async () => {
    const cdp = await suite.browser().newBrowserCDPSession();
    try {
      const { processInfo } = (await cdp.send('SystemInfo.getProcessInfo')) as {
        processInfo: Array<{ type: string; id: number }>;
      };
      const browserPid = processInfo.find((process) => process.type === 'browser')!.id;
      const featureLists = readFileSync(`/proc/${browserPid}/cmdline`, 'utf8')
        .split('\0')
        .filter((arg) => arg.startsWith('--disable-features='))
        .map((arg) => arg.slice('--disable-features='.length).split(','));
      // Playwright's own list first, ours last.
      expect(featureLists.length).toBeGreaterThanOrEqual(2);
      expect(featureLists.at(-1)).toEqual(expect.arrayContaining(featureLists[0]!));
    } finally {
      await cdp.detach();
    }
  });

  it("opens a test's page without the address bar's popup pages beside it", async () => {
    const context = await suite.browser().newContext();
    const cdp = await suite.browser().newBrowserCDPSession();
    try {
      const page = await context.newPage();
      await page.setContent('<h1>A page</h1>');
      const { targetInfos } = (await cdp.send('Target.getTargets')) as {
        targetInfos: Array<{ type: string; url: string }>;
      };
      // Chromium's own pages only (CDP type browser_ui, chrome://…): another file's page or worker is not this test's.
      const browserUi = targetInfos.filter(
        (target) => target.type === 'browser_ui' || target.url.startsWith('chrome:'),
      );
      expect(browserUi.map((target) => target.url)).toEqual([]);
    } finally {
      await cdp.detach();
      await context.close();
    }
  });
});
