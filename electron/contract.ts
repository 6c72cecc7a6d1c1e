// The contract between the renderer and the core: every method the renderer may call and every
// event pushed to it, with schemas. Both transports (the Electron preload over IPC, the browser
// shell over HTTP + server-sent events) validate each call on arrival, starting from unknown, and
// answer { ok: true, value } or { ok: false, error } with a message fit for a guard.
// This module imports nothing from Node or Electron: the renderer uses it too.
import * as z from 'zod';
import { SERVICE_ERROR_KINDS, type ServiceErrorKind } from './core/api/errors.js';
import type { AccessEvent } from './core/api/types.js';
import {
  ALARM_PRIORITIES,
  MAX_PICTURE_RETENTION_DAYS,
  MAX_REQUEST_BUDGET,
  MIN_REQUEST_BUDGET,
} from './core/domain/monitor-limits.js';

// The core's domain terms, handed on to the screens with the contract that uses them.
export {
  ALARM_PRIORITIES,
  DEFAULT_PICTURE_RETENTION_DAYS,
  MAX_PICTURE_RETENTION_DAYS,
  DEFAULT_REQUEST_BUDGET,
  DEFAULT_SHIFT_CHANGES,
  LATE_ALARM_MS,
  MAX_REQUEST_BUDGET,
  MIN_REQUEST_BUDGET,
  SILENCE_MINUTES,
  type AlarmPriority,
} from './core/domain/monitor-limits.js';

/** A GUID in either case, handed to the core lower-cased: the service's GUIDs and the cache's are lower case. */
const guid = z
  .string()
  .regex(/^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/, {
    message: 'must be a GUID (8-4-4-4-12 hexadecimal digits)',
  })
  .transform((text) => text.toLowerCase());
const epochMs = z.number().int().nonnegative();
/** An IANA time zone this runtime's tz database knows (Intl refuses any other name). */
export const timeZoneSchema = z
  .string()
  .max(100)
  .refine(
    (name) => {
      try {
        new Intl.DateTimeFormat('en', { timeZone: name });
        return true;
      } catch {
        return false;
      }
    },
    { message: 'is not a time zone this computer knows: give an IANA name such as Australia/Sydney' },
  );
const empty = z.object({}).strict();
const json = z.unknown();
const alarmIds = z.array(z.number().int()).min(1).max(10_000);

const isObject = (value: unknown): boolean => typeof value === 'object' && value !== null && !Array.isArray(value);
/** A service Event as stored (booleans, nulls and numbers as the service sent them): any object on the wire. */
const accessEvent = z.custom<AccessEvent>(isObject);
/** An alarm's latest event, or only its id where the cache no longer holds it. */
const latestEvent = z.custom<Partial<AccessEvent> & Pick<AccessEvent, 'eventId'>>(isObject);

const alarmPriority = z.enum(ALARM_PRIORITIES);

export const feedEventSchema = z.object({
  event: accessEvent,
  acknowledgement: z.object({ acknowledgedAtMs: epochMs, note: z.string().nullable() }).nullable(),
  /** The priority of the alarm this event raised or joined; null when it raised none (absent from older hosts). */
  alarmPriority: alarmPriority.nullable().optional(),
});
export const alarmOutcomeSchema = z.enum(['genuine', 'false-alarm', 'test', 'other']);

/** One step of an alarm's history: who did what, and when. */
export const alarmActionSchema = z.object({
  atMs: epochMs,
  /**
   * escalated: left unacknowledged too long, it sounded and notified again (the note says how long).
   * claimed, released, taken-over: in a control room, who was on it (the note of a take-over says from whom).
   * step-done: a step of the alarm's procedure was done (the note is the step's text).
   * forwarded: handed to a named operator present in the room (the note says to whom, and what they were told);
   * a release with no operator is the room's: what an operator idle or gone held went back to the queue.
   */
  action: z.enum([
    'raised',
    'escalated',
    'acknowledged',
    'closed',
    'claimed',
    'released',
    'taken-over',
    'step-done',
    'forwarded',
  ]),
  operator: z.string().nullable(),
  outcome: alarmOutcomeSchema.nullable(),
  note: z.string().nullable(),
});

/** An alarm a rule raised: one event, or repeats grouped while it was open. */
export const alertGroupSchema = z.object({
  alarmId: z.number().int(),
  /** Stable for one alarm. */
  key: z.string(),
  customerGuid: z.string(),
  ruleName: z.string(),
  priority: alarmPriority,
  sound: z.enum(['critical', 'alarm', 'none']),
  notify: z.boolean(),
  state: z.enum(['open', 'acknowledged', 'closed']),
  /** What happened: the latest event's displayName ("Door forced open"). */
  title: z.string(),
  /** Who: the cardholder, the token, or "Unknown token"; empty for an event with no card (a forced door). */
  label: z.string(),
  /** Why a card matters: "barred", "lost token", "unknown token", "deleted user". */
  flags: z.array(z.string()),
  doorName: z.string().nullable(),
  /** Every door of the grouped events, in the order first seen. */
  doorNames: z.array(z.string()),
  firstAtMs: epochMs,
  lastAtMs: epochMs,
  count: z.number().int().positive(),
  eventIds: z.array(z.number().int()),
  latest: latestEvent,
  history: z.array(alarmActionSchema),
  /**
   * What to do: the checklist of the rules file's most specific procedure for its rule, customer or door
   * ('procedure'), or, where none applies, the customer's then the door's instructions, a step each
   * ('instructions'); each step with who did it and when (from the history). Null: none applies, and the
   * guard calls the supervisor.
   */
  procedure: z
    .object({
      from: z.enum(['procedure', 'instructions']),
      steps: z.array(
        z.object({
          text: z.string(),
          phones: z.array(z.string()),
          done: z.object({ atMs: epochMs, operator: z.string().nullable() }).nullable(),
        }),
      ),
    })
    .nullable(),
  /** Whom to call about its customer (the Customers screen's contacts, in the rules file), in their order. */
  contacts: z.array(z.object({ name: z.string(), role: z.string().nullable(), phone: z.string() })),
  /** Where: the customer's name and code (null where the cache does not know them), the site of the latest event. */
  customerName: z.string().nullable(),
  customerCode: z.string().nullable(),
  siteName: z.string().nullable(),
  /** The customer's IANA zone (the site's clock), null when unknown. */
  timeZone: z.string().nullable(),
  /** When this monitor raised it: how long it has been open counts from here. */
  raisedAtMs: epochMs,
  /**
   * How long after it happened the raising event reached this monitor, judged on the service's clock, when that
   * was late (over LATE_ALARM_MS); null when it came on time.
   */
  lateByMs: z.number().nonnegative().nullable(),
  /**
   * In a control room only (absent for a single guard): the operator who holds it ("I'm on it"), from
   * which workstation and since when; null while no one does. `forwarded`: who handed it to them and what they
   * said, while they hold it so.
   */
  claimedBy: z
    .object({
      operator: z.string(),
      workstation: z.string(),
      sinceMs: epochMs,
      forwarded: z.object({ by: z.string(), note: z.string().nullable() }).nullable().optional(),
    })
    .nullable()
    .optional(),
});

/** Why a camera gave no picture: offline, not answering (3 s), wrong credentials, not a kind it can ask, a bad answer. */
export const cameraProblemKind = z.enum([
  'offline',
  'not-answering',
  'wrong-credentials',
  'not-supported',
  'bad-answer',
]);

/**
 * The pictures kept with an alarm, per camera of its door: taken by the host when the alarm was raised
 * (the first at once, then one a second for 5 s). A camera's address and credentials never come here.
 */
export const alarmPicturesSchema = z.object({
  alarmId: z.number().int(),
  customerGuid: z.string(),
  /** The door of its first event (null for an event at no door): its cameras are the ones asked. */
  doorGuid: z.string().nullable(),
  /** Set when the alarm's event came late: its pictures show when it arrived, not the moment of the event. */
  lateByMs: z.number().nonnegative().nullable(),
  cameras: z.array(
    z.object({
      cameraGuid: z.string(),
      name: z.string(),
      /** Frames are still being taken. */
      capturing: z.boolean(),
      /** Why it gave no picture at its last try; null while it gives them. */
      problem: z
        .object({ kind: cameraProblemKind, sentence: z.string(), detail: z.string(), triedAtMs: epochMs })
        .nullable(),
      /** Oldest first; each a JPEG as a data: URL. */
      pictures: z.array(z.object({ pictureId: z.number().int(), takenAtMs: epochMs, dataUrl: z.string() })),
    }),
  ),
  /** Days the pictures are kept (the preference). */
  retentionDays: z.number().int().positive(),
});

/** A frame for a guard's live view: the picture, or why the camera gave none. */
export const cameraFrameSchema = z.object({
  takenAtMs: epochMs,
  /** The JPEG as a data: URL; null when the camera gave none. */
  dataUrl: z.string().nullable(),
  problem: z.object({ kind: cameraProblemKind, sentence: z.string(), detail: z.string() }).nullable(),
});

/** Why the monitor cannot see: one entry per cause. */
export const blindCauseSchema = z.object({
  /**
   * no-contact: no successful read of a watched customer for 30 s or 10 poll intervals, whichever is longer;
   * disk-full, cache-damaged: the cache cannot store what is read; signed-out: no session (signed out, or it
   * ended and cannot be renewed); keychain-locked: the keychain is locked and there is no session; room-lost: the
   * control room's database has not answered for 10 s, so this workstation neither polls nor follows the room;
   * nothing-watched: signed in, yet no customer has been watched for 30 s, so nothing at all is being seen.
   */
  kind: z.enum([
    'no-contact',
    'disk-full',
    'cache-damaged',
    'signed-out',
    'keychain-locked',
    'room-lost',
    'nothing-watched',
  ]),
  /** One sentence for the guard: what is wrong and what to do. */
  message: z.string(),
  /** The watched customers it blinds (every watched customer for signed-out, keychain-locked, disk-full). */
  customerGuids: z.array(z.string()),
});

/** Whether the monitor sees its watched customers; while it does not, the NOT MONITORING alarm stands. */
export const monitoringSchema = z.object({
  seeing: z.boolean(),
  /** Since when it has been blind; null while it sees. */
  blindSinceMs: epochMs.nullable(),
  causes: z.array(blindCauseSchema),
  /** Per watched customer: when a read of it last succeeded (null: never yet), and whether it is blind now. */
  customers: z.array(z.object({ customerGuid: z.string(), lastGoodReadMs: epochMs.nullable(), blind: z.boolean() })),
  /** A guard acknowledged this blind period with a note: the sound stops, the state stays until contact is back. */
  acknowledged: z.object({ atMs: epochMs, operator: z.string().nullable(), note: z.string() }).nullable(),
  /** Counts up each time the NOT MONITORING alarm should sound (it begins, then every repeat while unacknowledged). */
  alertSeq: z.number().int().nonnegative(),
  /** The blind period that ended last ("Contact restored after 4 min 12 s"), for a while after it ended. */
  restored: z.object({ fromMs: epochMs, toMs: epochMs }).nullable(),
});

/** Nothing watched (no service chosen, or no customer): nothing is unseen. */
export const NOTHING_WATCHED: z.output<typeof monitoringSchema> = {
  seeing: true,
  blindSinceMs: null,
  causes: [],
  customers: [],
  acknowledged: null,
  alertSeq: 0,
  restored: null,
};

/** A door whose alarms are held back until untilMs (maintenance), with the reason and who asked. */
export const doorSnoozeSchema = z.object({
  snoozeId: z.number().int(),
  customerGuid: z.string(),
  doorGuid: z.string(),
  doorName: z.string().nullable(),
  fromMs: epochMs,
  untilMs: epochMs,
  reason: z.string(),
  operator: z.string().nullable(),
});

export const alarmRulesSchema = z.object({
  /** The rules file's text in force (the defaults' text where the profile keeps none). */
  text: z.string(),
  source: z.enum(['defaults', 'file']),
  /** Why the file in the profile is not in force, when it is not. */
  problem: z.string().nullable(),
  defaultsText: z.string(),
  /** Whether changing the rules needs the supervisor password (set on this station). */
  supervisorPasswordSet: z.boolean(),
  /** The text of the file on disk that was refused (a mistake, or its signature), for a supervisor to review. */
  refusedText: z.string().nullable(),
  /** Signs of tampering with the profile (the password file gone while the rules are signed), in a sentence. */
  tampering: z.string().nullable(),
  /**
   * Added (issue 21): in a control room, `text` is the room's rules, shared by every workstation; who saved
   * them last (null by: seeded by a workstation as it came), whether this workstation seeded them, and
   * whether they differ from this workstation's own (which apply again on leaving). null outside a room.
   */
  room: z
    .object({
      savedBy: z.string().nullable(),
      workstation: z.string(),
      savedAtMs: epochMs,
      seededHere: z.boolean(),
      differsFromOwn: z.boolean(),
    })
    .nullable(),
});

const supervisorPassword = z.string().max(200);

const trafficCounts = z.object({
  requests: z.number().int().nonnegative(),
  downloaded: z.number().int().nonnegative(),
  inserted: z.number().int().nonnegative(),
});

/** What the sync costs (requests, events downloaded against events new) and buys (how soon events are stored). */
export const syncTrafficSchema = z.object({
  requestsPerMinute: z.number().nonnegative(),
  /** Over the last ten minutes. */
  downloaded: z.number().int().nonnegative(),
  inserted: z.number().int().nonnegative(),
  amplification: z.number().nonnegative().nullable(),
  newestDelayMs: z.number().nonnegative().nullable(),
  total: trafficCounts,
});

export const syncStatusSchema = z.object({
  customerGuid: z.string(),
  phase: z.enum(['starting', 'backfilling', 'live', 'retrying', 'failing', 'sign-in-needed', 'stopped']),
  lastSuccessAtMs: epochMs.nullable(),
  lagMs: z.number().nullable(),
  eventsStored: z.number().int(),
  error: z.object({ kind: z.string(), message: z.string(), sinceMs: epochMs }).nullable(),
  /** How often the customer's fresh edge is polled now; null before the sync ran. */
  pollIntervalMs: z.number().positive().nullable().optional(),
  traffic: syncTrafficSchema.nullable().optional(),
  /** Controllers that delivered events late, latest first. */
  lateDevices: z
    .array(z.object({ deviceName: z.string(), lateEvents: z.number().int(), maxLatenessMs: z.number() }))
    .optional(),
  summary: z.string(),
});

/** The sync of all watched customers together, within the request budget. */
export const syncTotalsSchema = z.object({
  customers: z.number().int().nonnegative(),
  budgetPerMinute: z.number().int().positive(),
  effectiveBudgetPerMinute: z.number().int().positive(),
  reducedUntilMs: epochMs.nullable(),
  inFlight: z.number().int().nonnegative(),
  maxInFlight: z.number().int().nonnegative(),
  traffic: syncTrafficSchema,
  warning: z.string().nullable(),
  summary: z.string(),
});

/** The local cache: how big, how far back, and what happened to it at start. */
export const cacheHealthSchema = z.object({
  bytes: z.number().int().nonnegative(),
  /** The oldest eventDate cached (acknowledged and alarm events may be older than the window). */
  oldestEventMs: epochMs.nullable(),
  /** Events older than this many days are pruned (exports there read the service). */
  retentionDays: z.number().positive(),
  /** Set when the cache was found damaged at start and replaced: what happened and what to do, in one sentence. */
  notice: z.string().nullable(),
  /** Added (issue 35 part 4): with `notice`, where the old file is, what was kept and what SQLite found. */
  noticeDetail: z.string().nullable().optional(),
});

export const sessionStatusSchema = z.object({
  baseUrl: z.string().nullable(),
  environment: z.enum(['demo', 'custom']).nullable(),
  registered: z.boolean(),
  signedIn: z.boolean(),
  userName: z.string().nullable(),
  expiresAt: z.string().nullable(),
  remembered: z.boolean(),
  secretStore: z.enum(['keychain', 'memory']),
  secretStoreWarning: z.string().nullable(),
  /** Set while plain HTTP crosses the network to the service (opted in): shown for as long as it lasts. */
  transportWarning: z.string().nullable(),
  /** Set while the system keychain is locked: what unlocking it allows. Gone once it answers again. */
  keychainProblem: z.string().nullable(),
  /**
   * Set while the cache is prepared before it opens, off the host's main thread: 'checking' (SQLite's
   * integrity check, every start) or 'updating' (migrations after an update: a minute or more on a large
   * cache, once). Calls that read the cache answer when it is ready. Null when ready or not connected.
   */
  cachePreparation: z.enum(['checking', 'updating']).nullable(),
  /**
   * Added (issue 21): true on a browser screen of a control room, which signs in as its own guard (the
   * user name, session and customers are that screen's, not the workstation's); absent elsewhere.
   */
  ownGuard: z.boolean().optional(),
});

export const watchedCustomerSchema = z.object({
  customerGuid: z.string().nullable(),
  customerName: z.string(),
  customerCode: z.string().nullable(),
  timezone: z.string().nullable(),
  /** The service's notes on the customer (e.g. who takes its alarms out of hours); null when blank. */
  notes: z.string().nullable().optional(),
  watched: z.boolean(),
});

const snapshot = z.object({ items: z.array(json), fetchedAtMs: epochMs.nullable(), fromCache: z.boolean() });

const feedFilter = z
  .object({
    customerGuids: z.array(guid).max(100).optional(),
    fromMs: epochMs.optional(),
    toMs: epochMs.optional(),
    eventType: z.number().int().optional(),
    doorGuid: guid.optional(),
    /** A user GUID or a token GUID. */
    userOrTokenGuid: guid.optional(),
    text: z.string().max(200).optional(),
    limit: z.number().int().min(1).max(100_000),
    before: z.object({ eventDateMs: epochMs, eventId: z.number().int() }).optional(),
  })
  .strict();

const exportRequest = z
  .object({
    customerGuid: guid,
    /** Several customers in one file (customerGuid among them), one after another. */
    customerGuids: z.array(guid).min(1).max(100).optional(),
    fromMs: epochMs,
    toMs: epochMs,
    eventType: z.number().int().optional(),
    doorGuid: guid.optional(),
    /**
     * 'spreadsheet': a byte order mark and local dates a spreadsheet reads as dates (docs/interfaces.md);
     * 'spreadsheet-semicolon': the same with ';' between cells, for a German or French spreadsheet.
     */
    flavour: z.enum(['strict', 'spreadsheet', 'spreadsheet-semicolon']).optional(),
  })
  .strict()
  .refine((request) => request.fromMs <= request.toMs, { message: 'the range must start before it ends' });

export const exportProgressSchema = z.object({
  exportId: z.string(),
  phase: z.enum(['fetching', 'writing', 'done', 'failed', 'cancelled']),
  piecesDone: z.number().int().optional(),
  piecesTotal: z.number().int().optional(),
  rowsWritten: z.number().int().optional(),
  /** Events fetched from the service so far (phase 'fetching'). */
  eventsFetched: z.number().int().optional(),
  /**
   * While fetching, an estimate from the pieces fetched so far (absent until one is in); while writing, the events
   * the cache held for the export when writing began.
   */
  eventsExpected: z.number().int().optional(),
  fileName: z.string().optional(),
  message: z.string().optional(),
});

export const hourlyCountsSchema = z.array(
  z.object({ hourStartMs: epochMs, granted: z.number().int(), denied: z.number().int() }),
);

const count = z.number().int().nonnegative();

/** One priority's alarms in a shift: how many were raised, acknowledged by handover, and how fast. */
export const shiftFiguresSchema = z.object({
  raised: count,
  /** Acknowledged by handover (the end of the range, or now while it runs). */
  acknowledged: count,
  /** From raised to acknowledged, of those acknowledged by handover; null when none was. */
  medianSecondsToAcknowledge: z.number().nonnegative().nullable(),
  longestSecondsToAcknowledge: z.number().nonnegative().nullable(),
});

/** An alarm not closed at handover: the next shift's to handle. */
export const handoverAlarmSchema = z.object({
  alarmId: z.number().int(),
  priority: alarmPriority,
  title: z.string(),
  label: z.string(),
  customerName: z.string().nullable(),
  customerCode: z.string().nullable(),
  siteName: z.string().nullable(),
  doorNames: z.array(z.string()),
  raisedAtMs: epochMs,
  /** Its state at handover (acknowledged by then, or not). */
  state: z.enum(['open', 'acknowledged']),
  acknowledgedBy: z.string().nullable(),
  /** Its first event lies before the range: it came over from an earlier shift (it is not among the report's alarms). */
  carriedOver: z.boolean(),
});

/** A period the monitor was NOT MONITORING (the monitoring push's blind state, as the cache recorded it). */
export const notMonitoringPeriodSchema = z.object({
  fromMs: epochMs,
  /** Null: it still lasts (or lasted when the monitor stopped). */
  toMs: epochMs.nullable(),
  /** How long it lasted, or has lasted so far when it still does. */
  durationMs: z.number().nonnegative(),
  /** Why, one sentence each. */
  causes: z.array(z.string()),
  acknowledgedAtMs: epochMs.nullable(),
  acknowledgedBy: z.string().nullable(),
  note: z.string().nullable(),
});

/**
 * The shift report's summary, for a supervisor at handover: the alarms whose first event lies in the range (the
 * report's rows) and what had become of them by handover, the alarms still open then (from this range or before),
 * and the periods the monitor could not see. Handover is the range's end, or now when the range runs on past it.
 */
export const shiftSummarySchema = z.object({
  fromMs: epochMs,
  toMs: epochMs,
  handoverMs: epochMs,
  all: shiftFiguresSchema,
  byPriority: z.object({
    critical: shiftFiguresSchema,
    high: shiftFiguresSchema,
    medium: shiftFiguresSchema,
    low: shiftFiguresSchema,
  }),
  /** Of the range's alarms, those closed by handover, by outcome. */
  closed: z.object({ genuine: count, 'false-alarm': count, test: count, other: count }),
  /** Every alarm raised by handover and not closed by then, the worst first, then the oldest. */
  openAtHandover: z.array(handoverAlarmSchema),
  /** The periods NOT MONITORING that overlap the range (of the whole monitor, whatever the customers), oldest first. */
  notMonitoring: z.array(notMonitoringPeriodSchema),
  /** How much of the range (up to handover) the monitor could not see. */
  notMonitoringMs: z.number().nonnegative(),
});
export type ShiftSummary = z.output<typeof shiftSummarySchema>;
export type NotMonitoringPeriod = z.output<typeof notMonitoringPeriodSchema>;

/** Shift changes as a supervisor sets them: HH:MM on a 24-hour clock, earliest first, each once. */
export const shiftChangesSchema = z
  .array(z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'a shift change is a time such as 07:00 (HH:MM, 24-hour clock)'))
  .min(1, 'name at least one shift change')
  .max(12, 'at most 12 shift changes a day')
  .refine((times) => times.every((time, i) => i === 0 || times[i - 1]! < time), {
    message: 'shift changes go earliest first, each once',
  });

export const preferencesSchema = z.object({
  /** The alarm sound is off until then (a timed silence); null: on. A new critical alarm still sounds once. */
  soundOffUntilMs: epochMs.nullable(),
  /** 'large': a 16 px base for a 12-hour shift. */
  textSize: z.enum(['normal', 'large']),
  startMinimised: z.boolean(),
  startAtLogin: z.boolean(),
  /** The sync's request budget: requests a minute to the service, all customers together. */
  requestBudgetPerMinute: z.number().int().min(MIN_REQUEST_BUDGET).max(MAX_REQUEST_BUDGET),
  /** Times on this workstation's clock first (the site's clock beside them), instead of the site's first. */
  workstationTime: z.boolean(),
  /** When guard shifts change (the Export screen's "This shift"), on the site's clock. */
  shiftChanges: shiftChangesSchema,
  /** Days the pictures taken with an alarm are kept: images of people are personal data. */
  pictureRetentionDays: z.number().int().min(1).max(MAX_PICTURE_RETENTION_DAYS),
});

/**
 * What a browser screen may do: an operator's screen everything a guard does; a display (a wall) only
 * watches: it reads, and is refused every call that changes anything or signs in or out.
 */
export const screenRoleSchema = z.enum(['operator', 'display']);

/** The control room's shared database as this workstation sees it (Health); every field null when it is in none. */
export const roomSchema = z.object({
  /** The database's address, its password shown as ***; null: in no room (the embedded cache only). */
  address: z.string().nullable(),
  /** Where the address comes from: serve --database, ACS_DATABASE_URL, or the room joined (settings). */
  source: z.enum(['flag', 'environment', 'joined']).nullable(),
  /** null when it could not be read (problem says why); 0: the schema was never made. */
  schemaVersion: z.number().int().nonnegative().nullable(),
  /** The newest schema this monitor knows. */
  latestVersion: z.number().int().nonnegative(),
  /** The workstation polling the service for the room, and how old its heartbeat is (the database's clock). */
  poller: z.object({ holder: z.string(), sinceMs: epochMs, heartbeatAgeMs: z.number().nonnegative() }).nullable(),
  /** The fastest of a few round trips to the database, in ms. */
  latencyMs: z.number().nonnegative().nullable(),
  /** The workstations connected to the room now, by name. */
  workstations: z.array(z.string()),
  /** This workstation in the room: its name, and whether it polls or follows the poller's feed; null outside a room. */
  here: z
    .object({
      name: z.string(),
      role: z.enum(['poller', 'follower', 'joining']),
      /** Polling since, or following the feed (false: the database does not answer, problem says why). */
      sinceMs: epochMs.nullable(),
      following: z.boolean(),
    })
    .nullable(),
  /** Why the room cannot be used just now, in one sentence; null when it answered. */
  problem: z.string().nullable(),
});

/** A screen let into the browser shell (each exchange of the URL token lets one in). */
export const browserScreenSchema = z.object({
  screenId: z.string(),
  role: screenRoleSchema,
  grantedAtMs: epochMs,
  lastSeenMs: epochMs,
  userAgent: z.string().nullable(),
  address: z.string().nullable(),
  /** Added (issue 21): the guard signed in on it, in a control room (each screen signs in as its own); null: none. */
  guard: z.string().nullable().optional(),
  /** Added (issue 35 part 1): when its guard signed in, and when the screen was last touched (keys, pointer). */
  guardSinceMs: epochMs.nullable().optional(),
  lastActiveMs: epochMs.nullable().optional(),
});

/** An operator signed in at a screen of the control room (issue 35 part 1); moments on this workstation's clock. */
export const operatorPresenceSchema = z.object({
  operator: z.string(),
  workstation: z.string(),
  /** The browser shell's screen id, or "window" for the desktop app's own. */
  screenId: z.string(),
  screenName: z.string(),
  /** Signed in there since (came, or came back). */
  sinceMs: epochMs,
  /** Last touched the screen (keys, pointer). */
  lastActiveMs: epochMs,
  /** Still at that screen; false: gone (within the last hour), lastSeenMs says when. */
  present: z.boolean(),
  lastSeenMs: epochMs,
});
export type OperatorPresence = z.infer<typeof operatorPresenceSchema>;

export const roomPresenceSchema = z.object({
  /** Whether this workstation is in a control room: outside one there is no one to list. */
  inRoom: z.boolean(),
  /** What an operator holds goes back to the queue once they touched no screen of the room for this long. */
  releaseAfterIdleMs: z.number().int().positive(),
  operators: z.array(operatorPresenceSchema),
});
export type RoomPresenceList = z.infer<typeof roomPresenceSchema>;

/** `shell` is false where no browser shell runs (the desktop app): no screen can be let in. */
const screensSchema = z.object({ shell: z.boolean(), screens: z.array(browserScreenSchema) });

/** Every method: its input and its output. */
export const methods = {
  'session.status': { input: empty, output: sessionStatusSchema },
  'session.connect': { input: z.object({ baseUrl: z.string().url().max(2000) }).strict(), output: sessionStatusSchema },
  'session.register': {
    input: z.object({ applicationName: z.string().min(1).max(250), applicationEmail: z.string().max(320) }).strict(),
    output: sessionStatusSchema,
  },
  'session.useAppToken': {
    input: z.object({ applicationToken: z.string().min(1).max(4096) }).strict(),
    output: sessionStatusSchema,
  },
  'session.login': {
    input: z
      .object({ userName: z.string().min(1).max(200), password: z.string().min(1).max(1000), remember: z.boolean() })
      .strict(),
    output: sessionStatusSchema,
  },
  'session.logout': { input: empty, output: sessionStatusSchema },
  'session.startDemo': { input: empty, output: sessionStatusSchema },
  'customers.list': { input: empty, output: z.array(watchedCustomerSchema) },
  'customers.watch': {
    input: z.object({ customerGuid: guid, watched: z.boolean() }).strict(),
    output: z.array(watchedCustomerSchema),
  },
  'inventory.doors': { input: z.object({ customerGuid: guid }).strict(), output: snapshot },
  'inventory.devices': { input: z.object({ customerGuid: guid }).strict(), output: snapshot },
  'inventory.users': { input: z.object({ customerGuid: guid }).strict(), output: snapshot },
  'feed.query': { input: feedFilter, output: z.array(feedEventSchema) },
  'feed.event': { input: z.object({ eventId: z.number().int() }).strict(), output: feedEventSchema.nullable() },
  /** The alarms not yet closed: open (unacknowledged) and acknowledged, the worst and newest first. */
  'alerts.list': { input: empty, output: z.array(alertGroupSchema) },
  /**
   * Acknowledges open alarms as the signed-in operator; answers with the alarms not yet closed. A critical or
   * high alarm needs a step of its procedure done first, or a note: refused ('procedure-needed') naming it.
   */
  'alerts.acknowledge': {
    input: z.object({ alarmIds: alarmIds, note: z.string().max(2000).nullable() }).strict(),
    output: z.array(alertGroupSchema),
  },
  /**
   * Records a step of an alarm's procedure as done (by its number in the procedure, from 0), by the signed-in
   * operator, in its history (and the control room's); answers with the alarms not yet closed. Refused for a
   * closed alarm, a step it has not, or one already done.
   */
  'alerts.doStep': {
    input: z.object({ alarmId: z.number().int(), step: z.number().int().nonnegative().max(100) }).strict(),
    output: z.array(alertGroupSchema),
  },
  /** Closes alarms (open or acknowledged) with an outcome and a note. */
  'alerts.close': {
    input: z
      .object({ alarmIds: alarmIds, outcome: alarmOutcomeSchema, note: z.string().max(2000).nullable() })
      .strict(),
    output: z.array(alertGroupSchema),
  },
  /**
   * A control room's alarm queue (each refused with 'not-offered' when this workstation is in no room):
   * "I'm on it" for one alarm, letting go of one's own claim, a supervisor taking an alarm whoever holds
   * it (the supervisor password once one is set), and opening a closed alarm again. A step another
   * operator's action stands in the way of is refused ('alarm-refused') naming who and when. Each
   * answers with the alarms not yet closed.
   */
  'alerts.claim': { input: z.object({ alarmId: z.number().int() }).strict(), output: z.array(alertGroupSchema) },
  'alerts.release': { input: z.object({ alarmId: z.number().int() }).strict(), output: z.array(alertGroupSchema) },
  'alerts.takeOver': {
    input: z
      .object({
        alarmId: z.number().int(),
        note: z.string().max(2000).nullable(),
        supervisorPassword: z.string().max(200).nullable().optional(),
      })
      .strict(),
    output: z.array(alertGroupSchema),
  },
  /**
   * Added (issue 35 part 1), a control room only: hands an alarm one holds (or nobody holds) to an operator
   * present in the room now, with a note shown to them on top; refused ('alarm-refused') naming who holds it,
   * or saying the operator is not present.
   */
  'alerts.forward': {
    input: z
      .object({
        alarmId: z.number().int(),
        toOperator: z.string().trim().min(1).max(200),
        note: z.string().max(2000).nullable(),
      })
      .strict(),
    output: z.array(alertGroupSchema),
  },
  'alerts.reopen': {
    input: z.object({ alarmId: z.number().int(), note: z.string().max(2000).nullable() }).strict(),
    output: z.array(alertGroupSchema),
  },
  /** Alarms of any state whose first event lies in the range, newest first. */
  'alerts.history': {
    input: z
      .object({
        customerGuids: z.array(guid).max(100).optional(),
        states: z
          .array(z.enum(['open', 'acknowledged', 'closed']))
          .min(1)
          .optional(),
        fromMs: epochMs.optional(),
        toMs: epochMs.optional(),
        limit: z.number().int().min(1).max(10_000),
      })
      .strict(),
    output: z.array(alertGroupSchema),
  },
  /**
   * The shift report: the alarms whose first event lies in the range, who handled them, how fast
   * (csv); the events and alarms raised per hour (hoursCsv); both as one printable page (html), its
   * times in `timeZone` (the reader's; UTC when absent; added), the CSVs' in ISO UTC whatever it is.
   * Added: the summary (also at the top of the page) and the periods NOT MONITORING as a CSV (notMonitoringCsv).
   */
  'alerts.shiftReport': {
    input: z
      .object({
        customerGuids: z.array(guid).max(100).optional(),
        fromMs: epochMs,
        toMs: epochMs,
        timeZone: timeZoneSchema.optional(),
      })
      .strict(),
    output: z.object({
      csv: z.string(),
      hoursCsv: z.string(),
      html: z.string(),
      alarms: z.number().int(),
      summary: shiftSummarySchema,
      notMonitoringCsv: z.string(),
    }),
  },
  /**
   * The shift report's summary alone (added): the History screen shows it above its list and asks again at every
   * change, without the cost of the files (the events per hour read every event of the range).
   */
  /** The pictures kept with an alarm, per camera of its door (none when its door has no camera). */
  'alerts.pictures': { input: z.object({ alarmId: z.number().int() }).strict(), output: alarmPicturesSchema },
  /** Asks every camera of the alarm's door for a picture now (a guard's retry: a camera resting after a failure too). */
  'alerts.retryPictures': { input: z.object({ alarmId: z.number().int() }).strict(), output: alarmPicturesSchema },
  'alerts.shiftSummary': {
    input: z.object({ customerGuids: z.array(guid).max(100).optional(), fromMs: epochMs, toMs: epochMs }).strict(),
    output: shiftSummarySchema,
  },
  /** The door snoozes running now, ending soonest first. */
  'snoozes.list': { input: empty, output: z.array(doorSnoozeSchema) },
  /** Holds back a door's alarms for a set time, with a reason; it ends by itself. */
  'snoozes.add': {
    input: z
      .object({
        customerGuid: guid,
        doorGuid: guid,
        doorName: z.string().max(500).nullable(),
        minutes: z
          .number()
          .int()
          .min(1)
          .max(24 * 60),
        reason: z.string().trim().min(1, { message: 'must say why (a reason is required)' }).max(500),
      })
      .strict(),
    output: z.array(doorSnoozeSchema),
  },
  'snoozes.end': { input: z.object({ snoozeId: z.number().int() }).strict(), output: z.array(doorSnoozeSchema) },
  /**
   * A picture now from one camera of a door, for a live view: a screen asks a few times a second while a guard
   * watches, and never otherwise (nothing is kept).
   */
  'cameras.frame': {
    input: z.object({ customerGuid: guid, doorGuid: guid, cameraGuid: guid }).strict(),
    output: cameraFrameSchema,
  },
  'alarms.rules': { input: empty, output: alarmRulesSchema },
  /** Replaces the rules with a rules file's text; a mistake is refused, naming its line, rule and field. */
  'alarms.setRules': {
    input: z
      .object({ text: z.string().max(1_000_000), supervisorPassword: supervisorPassword.nullable().optional() })
      .strict(),
    output: alarmRulesSchema,
  },
  /** Sets the supervisor password (the current one needed once one is set). */
  'alarms.setSupervisorPassword': {
    input: z.object({ current: supervisorPassword.nullable(), next: supervisorPassword }).strict(),
    output: alarmRulesSchema,
  },
  'health.status': { input: empty, output: z.array(syncStatusSchema) },
  /** Null while nothing is synchronised. */
  'health.totals': { input: empty, output: syncTotalsSchema.nullable() },
  /** Null before a service is chosen. */
  'health.cache': { input: empty, output: cacheHealthSchema.nullable() },
  'stats.hourly': { input: z.object({ customerGuids: z.array(guid).max(100) }).strict(), output: hourlyCountsSchema },
  'export.start': { input: exportRequest, output: z.object({ exportId: z.string() }) },
  'export.cancel': {
    input: z.object({ exportId: z.string().max(100) }).strict(),
    output: z.object({ cancelled: z.boolean() }),
  },
  /** The desktop app's "Save…": asks where, copies the finished export there; null when the guard cancels. */
  'export.save': {
    input: z.object({ exportId: z.string().max(100) }).strict(),
    output: z.object({ savedTo: z.string().nullable() }),
  },
  'preferences.get': { input: empty, output: preferencesSchema },
  'preferences.set': {
    /**
     * Added (issue 21): `supervisorPassword`, needed in a control room to change the room's shift times
     * once a supervisor password is set at the workstation (ignored otherwise).
     */
    input: preferencesSchema
      .omit({ soundOffUntilMs: true })
      .partial()
      .extend({ supervisorPassword: supervisorPassword.nullable().optional() })
      .strict(),
    output: preferencesSchema,
  },
  /** Silences the alarm sound for 5, 15 or 30 minutes from now (the host's clock); 0 turns it back on. */
  'preferences.silence': {
    input: z.object({ minutes: z.union([z.literal(0), z.literal(5), z.literal(15), z.literal(30)]) }).strict(),
    output: preferencesSchema,
  },
  /** Whether the monitor sees its watched customers (the NOT MONITORING alarm). */
  'monitoring.status': { input: empty, output: monitoringSchema },
  /** Acknowledges the NOT MONITORING alarm: its sound stops; a note saying what is being done is required. */
  'monitoring.acknowledge': {
    input: z
      .object({
        note: z.string().trim().min(1, { message: 'must say what is being done (a note is required)' }).max(2000),
      })
      .strict(),
    output: monitoringSchema,
  },
  /** The control room this workstation is in, read afresh: schema, who polls, the database's latency. */
  'room.status': { input: empty, output: roomSchema },
  /**
   * Joins a control room: connects, makes or updates its schema, then keeps the address in settings and
   * the password (in the address or apart) in the keychain only. A room that cannot be used is not kept.
   * Added (issue 32): `supervisorPassword`, needed once a supervisor password is set (the room's when in
   * one, else the workstation's). Refused to browser screens once the workstation has a service.
   */
  'room.join': {
    input: z
      .object({
        url: z.string().trim().min(1).max(2000),
        password: z.string().max(1000).optional(),
        supervisorPassword: supervisorPassword.nullable().optional(),
      })
      .strict(),
    output: roomSchema,
  },
  /**
   * Leaves the room joined: its address and password are forgotten here. Added (issue 32):
   * `supervisorPassword`, needed once the room has one; refused to browser screens as room.join is.
   */
  'room.leave': {
    input: z.object({ supervisorPassword: supervisorPassword.nullable().optional() }).strict(),
    output: roomSchema,
  },
  /** Added (issue 35 part 1): who is signed in at which screen of the control room, and since when. */
  'room.presence': { input: empty, output: roomPresenceSchema },
  'screens.list': { input: empty, output: screensSchema },
  /**
   * Added (issue 35 part 1): the calling screen was touched (a key, the pointer), at most every few seconds;
   * in a control room an operator who touches no screen for the set time lets what they hold go back to the queue.
   */
  'screens.active': { input: empty, output: z.object({ atMs: epochMs }) },
  /**
   * What the calling screen may do: a display (a wall) only watches, so its page shows no controls. The
   * desktop app's window and the workstation's own browser screens are operators.
   */
  'screens.own': {
    input: empty,
    /** `screenId`: this screen's, to tell it in the list; null where no browser shell runs. */
    output: z.object({ role: screenRoleSchema, screenId: z.string().nullable() }),
  },
  'screens.revoke': { input: z.object({ screenId: z.string().min(1).max(100) }).strict(), output: screensSchema },
  /**
   * A new URL token, for one more screen: each address lets one screen in, and the one made before (used
   * or not) lets no new screen in; screens already in stay.
   */
  'screens.rotateUrl': {
    input: z.object({ role: screenRoleSchema.default('operator') }).strict(),
    output: z.object({ url: z.string() }),
  },
} as const;

/** Every event pushed to the renderer. */
export const pushEvents = {
  /** Newly stored events (any customer), newest last. */
  events: z.object({ events: z.array(feedEventSchema) }),
  /** The alarms not yet closed changed (raised, grown, acknowledged or closed), on any screen. */
  alerts: z.object({ groups: z.array(alertGroupSchema) }),
  /** Whether the monitor sees changed (blind, acknowledged, repeated, restored). */
  monitoring: monitoringSchema,
  /** The preferences changed on some screen (a silence of the alarm sound holds on every screen). */
  preferences: preferencesSchema,
  /** The door snoozes changed (added or ended on any screen). */
  snoozes: z.object({ snoozes: z.array(doorSnoozeSchema) }),
  'sync-status': z.object({ statuses: z.array(syncStatusSchema), totals: syncTotalsSchema.nullable().optional() }),
  session: sessionStatusSchema,
  'export-progress': exportProgressSchema,
  /** An alarm's pictures changed (one more taken, or a camera's problem): its screen asks alerts.pictures again. */
  'alarm-pictures': z.object({ alarmId: z.number().int(), customerGuid: z.string() }),
  /** The Electron shell asks the renderer to show one alarm (its notification was clicked). */
  'focus-alarm': z.object({ alarmId: z.number().int() }),
  /** The browser shell let a new screen in: every screen already in is told, in case nobody here opened it. */
  'screen-joined': browserScreenSchema,
  /** Added (issue 35 part 1): who is at the control room's screens changed (came, left, went idle). */
  presence: roomPresenceSchema,
} as const;

export type MethodName = keyof typeof methods;
/** What the renderer sends. */
export type MethodInput<M extends MethodName> = z.input<(typeof methods)[M]['input']>;
/** What the core's handler receives: the input as validated (defaults applied, strings trimmed). */
export type MethodParams<M extends MethodName> = z.output<(typeof methods)[M]['input']>;
export type MethodOutput<M extends MethodName> = z.output<(typeof methods)[M]['output']>;
export type PushEventName = keyof typeof pushEvents;
export type PushPayload<E extends PushEventName> = z.output<(typeof pushEvents)[E]>;
export type PushEvent = { [E in PushEventName]: { name: E; payload: PushPayload<E> } }[PushEventName];

export type FeedEvent = z.output<typeof feedEventSchema>;
export type AlertGroup = z.output<typeof alertGroupSchema>;
export type AlarmOutcome = z.output<typeof alarmOutcomeSchema>;
export type AlarmRules = z.output<typeof alarmRulesSchema>;
export type DoorSnooze = z.output<typeof doorSnoozeSchema>;
export type Monitoring = z.output<typeof monitoringSchema>;
export type BlindCause = z.output<typeof blindCauseSchema>;
export type SyncStatus = z.output<typeof syncStatusSchema>;
export type SyncTotals = z.output<typeof syncTotalsSchema>;
export type CacheHealth = z.output<typeof cacheHealthSchema>;
export type SessionStatus = z.output<typeof sessionStatusSchema>;
export type WatchedCustomer = z.output<typeof watchedCustomerSchema>;
export type ExportProgress = z.output<typeof exportProgressSchema>;
export type HourlyCounts = z.output<typeof hourlyCountsSchema>;
export type Preferences = z.output<typeof preferencesSchema>;
export type BrowserScreen = z.output<typeof browserScreenSchema>;
export type ScreenRole = z.output<typeof screenRoleSchema>;
export type Room = z.output<typeof roomSchema>;
export type AlarmPictures = z.output<typeof alarmPicturesSchema>;
export type CameraProblemKind = z.output<typeof cameraProblemKind>;
export type CameraFrame = z.output<typeof cameraFrameSchema>;

/** What the browser shell lets the app do about its screens. */
export interface ScreenControl {
  list(): BrowserScreen[];
  /** The customers the guard signed in on that screen may see; null when no guard is. */
  guardCustomers(screenId: string): readonly string[] | null;
  /** False when no screen has that id. */
  revoke(screenId: string): boolean;
  /** Replaces the URL token of screens of that role (default operator); returns the new address to open. */
  rotateUrl(role?: ScreenRole): string;
}

/**
 * The app's own refusals (AppError): no service chosen yet, a feature of the other shell, an item it does not
 * hold, a control room's database that refuses or cannot be reached.
 */
export const APP_ERROR_KINDS = [
  'not-connected',
  'not-offered',
  'not-found',
  'room-database',
  /** A control room refused a step on an alarm: another operator holds it, acknowledged or closed it (the message says who and when). */
  'alarm-refused',
  /** A critical or high alarm was to be acknowledged with no step of its procedure done and no note. */
  'procedure-needed',
] as const;
export type AppErrorKind = (typeof APP_ERROR_KINDS)[number];

/**
 * Every kind a failed call can carry: the service's (ServiceError, from the HTTP client), the app's own,
 * 'invalid-call' when the call itself broke the contract, 'internal' for anything else thrown.
 */
export const CALL_ERROR_KINDS = [...SERVICE_ERROR_KINDS, ...APP_ERROR_KINDS, 'invalid-call', 'internal'] as const;
export type CallErrorKind = ServiceErrorKind | AppErrorKind | 'invalid-call' | 'internal';

export interface CallError {
  kind: CallErrorKind;
  message: string;
}

export type CallResult<T> = { ok: true; value: T } | { ok: false; error: CallError };

/** The one API the renderer sees, whichever transport carries it. */
export interface Bridge {
  call<M extends MethodName>(method: M, input: MethodInput<M>): Promise<CallResult<MethodOutput<M>>>;
  /** Returns a function that unsubscribes. */
  subscribe(listener: (event: PushEvent) => void): () => void;
}

/** One handler per method, typed by its schemas. */
export type Handlers = { [M in MethodName]: (input: MethodParams<M>) => Promise<MethodOutput<M>> };

/** Who makes a call when it is not the workstation's own signed-in guard: a browser screen's own guard. */
export interface Caller {
  /** The guard's user name, as the alarm log and the shift report name them. */
  operator: string;
}

/** The core side that transports forward validated calls to. */
export interface Backend {
  /** `caller`: a browser screen's own guard; none for the workstation's own guard. */
  invoke<M extends MethodName>(method: M, input: MethodParams<M>, caller?: Caller): Promise<MethodOutput<M>>;
  subscribe(listener: (event: PushEvent) => void): () => void;
}

/** A browser screen's own guard, signed in against the service with a session of its own (endpoint 9). */
export interface GuardSession {
  userName: string;
  /** When the service said the session ends; null when it did not say. */
  expiresAtMs: number | null;
  loginMessage: string | null;
  /** The customers this guard may see (endpoint 1 with the guard's own session). */
  customers(): Promise<string[]>;
}

/** How the browser shell signs its screens in as their own guards (issue 21 point 5). */
export interface ScreenGuards {
  /** Whether an operator's screen must sign in as its own guard now: in a control room. */
  required(): boolean;
  /** Signs a guard in with a session of their own; rejects as session.login does (wrong password, locked). */
  signIn(userName: string, password: string): Promise<GuardSession>;
}

export function isMethodName(value: unknown): value is MethodName {
  return typeof value === 'string' && Object.hasOwn(methods, value);
}

/** Validates a call that arrived over a transport; a sentence naming what is wrong when it is not one. */
export function parseCall(
  method: unknown,
  input: unknown,
): { ok: true; method: MethodName; input: unknown } | { ok: false; error: CallError } {
  if (!isMethodName(method)) {
    return { ok: false, error: { kind: 'invalid-call', message: `There is no method ${JSON.stringify(method)}` } };
  }
  const parsed = methods[method].input.safeParse(input ?? {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? issue.path.join('.') : 'input';
    return {
      ok: false,
      error: { kind: 'invalid-call', message: `${method}: ${where} ${issue?.message ?? 'is invalid'}` },
    };
  }
  return { ok: true, method, input: parsed.data };
}

/** Runs a validated call on the backend and wraps the answer, never throwing. */
export async function dispatch(
  backend: Backend,
  method: unknown,
  input: unknown,
  caller?: Caller,
): Promise<CallResult<unknown>> {
  const call = parseCall(method, input);
  if (!call.ok) return call;
  try {
    // parseCall checked the input against this method's schema; TypeScript cannot pair the two unions.
    const value = await backend.invoke(call.method, call.input as never, caller);
    return { ok: true, value };
  } catch (error) {
    return { ok: false, error: toCallError(error) };
  }
}

export function isCallErrorKind(kind: unknown): kind is CallErrorKind {
  return (CALL_ERROR_KINDS as readonly unknown[]).includes(kind);
}

/** A guard-readable error from anything thrown in the core. */
export function toCallError(error: unknown): CallError {
  if (error && typeof error === 'object') {
    const { kind, message, userMessage } = error as { kind?: unknown; message?: unknown; userMessage?: unknown };
    const text =
      typeof userMessage === 'string' ? userMessage : typeof message === 'string' ? message : 'Something went wrong';
    return { kind: isCallErrorKind(kind) ? kind : 'internal', message: text };
  }
  return { kind: 'internal', message: String(error) };
}
