// The order a suite's files start in: the ones that take longest first, so that their waits on real time (a
// room's lease taken over, a snooze's minute, a browser's monitors) overlap the other files' work instead of
// ending the run alone. Vitest starts the longest first only where its last run's durations are kept (not on a
// fresh checkout, as CI's: there it starts the largest files first, and two of the three longest are not large).
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** The files that took longest in a full run (over 40 s each), longest first; any other file after them. */
export const LONGEST_FILES = [
  'test/integration/room-handover-keeps-events.test.ts',
  'test/integration/room-one-poller.test.ts',
  'test/integration/cli-room.test.ts',
  'test/integration/room-shared-settings.test.ts',
  'test/integration/room-clock.test.ts',
  'test/integration/cli-sync.test.ts',
  'test/integration/room-alarms-app.test.ts',
  'test/e2e/alarms.test.ts',
  'test/e2e/monitor.test.ts',
  'test/e2e/not-monitoring.test.ts',
  'test/e2e/alarm-triage.test.ts',
  'test/e2e/wall-display.test.ts',
  'test/e2e/alarm-pictures.test.ts',
  'test/unit/sync-late-slip.test.ts',
  'test/unit/sync-late-restarts.test.ts',
];

export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification): number => {
      const index = LONGEST_FILES.findIndex((name) => file.moduleId.endsWith(`/${name}`));
      return index === -1 ? LONGEST_FILES.length : index;
    };
    // Array.prototype.sort is stable: the other files keep vitest's order.
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}
