// Each vitest process's event loop, watched (a setup file). A process that answers its runner nothing for 60 s
// fails the whole run ("[vitest-worker]: Timeout calling onTaskUpdate"), every test passed, without naming a
// test. A tick 10 s late or more is said on stderr with the tests around it (the one running at the last tick on
// time, and the one running now: a test that blocks the loop to its end lets the next start before the tick), so
// the next such run says where to look. Late means the loop was blocked or the process had no processor so long.
import { beforeEach } from 'vitest';

const TICK_MS = 1_000;
const SAID_FROM_MS = 10_000;

interface StallWatch {
  test: string;
}

const holder = globalThis as { acsStallWatch?: StallWatch };
// Many files to a process (isolate: false) each run this file: one watch per process.
if (!holder.acsStallWatch) {
  const watch: StallWatch = { test: '(no test yet)' };
  holder.acsStallWatch = watch;
  // Held before any test fakes the clock.
  const now = performance.now.bind(performance);
  let last = now();
  // The test running at the last tick on time: one that blocks the loop to its end lets the next begin first.
  let onTime = watch.test;
  setInterval(() => {
    const late = now() - last - TICK_MS;
    last = now();
    if (late >= SAID_FROM_MS) {
      const where = onTime === watch.test ? `in ${watch.test}` : `after ${onTime} began, in ${watch.test}`;
      process.stderr.write(
        `stall-watch: process ${process.pid}'s event loop ran ${(late / 1000).toFixed(1)} s late, ${where}\n`,
      );
    }
    onTime = watch.test;
  }, TICK_MS).unref();
}

beforeEach((context) => {
  holder.acsStallWatch!.test = `${context.task.file.name} > ${context.task.name}`;
});
