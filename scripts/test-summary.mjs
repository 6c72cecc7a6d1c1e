// Prints vitest's JSON reports as one closing line: "vitest: N passed, N failed, N skipped",
// preceded by each failed test (file, name, how long it ran, the first line of its error), so that the last lines
// of a long run say what failed without scrolling back through it.
import { existsSync, readFileSync } from 'node:fs';
import { basename, relative } from 'node:path';

let passed = 0;
let failed = 0;
let skipped = 0;
let missing = 0;
const failures = [];
for (const path of process.argv.slice(2)) {
  // A phase whose vitest stopped before the end (an unhandled error in a worker) writes no report: its tests
  // would go uncounted, and the last line would read as a pass.
  if (!existsSync(path)) {
    failures.push(`FAILED the ${basename(path, '.json')} phase: it ended without its report (its output is above)`);
    missing += 1;
    continue;
  }
  const report = JSON.parse(readFileSync(path, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + (report.numTodoTests ?? 0);
  for (const file of report.testResults ?? []) {
    const where = relative(process.cwd(), file.name);
    const failedTests = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failedTests) {
      // A time-out's message is vitest's bare "STACK_TRACE_ERROR": the duration tells it.
      const took = `${(test.duration / 1000).toFixed(1)} s`;
      failures.push(`FAILED ${where} > ${test.fullName} (${took})\n  ${firstLine(test.failureMessages)}`);
    }
    // A file that fails before any of its tests run (an import error, a hook) has no failed test.
    if (file.status === 'failed' && failedTests.length === 0) {
      failures.push(`FAILED ${where}\n  ${firstLine([file.message])}`);
    }
  }
}
for (const failure of failures) console.log(failure);
const unreported = missing > 0 ? `, ${missing} phase${missing > 1 ? 's' : ''} without a report` : '';
console.log(`vitest: ${passed} passed, ${failed} failed, ${skipped} skipped${unreported}`);

function firstLine(messages) {
  const text = (messages ?? []).find((message) => message) ?? '(no message)';
  return text.split('\n').find((line) => line.trim() !== '') ?? text;
}
