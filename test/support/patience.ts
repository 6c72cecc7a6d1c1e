// How long a test waits for what it expects to happen: an event through the sync to the page, an alarm, a
// screen, a process's line, a file gone. A hang's limit, not a speed test: a passing wait returns as soon as
// its condition holds. On CI's loaded 2 cores (three integration files run beside two browser files) a denial
// injected just after the demo started took more than 20 s to reach the page, and a snooze's end, polled with
// vitest's default 1 s, failed. The vitest configs make it expect.poll's default; a wait that says how soon
// something must happen (a takeover within 15 s) keeps its own limit.
export const PATIENCE_MS = 60_000;
