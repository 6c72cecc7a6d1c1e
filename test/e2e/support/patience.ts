// How long a browser test waits for what it expects to happen: an event through the sync to the page, an
// alarm, a screen, a sound. A hang's limit, not a speed test: on CI's loaded 2 cores (three integration
// files run beside two browser files) a denial injected just after the demo started took more than 20 s to
// reach the page, and a snooze's end, polled with vitest's default 1 s, failed. Every wait in the browser
// suites takes this one limit; vitest.e2e.config.ts makes it expect.poll's default too.
export const PATIENCE_MS = 60_000;
