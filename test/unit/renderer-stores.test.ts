// The renderer's stores against a fake Bridge (the one place a fake is right: the stores' only door).
import { createPinia, setActivePinia } from 'pinia';
import { beforeEach, describe, expect, it } from 'vitest';
import type {
  AlertGroup,
  FeedEvent,
  MethodName,
  MethodOutput,
  Preferences,
  SessionStatus,
  SyncStatus,
  WatchedCustomer,
} from '../../electron/contract.js';
import type { AccessEvent } from '../../electron/core/api/types.js';
import { provideBridge } from '../../renderer/src/bridge/active-bridge.js';
import { alarmFixture } from '../support/alarm.js';
import { useAlertsStore } from '../../renderer/src/stores/alerts.js';
import { useAppStore } from '../../renderer/src/stores/app.js';
import { useCustomersStore } from '../../renderer/src/stores/customers.js';
import { useExportStore } from '../../renderer/src/stores/exports.js';
import { FEED_FIRST_ROWS, FEED_PAGE_SIZE, MAX_FEED_ROWS, useFeedStore } from '../../renderer/src/stores/feed.js';
import { useHealthStore } from '../../renderer/src/stores/health.js';
import { usePreferencesStore } from '../../renderer/src/stores/preferences.js';
import { useSessionStore } from '../../renderer/src/stores/session.js';
import { useStatsStore } from '../../renderer/src/stores/stats.js';
import { FakeBridge, ok, type Handler } from '../support/fake-bridge.js';

const CUSTOMER = '11111111-2222-4333-8444-555555555555';
const OTHER_CUSTOMER = '99999999-2222-4333-8444-555555555555';
const USER = 'aaaaaaaa-2222-4333-8444-555555555555';
const DOOR = 'dddddddd-2222-4333-8444-555555555555';

function feedEvent(eventId: number, eventDate: string, overrides: Record<string, unknown> = {}): FeedEvent {
  return {
    event: {
      eventId,
      eventType: 1,
      displayName: 'Access granted',
      eventDate,
      receivedDate: eventDate,
      customerGuid: CUSTOMER,
      customerName: 'Harbour Offices',
      doorGuid: 'dddddddd-2222-4333-8444-555555555555',
      doorName: 'Front door',
      userGuid: USER,
      userFirstName: 'Ada',
      userLastName: 'Lovelace',
      tokenGuid: 'eeeeeeee-2222-4333-8444-555555555555',
      ...overrides,
    } as AccessEvent, // the fields the stores read
    acknowledgement: null,
  };
}

function alertGroup(key: string, count: number, lastAtMs: number, overrides: Partial<AlertGroup> = {}): AlertGroup {
  return alarmFixture({
    alarmId: Number(key.charCodeAt(0)),
    key,
    customerGuid: CUSTOMER,
    label: 'Card 0042',
    firstAtMs: lastAtMs - 1000,
    lastAtMs,
    count,
    eventIds: Array.from({ length: count }, (_, index) => index + 1),
    latest: { eventId: count },
    ...overrides,
  });
}

const signedOut: SessionStatus = {
  baseUrl: null,
  environment: null,
  registered: false,
  signedIn: false,
  userName: null,
  expiresAt: null,
  remembered: false,
  secretStore: 'memory',
  secretStoreWarning: 'Secrets are kept in memory only',
  transportWarning: null,
  keychainProblem: null,
  cachePreparation: null,
};
const demoSignedIn: SessionStatus = {
  ...signedOut,
  baseUrl: 'http://127.0.0.1:4000',
  environment: 'demo',
  registered: true,
  signedIn: true,
  userName: 'guard',
};

let bridge: FakeBridge;

beforeEach(() => {
  bridge = new FakeBridge();
  provideBridge(bridge);
  setActivePinia(createPinia());
});

describe('useFeedStore', () => {
  it('loads newest first and asks for the filter it shows', async () => {
    bridge.answer('feed.query', () =>
      ok([
        feedEvent(1, '2024-05-01T10:00:00.000Z'),
        feedEvent(3, '2024-05-01T12:00:00.000Z'),
        feedEvent(2, '2024-05-01T11:00:00.000Z'),
      ]),
    );
    const feed = useFeedStore();
    await feed.setFilter({ customerGuid: CUSTOMER, type: 'denied', text: ' front ' });

    expect(feed.rows.map((row) => row.eventId)).toEqual([3, 2, 1]);
    // Fewer rows than a screenful: the whole answer, nothing more to read.
    expect(bridge.callsOf('feed.query')).toEqual([
      { limit: FEED_FIRST_ROWS, customerGuids: [CUSTOMER], eventType: 2, text: 'front' },
    ]);
  });

  it('shows a screenful first, then reads the rest of the page below its last row', async () => {
    const cached = Array.from({ length: FEED_PAGE_SIZE + 500 }, (_, index) =>
      feedEvent(100_000 - index, new Date(Date.UTC(2024, 4, 1, 12) - index * 1000).toISOString()),
    );
    let restAsked!: () => void;
    const restAnswered = new Promise<void>((resolve) => (restAsked = resolve));
    let releaseRest!: () => void;
    const restReleased = new Promise<void>((resolve) => (releaseRest = resolve));
    bridge.answer('feed.query', async (input) => {
      const below = input.before ? cached.findIndex((item) => item.event.eventId === input.before!.eventId) + 1 : 0;
      if (input.before) {
        restAsked();
        await restReleased;
      }
      return ok(cached.slice(below, below + input.limit));
    });
    const feed = useFeedStore();
    const loaded = feed.setFilter({ text: 'london' });

    await restAnswered;
    // The screenful is in view while the rest is read.
    expect(feed.rows.map((row) => row.eventId)).toEqual(
      cached.slice(0, FEED_FIRST_ROWS).map((item) => item.event.eventId),
    );
    releaseRest();
    await loaded;
    const screenLast = cached[FEED_FIRST_ROWS - 1]!.event;
    expect(bridge.callsOf('feed.query')).toEqual([
      { limit: FEED_FIRST_ROWS, text: 'london' },
      {
        limit: FEED_PAGE_SIZE - FEED_FIRST_ROWS,
        text: 'london',
        before: { eventDateMs: Date.parse(screenLast.eventDate), eventId: screenLast.eventId },
      },
    ]);
    expect(feed.rows.map((row) => row.eventId)).toEqual(
      cached.slice(0, FEED_PAGE_SIZE).map((item) => item.event.eventId),
    );
    expect(feed.hasOlder).toBe(true);
  });

  it('prepends pushed events that match the filter and drops those that do not', async () => {
    bridge.answer('feed.query', () => ok([feedEvent(1, '2024-05-01T10:00:00.000Z')]));
    const feed = useFeedStore();
    await feed.setFilter({ customerGuid: CUSTOMER });

    feed.receive([
      feedEvent(2, '2024-05-01T10:01:00.000Z'),
      feedEvent(3, '2024-05-01T10:02:00.000Z', { customerGuid: OTHER_CUSTOMER }),
      feedEvent(1, '2024-05-01T10:00:00.000Z'),
    ]);

    expect(feed.rows.map((row) => row.eventId)).toEqual([2, 1]);
  });

  it('holds new events while paused and shows them when the guard returns to the top', async () => {
    bridge.answer('feed.query', () => ok([feedEvent(1, '2024-05-01T10:00:00.000Z')]));
    const feed = useFeedStore();
    await feed.load();
    feed.setPaused(true);

    feed.receive([feedEvent(2, '2024-05-01T10:01:00.000Z'), feedEvent(3, '2024-05-01T10:02:00.000Z')]);
    expect(feed.rows.map((row) => row.eventId)).toEqual([1]);
    expect(feed.pending).toHaveLength(2);

    feed.setPaused(false);
    expect(feed.rows.map((row) => row.eventId)).toEqual([3, 2, 1]);
    expect(feed.pending).toHaveLength(0);
  });

  it('adds the history still filling in at the end of the list while paused: below the guard, nothing in view moves', async () => {
    bridge.answer('feed.query', () => ok([feedEvent(5, '2024-05-01T10:00:00.000Z')]));
    const feed = useFeedStore();
    await feed.load(); // all the cache held: nothing older to page in
    feed.setPaused(true);

    feed.receive([feedEvent(9, '2024-05-01T10:05:00.000Z'), feedEvent(2, '2024-04-30T22:00:00.000Z')]);
    expect(feed.rows.map((row) => row.eventId)).toEqual([5, 2]);
    expect(feed.pending.map((row) => row.eventId)).toEqual([9]);
  });

  it('holds at most MAX_FEED_ROWS new events while paused, counts the rest, and pages them once back at the top', async () => {
    bridge.answer('feed.query', () => ok([feedEvent(1, '2024-05-01T10:00:00.000Z')]));
    const feed = useFeedStore();
    await feed.load();
    expect(feed.hasOlder).toBe(false);
    feed.setPaused(true);
    const night = (first: number, count: number): FeedEvent[] =>
      Array.from({ length: count }, (_, index) =>
        feedEvent(first + index, new Date(Date.UTC(2024, 4, 1, 11) + (first + index) * 1000).toISOString()),
      );

    feed.receive(night(2, MAX_FEED_ROWS));
    feed.receive(night(2 + MAX_FEED_ROWS, 5));
    expect(feed.pending).toHaveLength(MAX_FEED_ROWS);
    expect(feed.pendingCount).toBe(MAX_FEED_ROWS + 5);
    expect(feed.pending[0]?.eventId).toBe(MAX_FEED_ROWS + 6);

    feed.setPaused(false);
    expect(feed.rows).toHaveLength(MAX_FEED_ROWS);
    expect(feed.rows[0]?.eventId).toBe(MAX_FEED_ROWS + 6);
    expect(feed.pendingCount).toBe(0);
    expect(feed.hasOlder).toBe(true);
  });

  it('keeps an event pushed, and the marks made, while a page was being read: the page was read before them', async () => {
    // The host reads the page, then the event arrives, is alarmed and acknowledged, then the page's answer lands.
    let answerPage!: () => void;
    const pageRead = new Promise<void>((resolve) => (answerPage = resolve));
    const older = [feedEvent(2, '2024-05-01T10:01:00.000Z'), feedEvent(1, '2024-05-01T10:00:00.000Z')];
    bridge.answer('feed.query', async (input) => {
      if (input.before) return ok([]);
      await pageRead;
      return ok(older);
    });
    const feed = useFeedStore();
    const loaded = feed.load();

    feed.receive([feedEvent(3, '2024-05-01T10:02:00.000Z', { eventType: 7301 })]);
    feed.markAlarmed([{ priority: 'critical', eventIds: [3] }]);
    feed.markAcknowledged([3, 2], 'Patrol sent', Date.UTC(2024, 4, 1, 10, 3));
    answerPage();
    await loaded;

    expect(feed.rows.map((row) => [row.eventId, row.alarmPriority, row.acknowledgement?.note ?? null])).toEqual([
      [3, 'critical', 'Patrol sent'],
      [2, null, 'Patrol sent'],
      [1, null, null],
    ]);
  });

  it('shows an acknowledgement made while the page below the first screenful was being read', async () => {
    const screenful = Array.from({ length: FEED_FIRST_ROWS }, (_, index) =>
      feedEvent(1000 - index, new Date(Date.UTC(2024, 4, 1, 12) - index * 1000).toISOString()),
    );
    let answerRest!: () => void;
    const restRead = new Promise<void>((resolve) => (answerRest = resolve));
    bridge.answer('feed.query', async (input) => {
      if (!input.before) return ok(screenful);
      await restRead;
      return ok([feedEvent(7, '2024-05-01T09:00:00.000Z')]);
    });
    const feed = useFeedStore();
    const loaded = feed.load();
    await expect.poll(() => bridge.callsOf('feed.query').length).toBe(2);

    feed.markAcknowledged([7], null, Date.UTC(2024, 4, 1, 12, 1));
    answerRest();
    await loaded;
    expect(feed.rows.at(-1)?.eventId).toBe(7);
    expect(feed.rows.at(-1)?.acknowledgement).toEqual({ acknowledgedAtMs: Date.UTC(2024, 4, 1, 12, 1), note: null });
  });

  it('places a late arrival by its event date', async () => {
    bridge.answer('feed.query', () =>
      ok([feedEvent(5, '2024-05-01T10:05:00.000Z'), feedEvent(1, '2024-05-01T10:00:00.000Z')]),
    );
    const feed = useFeedStore();
    await feed.load();
    feed.receive([feedEvent(9, '2024-05-01T10:02:00.000Z')]);
    expect(feed.rows.map((row) => row.eventId)).toEqual([5, 9, 1]);
  });

  it('pages older events with a before cursor and stops when a page comes back short', async () => {
    const first = Array.from({ length: FEED_PAGE_SIZE }, (_, index) =>
      feedEvent(100_000 - index, new Date(Date.UTC(2024, 4, 1, 12) - index * 1000).toISOString()),
    );
    // The first page as the feed reads it: a screenful, then the rest below it.
    bridge.answer('feed.query', (input) => {
      if (!input.before) return ok(first.slice(0, input.limit));
      const below = first.findIndex((item) => item.event.eventId === input.before!.eventId) + 1;
      return ok(
        below < first.length ? first.slice(below, below + input.limit) : [feedEvent(7, '2024-04-30T00:00:00.000Z')],
      );
    });
    const feed = useFeedStore();
    await feed.load();
    expect(feed.rows).toHaveLength(FEED_PAGE_SIZE);
    expect(feed.hasOlder).toBe(true);

    await feed.loadOlder();
    const last = first.at(-1)!.event;
    expect(bridge.callsOf('feed.query').at(-1)).toMatchObject({
      before: { eventDateMs: Date.parse(last.eventDate), eventId: last.eventId },
    });
    expect(feed.rows.at(-1)?.eventId).toBe(7);
    expect(feed.hasOlder).toBe(false);
  });

  it('names an unknown token as such', async () => {
    bridge.answer('feed.query', () =>
      ok([
        feedEvent(1, '2024-05-01T10:00:00.000Z', {
          eventType: 2,
          userGuid: null,
          userFirstName: null,
          userLastName: null,
        }),
      ]),
    );
    const feed = useFeedStore();
    await feed.load();
    expect(feed.rows[0]).toMatchObject({ kind: 'denied', userLabel: 'Unknown token' });
  });

  it('names no user for an event that presents no token', async () => {
    bridge.answer('feed.query', () =>
      ok([feedEvent(1, '2024-05-01T10:00:00.000Z', { eventType: 40, userGuid: null, tokenGuid: null })]),
    );
    const feed = useFeedStore();
    await feed.load();
    expect(feed.rows[0]).toMatchObject({ kind: 'other', userLabel: '—' });
  });

  it('shows the call error message when a query fails', async () => {
    bridge.answer('feed.query', () => ({ ok: false, error: { kind: 'unavailable', message: 'The cache is busy' } }));
    const feed = useFeedStore();
    await feed.load();
    expect(feed.error).toBe('The cache is busy');
  });

  it('fetches an event it does not hold when asked to focus it', async () => {
    bridge.answer('feed.query', () => ok([]));
    bridge.answer('feed.event', ({ eventId }) => ok(feedEvent(eventId, '2024-05-01T10:00:00.000Z')));
    const feed = useFeedStore();
    await feed.load();
    await feed.focusEvent(42);
    expect(feed.selected?.eventId).toBe(42);
    expect(feed.focusRequest?.eventId).toBe(42);
  });
});

describe('useAlertsStore', () => {
  it('raises an alarm for a new open alarm or a grown one, the worst first, not for the first list', async () => {
    bridge.answer('alerts.list', () => ok([alertGroup('a', 1, 1000)]));
    const alerts = useAlertsStore();
    await alerts.load();
    expect(alerts.alarm).toBeNull();
    expect(alerts.unacknowledgedCount).toBe(1);

    alerts.receive([alertGroup('a', 3, 3000)]);
    expect(alerts.alarm).toMatchObject({ seq: 1, group: { key: 'a', count: 3 } });

    // A newer high alarm and an older critical one at once: the critical one sounds.
    alerts.receive([
      alertGroup('a', 3, 3000),
      alertGroup('b', 1, 5000),
      alertGroup('c', 1, 4000, { priority: 'critical', sound: 'critical' }),
    ]);
    expect(alerts.alarm).toMatchObject({ seq: 2, group: { key: 'c' } });
    expect(alerts.worstOpen?.key).toBe('c');
    expect(alerts.openCritical.map((group) => group.key)).toEqual(['c']);

    // Acknowledged elsewhere: nothing sounds, and it no longer counts.
    alerts.receive([
      alertGroup('a', 3, 3000),
      alertGroup('b', 1, 5000),
      alertGroup('c', 1, 4000, { state: 'acknowledged' }),
    ]);
    expect(alerts.alarm?.seq).toBe(2);
    expect(alerts.unacknowledgedCount).toBe(2);
    expect(alerts.openCritical).toEqual([]);

    // Escalated (nobody acknowledged it in time): it sounds again.
    const escalated = {
      atMs: 6000,
      action: 'escalated' as const,
      operator: null,
      outcome: null,
      note: 'unacknowledged for 5 min',
    };
    alerts.receive([alertGroup('a', 3, 3000, { history: [escalated] }), alertGroup('b', 1, 5000)]);
    expect(alerts.alarm).toMatchObject({ seq: 3, group: { key: 'a' } });
  });

  it('lists the alarms of the header scope only, open before acknowledged, the worst first, and says how many are open elsewhere', async () => {
    const other = 'bbbbbbbb-0000-4000-8000-000000000000';
    bridge.answer('customers.list', () =>
      ok([
        { customerGuid: CUSTOMER, customerName: 'One', customerCode: null, timezone: null, watched: true },
        { customerGuid: other, customerName: 'Two', customerCode: null, timezone: null, watched: true },
      ]),
    );
    bridge.answer('alerts.list', () =>
      ok([
        alertGroup('a', 1, 1000, { priority: 'low' }),
        alertGroup('b', 1, 1500, { priority: 'critical' }),
        alertGroup('c', 1, 2000, { customerGuid: other }),
        alertGroup('d', 1, 3000, { priority: 'critical', state: 'acknowledged' }),
      ]),
    );
    const customers = useCustomersStore();
    const alerts = useAlertsStore();
    await Promise.all([customers.load(), alerts.load()]);
    expect(alerts.inScope.map((group) => group.key)).toEqual(['b', 'c', 'a', 'd']);
    customers.setScope(CUSTOMER);
    expect(alerts.inScope.map((group) => group.key)).toEqual(['b', 'a', 'd']);
    expect(alerts.outOfScopeOpen).toBe(1);
  });

  it('acknowledges several alarms with one trimmed note and shows it on the feed rows', async () => {
    bridge.answer('feed.query', () =>
      ok([feedEvent(1, '2024-05-01T10:00:00.000Z', { eventType: 2 }), feedEvent(2, '2024-05-01T10:01:00.000Z')]),
    );
    bridge.answer('alerts.list', () => ok([alertGroup('a', 1, 1000), alertGroup('b', 2, 2000)]));
    bridge.answer('alerts.acknowledge', () => ok([]));
    const feed = useFeedStore();
    const alerts = useAlertsStore();
    await Promise.all([feed.load(), alerts.load()]);

    expect(await alerts.acknowledge(alerts.groups, '  Called the patrol  ')).toBe(true);

    expect(bridge.callsOf('alerts.acknowledge')).toEqual([{ alarmIds: [97, 98], note: 'Called the patrol' }]);
    expect(alerts.unacknowledgedCount).toBe(0);
    expect(feed.rows.find((row) => row.eventId === 1)?.acknowledgement?.note).toBe('Called the patrol');
  });

  it('claims an alarm in a control room, and shows the refusal naming who holds it', async () => {
    const mine = { operator: 'guard', workstation: 'control-1', sinceMs: 5000 };
    bridge.answer('alerts.list', () => ok([alertGroup('a', 1, 1000, { claimedBy: null })]));
    bridge.answer('alerts.claim', () => ok([alertGroup('a', 1, 1000, { claimedBy: mine })]));
    const alerts = useAlertsStore();
    await alerts.load();

    expect(await alerts.claim(alerts.groups[0]!)).toBe(true);
    expect(bridge.callsOf('alerts.claim')).toEqual([{ alarmId: 97 }]);
    expect(alerts.groups[0]!.claimedBy).toEqual(mine);

    const refusal = '“Door forced open” at Front door is claimed by Ann (control-2) since 03:12 UTC (site time)';
    bridge.answer('alerts.release', () => ({ ok: false, error: { kind: 'alarm-refused', message: refusal } }));
    expect(await alerts.release(alerts.groups[0]!)).toBe(false);
    expect(alerts.error).toBe(refusal);
  });
});

describe('the feed marked by alarms', () => {
  it('marks the rows of an alarm raised or grown after they were shown with its priority, and leaves the list alone when they came marked', async () => {
    bridge.answer('feed.query', () =>
      ok([
        { ...feedEvent(1, '2024-05-01T10:00:00.000Z', { eventType: 7301 }), alarmPriority: 'critical' as const },
        feedEvent(2, '2024-05-01T10:01:00.000Z', { eventType: 2 }),
        feedEvent(3, '2024-05-01T10:02:00.000Z'),
      ]),
    );
    bridge.answer('alerts.list', () => ok([]));
    const feed = useFeedStore();
    const alerts = useAlertsStore();
    await Promise.all([feed.load(), alerts.load()]);
    const priorities = (): Array<[number, string | null]> => feed.rows.map((row) => [row.eventId, row.alarmPriority]);
    expect(priorities()).toEqual([
      [3, null],
      [2, null],
      [1, 'critical'],
    ]);

    // A denial's alarm is raised after its row arrived (a disk that was full, say): the alarms' push marks it.
    const forced = alertGroup('f', 1, 1000, { priority: 'critical', eventIds: [1] });
    alerts.receive([forced, alertGroup('d', 1, 2000, { eventIds: [2] })]);
    expect(priorities()).toEqual([
      [3, null],
      [2, 'high'],
      [1, 'critical'],
    ]);

    // A push that changes no row leaves the list as it is: nothing to redraw.
    const shown = feed.rows;
    alerts.receive([forced, alertGroup('d', 2, 3000, { eventIds: [2, 4] })]);
    expect(feed.rows).toBe(shown);
  });
});

describe('useSessionStore', () => {
  it('keeps the CallResult message and kind of a failed registration', async () => {
    bridge.answer('session.register', () => ({
      ok: false,
      error: { kind: 'conflict', message: 'Already registered (409): An application with this name exists' },
    }));
    const session = useSessionStore();
    expect(await session.register('Desk 1', 'desk@example.com')).toBe(false);
    expect(session.error).toEqual({
      method: 'session.register',
      kind: 'conflict',
      message: 'Already registered (409): An application with this name exists',
    });
    expect(session.busy).toBeNull();
  });

  it('needs set-up until signed in; signed out, a sign-in in place, and set-up again only when asked', async () => {
    bridge.answer('session.status', () => ok(signedOut));
    bridge.answer('session.startDemo', () => ok(demoSignedIn));
    bridge.answer('session.logout', () => ok({ ...demoSignedIn, signedIn: false }));
    const session = useSessionStore();
    await session.refresh();
    expect(session.needsSetup).toBe(true);
    await session.startDemo();
    expect(session.needsSetup).toBe(false);
    session.receive({ ...demoSignedIn, signedIn: false });
    expect(session.needsSetup).toBe(false); // an ended session: a banner, not the set-up screen
    await session.logout();
    expect(session.needsSetup).toBe(false);
    expect(session.signInAgain).toBe(true);
    session.setUpAgain();
    expect(session.needsSetup).toBe(true);
    expect(session.signInAgain).toBe(false);
  });
});

describe('useHealthStore', () => {
  const status = (customerGuid: string, phase: SyncStatus['phase'], sinceMs: number | null): SyncStatus => ({
    customerGuid,
    phase,
    lastSuccessAtMs: 1000,
    lagMs: 4000,
    eventsStored: 10,
    error: sinceMs === null ? null : { kind: 'network', message: 'No answer', sinceMs },
    summary: phase,
  });

  it('merges pushes per customer and says since when the feed is stale', () => {
    const health = useHealthStore();
    health.receive([status(CUSTOMER, 'live', null), status(OTHER_CUSTOMER, 'live', null)]);
    expect(health.stale).toHaveLength(0);
    health.receive([status(CUSTOMER, 'retrying', 5000)]);
    expect(health.statuses).toHaveLength(2);
    expect(health.stale.map((one) => one.customerGuid)).toEqual([CUSTOMER]);
    expect(health.staleSinceMs).toBe(5000);
    health.receive([status(OTHER_CUSTOMER, 'sign-in-needed', null)]);
    expect(health.signInNeeded).toBe(true);
  });

  it('a quiet site whose polls succeed is not stale, however old its newest event; freshness is the oldest poll', () => {
    const health = useHealthStore();
    const hoursQuiet = { ...status(CUSTOMER, 'live', null), lastSuccessAtMs: 9_000, lagMs: 5 * 3_600_000 };
    health.receive([hoursQuiet, { ...status(OTHER_CUSTOMER, 'live', null), lastSuccessAtMs: 7_000 }]);
    expect(health.stale).toHaveLength(0);
    expect(health.oldestPollAtMs).toBe(7_000);
  });
});

describe('useExportStore', () => {
  it('follows the progress of its own export only', async () => {
    bridge.answer('export.start', () => ok({ exportId: 'x1' }));
    bridge.answer('export.cancel', () => ok({ cancelled: true }));
    const exports = useExportStore();
    await exports.start({ customerGuid: CUSTOMER, fromMs: 0, toMs: 1000, doorGuid: DOOR });
    expect(bridge.callsOf('export.start')).toEqual([{ customerGuid: CUSTOMER, fromMs: 0, toMs: 1000, doorGuid: DOOR }]);
    expect(exports.running).toBe(true);

    exports.receive({ exportId: 'other', phase: 'done' });
    exports.receive({ exportId: 'x1', phase: 'fetching', piecesDone: 1, piecesTotal: 4 });
    expect(exports.fraction).toBe(0.25);
    await exports.cancel();
    expect(bridge.callsOf('export.cancel')).toEqual([{ exportId: 'x1' }]);
    exports.receive({ exportId: 'x1', phase: 'cancelled' });
    expect(exports.running).toBe(false);
  });

  it('saves the finished file where the guard chose, and says nothing when the dialog is cancelled', async () => {
    const answers = [{ savedTo: null }, { savedTo: '/home/guard/Downloads/night.csv' }];
    bridge.answer('export.start', () => ok({ exportId: 'x2' }));
    bridge.answer('export.save', () => ok(answers.shift()!));
    const exports = useExportStore();
    await exports.start({ customerGuid: CUSTOMER, fromMs: 0, toMs: 1000 });
    exports.receive({ exportId: 'x2', phase: 'done', rowsWritten: 3, fileName: 'events.csv' });
    await exports.save();
    expect(exports.savedTo).toBeNull();
    await exports.save();
    expect(bridge.callsOf('export.save')).toEqual([{ exportId: 'x2' }, { exportId: 'x2' }]);
    expect(exports.savedTo).toBe('/home/guard/Downloads/night.csv');
    expect(exports.error).toBeNull();
  });
});

describe('usePreferencesStore', () => {
  it('sends each desktop setting alone and shows what the core kept', async () => {
    let stored: Preferences = {
      soundOffUntilMs: null,
      textSize: 'normal',
      startMinimised: false,
      startAtLogin: false,
      requestBudgetPerMinute: 300,
      workstationTime: false,
      shiftChanges: ['06:00', '18:00'],
      pictureRetentionDays: 31,
    };
    bridge.answer('preferences.set', (change) => ok((stored = { ...stored, ...change })));
    const preferences = usePreferencesStore();
    await preferences.set('startMinimised', true);
    await preferences.set('startAtLogin', true);
    expect(bridge.callsOf('preferences.set')).toEqual([{ startMinimised: true }, { startAtLogin: true }]);
    expect(preferences.preferences).toEqual({
      soundOffUntilMs: null,
      textSize: 'normal',
      startMinimised: true,
      startAtLogin: true,
      requestBudgetPerMinute: 300,
      workstationTime: false,
      shiftChanges: ['06:00', '18:00'],
      pictureRetentionDays: 31,
    });
    expect(preferences.error).toBeNull();
  });
});

describe('useStatsStore', () => {
  it('counts pushed granted and denied events into their hour', async () => {
    const hour = Date.UTC(2024, 4, 1, 10);
    bridge.answer('stats.hourly', () => ok([{ hourStartMs: hour, granted: 1, denied: 0 }]));
    const stats = useStatsStore();
    await stats.load([CUSTOMER]);
    stats.receive([
      feedEvent(1, '2024-05-01T10:30:00.000Z', { eventType: 2 }),
      feedEvent(2, '2024-05-01T10:31:00.000Z', { customerGuid: OTHER_CUSTOMER }),
      feedEvent(3, '2024-05-01T10:32:00.000Z', { eventType: 7 }),
    ]);
    expect(stats.hourly).toEqual([{ hourStartMs: hour, granted: 1, denied: 1 }]);
  });
});

describe('useAppStore', () => {
  it('routes pushes to their stores and loads the screens once signed in', async () => {
    let current = signedOut;
    bridge.answer('session.status', () => ok(current));
    bridge.answer('session.startDemo', () => ok((current = demoSignedIn)));
    bridge.answer('customers.list', () =>
      ok([
        {
          customerGuid: CUSTOMER,
          customerName: 'Harbour Offices',
          customerCode: 'H1',
          timezone: 'Europe/Oslo',
          watched: true,
        },
      ]),
    );
    bridge.answer('preferences.get', () =>
      ok({
        soundOffUntilMs: null,
        textSize: 'normal',
        startMinimised: false,
        startAtLogin: false,
        requestBudgetPerMinute: 300,
        workstationTime: false,
        shiftChanges: ['06:00', '18:00'],
        pictureRetentionDays: 31,
      }),
    );
    bridge.answer('alerts.list', () => ok([]));
    bridge.answer('health.status', () => ok([]));
    bridge.answer('feed.query', () => ok([feedEvent(1, '2024-05-01T10:00:00.000Z')]));
    bridge.answer('stats.hourly', () => ok([]));
    bridge.answer('feed.event', () => ok(null));

    const app = useAppStore();
    await app.start();
    expect(bridge.callsOf('feed.query')).toHaveLength(0);

    const session = useSessionStore();
    await session.startDemo();
    await expect.poll(() => useFeedStore().rows.length).toBe(1);
    expect(bridge.callsOf('stats.hourly')).toEqual([{ customerGuids: [CUSTOMER] }]);

    bridge.push({ name: 'events', payload: { events: [feedEvent(2, '2024-05-01T10:01:00.000Z')] } });
    bridge.push({ name: 'alerts', payload: { groups: [alertGroup('a', 1, 1000)] } });
    expect(useFeedStore().rows.map((row) => row.eventId)).toEqual([2, 1]);
    expect(useAlertsStore().unacknowledgedCount).toBe(1);
    expect(app.view).toBe('feed');
    // A clicked desktop notification opens its alarm, on every customer when the scope would hide it.
    useCustomersStore().scopeGuid = OTHER_CUSTOMER;
    bridge.push({ name: 'focus-alarm', payload: { alarmId: useAlertsStore().groups[0]!.alarmId } });
    expect(app.view).toBe('alerts');
    expect(app.focusedAlarm?.alarmId).toBe(useAlertsStore().groups[0]!.alarmId);
    expect(useCustomersStore().scopeGuid).toBeNull();

    const queriesBefore = bridge.callsOf('feed.query').length;
    bridge.setLink('lost');
    expect(app.connected).toBe(false);
    bridge.setLink('connected');
    await expect.poll(() => bridge.callsOf('feed.query').length).toBeGreaterThan(queriesBefore);
    app.stop();
  });

  it('says the cache is being prepared, then shows the feed once the host answers, though the end was never pushed', async () => {
    let current: SessionStatus = { ...demoSignedIn, cachePreparation: 'updating' };
    let cacheReady!: () => void;
    const ready = new Promise<void>((resolve) => (cacheReady = resolve));
    // The host answers what reads the cache only once it is prepared.
    const once =
      <M extends MethodName>(value: MethodOutput<M>): Handler<M> =>
      () =>
        ready.then(() => ok(value));
    bridge.answer('session.status', () => ok(current));
    bridge.answer('customers.list', once<'customers.list'>([]));
    bridge.answer('alerts.list', once<'alerts.list'>([]));
    bridge.answer('snoozes.list', once<'snoozes.list'>([]));
    bridge.answer('health.status', once<'health.status'>([]));
    bridge.answer('health.cache', once<'health.cache'>(null));
    bridge.answer('feed.query', once<'feed.query'>([feedEvent(1, '2024-05-01T10:00:00.000Z')]));
    bridge.answer('stats.hourly', once<'stats.hourly'>([]));

    const app = useAppStore();
    await app.start();
    const session = useSessionStore();
    expect(session.status?.cachePreparation).toBe('updating');
    expect(useFeedStore().rows).toHaveLength(0);

    // Prepared: the host's session push went out before this screen listened.
    current = demoSignedIn;
    cacheReady();
    await expect.poll(() => useFeedStore().rows.length).toBe(1);
    expect(session.status?.cachePreparation).toBeNull();
    app.stop();
  });

  it('a screen opened while the host signs in at its start shows the feed: the sign-in pushed before it heard pushes is asked again once it does', async () => {
    let current = signedOut;
    bridge.answer('session.status', () => ok(current));
    bridge.answer('customers.list', () => ok([]));
    bridge.answer('alerts.list', () => ok([]));
    bridge.answer('snoozes.list', () => ok([]));
    bridge.answer('health.status', () => ok([]));
    bridge.answer('feed.query', () => ok([feedEvent(1, '2024-05-01T10:00:00.000Z')]));
    bridge.answer('stats.hourly', () => ok([]));

    const app = useAppStore();
    await app.start();
    const session = useSessionStore();
    expect(session.signedIn).toBe(false);
    // The host signs in; its session push goes out while the page's stream is still opening, so the page never has it.
    current = demoSignedIn;
    bridge.setLink('connected');
    await expect.poll(() => session.signedIn).toBe(true);
    await expect.poll(() => useFeedStore().rows.length).toBe(1);
    app.stop();
  });
});

describe('useCustomersStore', () => {
  it('shows the newest answer when boxes cleared one after another are answered out of order (a box ticked again)', async () => {
    const customer = (customerGuid: string, watched: boolean): WatchedCustomer => ({
      customerGuid,
      customerName: customerGuid === CUSTOMER ? 'Harbour Offices' : 'Northwind',
      customerCode: null,
      timezone: null,
      notes: null,
      watched,
    });
    const answers: Array<(list: WatchedCustomer[]) => void> = [];
    bridge.answer('customers.watch', () => new Promise((resolve) => answers.push((list) => resolve(ok(list)))));
    const customers = useCustomersStore();
    const first = customers.watch(CUSTOMER, false);
    const second = customers.watch(OTHER_CUSTOMER, false);
    answers[1]!([customer(CUSTOMER, false), customer(OTHER_CUSTOMER, false)]);
    await second;
    answers[0]!([customer(CUSTOMER, false), customer(OTHER_CUSTOMER, true)]);
    await first;
    expect(customers.list.map((entry) => entry.watched)).toEqual([false, false]);
  });
});

describe('useSessionStore', () => {
  it('shows the newest status asked for, or pushed, whatever order the answers arrive in', async () => {
    const answers: Array<(status: SessionStatus) => void> = [];
    bridge.answer('session.status', () => new Promise((resolve) => answers.push((status) => resolve(ok(status)))));
    const session = useSessionStore();
    const older = session.refresh();
    const newer = session.refresh();
    answers[1]!(demoSignedIn);
    await newer;
    answers[0]!(signedOut);
    await older;
    expect(session.signedIn).toBe(true);

    // A push is newer than an answer still under way.
    const stale = session.refresh();
    session.receive(signedOut);
    answers[2]!(demoSignedIn);
    await stale;
    expect(session.signedIn).toBe(false);
  });

  it("shows a sign-in's own answer even when a push came while it ran (the screen stayed on its sign-in form)", async () => {
    let answerLogin!: (status: SessionStatus) => void;
    bridge.answer('session.login', () => new Promise((resolve) => (answerLogin = (status) => resolve(ok(status)))));
    const session = useSessionStore();
    const login = session.login('guard', 'guard-demo', false);
    // Sent by the host before it handled the sign-in.
    session.receive(signedOut);
    answerLogin(demoSignedIn);
    await login;
    expect(session.signedIn).toBe(true);
  });
});
