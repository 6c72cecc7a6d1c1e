// Numbered schema migrations, one frozen file per version under ./migrations/. Each runs once, in
// order, all pending ones in one transaction; the database's user_version records the last applied.
// Append only: a schema change is a new file added at the end of this list.
import { migration as eventsInventorySyncState } from './migrations/0001-events-inventory-sync-state.js';
import { migration as watchedSince } from './migrations/0002-watched-since.js';
import { migration as wipeCardholderPins } from './migrations/0003-wipe-cardholder-pins.js';
import { migration as alarmsAndSnoozes } from './migrations/0004-alarms-and-snoozes.js';
import { migration as eventSearch } from './migrations/0005-event-search.js';
import { migration as searchByDate } from './migrations/0006-search-by-date.js';
import { migration as lateAndBlind } from './migrations/0007-late-and-blind.js';
import { migration as cardsFoundWhole } from './migrations/0008-cards-found-whole.js';
import { migration as bandCoverage } from './migrations/0009-band-coverage.js';
import { migration as claimSteps } from './migrations/0010-claim-steps.js';
import { migration as roomRisesWaiting } from './migrations/0011-room-rises-waiting.js';
import { migration as exportRanges } from './migrations/0012-export-ranges.js';
import { migration as alarmPictures } from './migrations/0013-alarm-pictures.js';
import { migration as deviceTroubles } from './migrations/0014-device-troubles.js';
import { migration as procedureSteps } from './migrations/0015-procedure-steps.js';
import { migration as forwardedAlarms } from './migrations/0016-forwarded-alarms.js';
import { migration as eventsByDevice } from './migrations/0017-events-by-device.js';
import type { Migration } from './migrations/migration.js';

export type { Migration };

export const MIGRATIONS: readonly Migration[] = [
  eventsInventorySyncState,
  watchedSince,
  wipeCardholderPins,
  alarmsAndSnoozes,
  eventSearch,
  searchByDate,
  lateAndBlind,
  cardsFoundWhole,
  bandCoverage,
  claimSteps,
  roomRisesWaiting,
  exportRanges,
  alarmPictures,
  deviceTroubles,
  procedureSteps,
  forwardedAlarms,
  eventsByDevice,
];
