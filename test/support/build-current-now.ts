// Brings the tests' build up to date now (test/support/build-current.ts), before scripts/test.sh starts the
// suites side by side: each suite's global set-up then finds it current, and no two build at once.
import buildCurrent from './build-current.js';

buildCurrent();
