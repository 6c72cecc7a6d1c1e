// Two long texts (exports of megabytes) compared as the reader needs: equal, or the first line that differs.
// A deep equality of their bytes took 10 s of processor and, failing, would print a diff nobody reads.

/** Null when `actual` is `expected`; else the first differing line, numbered from 1, both ways. */
export function firstDifference(actual: string, expected: string): string | null {
  if (actual === expected) return null;
  const actualLines = actual.split('\n');
  const expectedLines = expected.split('\n');
  const at = actualLines.findIndex((line, index) => line !== expectedLines[index]);
  const line = at === -1 ? actualLines.length : at;
  return (
    `line ${line + 1} of ${actualLines.length} (expected ${expectedLines.length}): ` +
    `${JSON.stringify(actualLines[line] ?? '(none)')} instead of ${JSON.stringify(expectedLines[line] ?? '(none)')}`
  );
}
