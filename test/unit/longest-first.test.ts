// The files the suites start first (test/support/longest-first.ts) are named by path: one renamed or gone
// would quietly start with the others again.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { ROOT } from '../support/bundles.js';
import { LONGEST_FILES } from '../support/longest-first.js';

it('names only test files that exist, each once', () => {
  expect(LONGEST_FILES.filter((name) => !existsSync(join(ROOT, name)))).toEqual([]);
  expect(new Set(LONGEST_FILES).size).toBe(LONGEST_FILES.length);
});
