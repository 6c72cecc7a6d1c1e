// Prints vitest's JSON reports as one closing line: "vitest: N passed, N failed, N skipped".
import { existsSync, readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;
let skipped = 0;
for (const path of process.argv.slice(2).filter((file) => existsSync(file))) {
  const report = JSON.parse(readFileSync(path, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + (report.numTodoTests ?? 0);
}
console.log(`vitest: ${passed} passed, ${failed} failed, ${skipped} skipped`);
