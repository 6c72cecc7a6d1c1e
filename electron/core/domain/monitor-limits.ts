// The monitor's own domain terms and limits, owned by the core: the contract (electron/contract.ts)
// imports them for its schemas and hands them on to the screens; the core never reads them from it.

/** An alarm's priority, worst first (the rules file names them too). */
export const ALARM_PRIORITIES = ['critical', 'high', 'medium', 'low'] as const;
export type AlarmPriority = (typeof ALARM_PRIORITIES)[number];

/** An alarm whose event reached the monitor more than this after it happened says so ("delivered 12 min late"). */
export const LATE_ALARM_MS = 60_000;

/** The sync's request budget a guard may set; the default: see README ("How it keeps every event") for why 300. */
export const DEFAULT_REQUEST_BUDGET = 300;
export const MIN_REQUEST_BUDGET = 6;
export const MAX_REQUEST_BUDGET = 60_000;

/** When guard shifts change until a supervisor sets them: HH:MM on a 24-hour clock, earliest first. */
export const DEFAULT_SHIFT_CHANGES = ['06:00', '18:00'];

/** How long the alarm sound may be silenced: never for ever. */
export const SILENCE_MINUTES = [5, 15, 30] as const;

/**
 * How long the pictures taken with an alarm are kept, in days (a preference): images of people are personal
 * data, kept no longer than the operator decides.
 */
export const DEFAULT_PICTURE_RETENTION_DAYS = 31;
export const MAX_PICTURE_RETENTION_DAYS = 366;
