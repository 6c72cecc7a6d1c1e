// What every screen shows of the monitor itself: the open alarms counted per priority, the NOT
// MONITORING state and when it sounds, and a screen that lost its monitor saying so itself.
import { createPinia, setActivePinia } from 'pinia';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Monitoring, SessionStatus } from '../../electron/contract.js';
import { provideBridge } from '../../renderer/src/bridge/active-bridge.js';
import { useAlertsStore } from '../../renderer/src/stores/alerts.js';
import { useAppStore } from '../../renderer/src/stores/app.js';
import { useCustomersStore } from '../../renderer/src/stores/customers.js';
import { LINK_BLIND_AFTER_MS, LINK_REPEAT_MS, useMonitoringStore } from '../../renderer/src/stores/monitoring.js';
import { alarmFixture } from '../support/alarm.js';
import { FakeBridge, ok } from '../support/fake-bridge.js';

const NORTH = '11111111-2222-4333-8444-555555555555';
const SOUTH = '99999999-2222-4333-8444-555555555555';

const seeing: Monitoring = {
  seeing: true,
  blindSinceMs: null,
  causes: [],
  customers: [
    { customerGuid: NORTH, lastGoodReadMs: 1_000, blind: false },
    { customerGuid: SOUTH, lastGoodReadMs: 1_000, blind: false },
  ],
  acknowledged: null,
  alertSeq: 0,
  restored: null,
};

/** The service stopped answering for NORTH (last read at 5,000), the monitor's alarm sounded `alertSeq` times. */
function blindNorth(alertSeq: number, acknowledged: Monitoring['acknowledged'] = null): Monitoring {
  return {
    ...seeing,
    seeing: false,
    blindSinceMs: 5_000,
    causes: [{ kind: 'no-contact', message: 'No answer from the service for 1 of the 2', customerGuids: [NORTH] }],
    customers: [
      { customerGuid: NORTH, lastGoodReadMs: 5_000, blind: true },
      { customerGuid: SOUTH, lastGoodReadMs: 9_000, blind: false },
    ],
    acknowledged,
    alertSeq,
  };
}

let bridge: FakeBridge;

beforeEach(() => {
  bridge = new FakeBridge();
  provideBridge(bridge);
  setActivePinia(createPinia());
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the open alarms per priority', () => {
  it('counts each priority among the open alarms of every customer, whatever the header scope', async () => {
    bridge.answer('customers.list', () =>
      ok([
        { customerGuid: NORTH, customerName: 'North', customerCode: 'N-1', watched: true, timezone: null, notes: null },
        { customerGuid: SOUTH, customerName: 'South', customerCode: 'S-1', watched: true, timezone: null, notes: null },
      ]),
    );
    const customers = useCustomersStore();
    await customers.load();
    customers.setScope(NORTH);
    const alerts = useAlertsStore();
    alerts.receive([
      alarmFixture({ alarmId: 1, key: '1', priority: 'critical', customerGuid: NORTH }),
      alarmFixture({ alarmId: 2, key: '2', priority: 'critical', customerGuid: SOUTH }),
      alarmFixture({ alarmId: 3, key: '3', priority: 'high', customerGuid: SOUTH }),
      alarmFixture({ alarmId: 4, key: '4', priority: 'low', customerGuid: NORTH }),
      alarmFixture({ alarmId: 5, key: '5', priority: 'low', customerGuid: NORTH, state: 'acknowledged' }),
    ]);
    expect(alerts.openByPriority).toEqual({ critical: 2, high: 1, medium: 0, low: 1 });
    // The scope hides South's two: the header says so.
    expect(alerts.outOfScopeOpen).toBe(2);
  });
});

describe('useMonitoringStore', () => {
  it('sounds when the monitor goes blind and at each repeat, never once acknowledged or while it sees', () => {
    const monitoring = useMonitoringStore();
    monitoring.receive({ ...seeing, alertSeq: 3 });
    expect(monitoring.soundSeq).toBe(0);
    expect(monitoring.notMonitoring).toBe(false);

    monitoring.receive(blindNorth(4));
    expect(monitoring.soundSeq).toBe(1);
    expect(monitoring.notMonitoring).toBe(true);
    // The same state pushed again (another customer's news) is no new alarm.
    monitoring.receive(blindNorth(4));
    expect(monitoring.soundSeq).toBe(1);
    monitoring.receive(blindNorth(5));
    expect(monitoring.soundSeq).toBe(2);

    monitoring.receive(blindNorth(6, { atMs: 8_000, operator: 'guard', note: 'Calling the provider' }));
    expect(monitoring.soundSeq).toBe(2);
    expect(monitoring.sounding).toBe(false);
    expect(monitoring.notMonitoring).toBe(true);

    // A restarted monitor counts from 1 again: still a new alarm.
    monitoring.receive(blindNorth(1));
    expect(monitoring.soundSeq).toBe(3);
  });

  it('names the blind customers, when they were last seen, and what is restored', () => {
    const monitoring = useMonitoringStore();
    monitoring.receive(blindNorth(1));
    expect(monitoring.isUnseen(NORTH.toUpperCase())).toBe(true);
    expect(monitoring.isUnseen(SOUTH)).toBe(false);
    expect(monitoring.lastSeenMs).toBe(5_000);
    expect(monitoring.lastGoodReadOf(SOUTH)).toBe(9_000);

    monitoring.receive({ ...seeing, alertSeq: 1, restored: { fromMs: 5_000, toMs: 257_000 } });
    expect(monitoring.notMonitoring).toBe(false);
    expect(monitoring.isUnseen(NORTH)).toBe(false);
    expect(monitoring.state.restored).toEqual({ fromMs: 5_000, toMs: 257_000 });
  });

  it('acknowledges only with a note saying what is being done, sent trimmed', async () => {
    const monitoring = useMonitoringStore();
    monitoring.receive(blindNorth(1));
    const acknowledged = blindNorth(1, { atMs: 9_000, operator: 'guard', note: 'Calling the provider' });
    bridge.answer('monitoring.acknowledge', () => ok(acknowledged));

    expect(await monitoring.acknowledge('   ')).toBe(false);
    expect(monitoring.error).toMatch(/note is required/);
    expect(bridge.callsOf('monitoring.acknowledge')).toEqual([]);

    expect(await monitoring.acknowledge('  Calling the provider ')).toBe(true);
    expect(bridge.callsOf('monitoring.acknowledge')).toEqual([{ note: 'Calling the provider' }]);
    expect(monitoring.error).toBeNull();
    expect(monitoring.state.acknowledged?.operator).toBe('guard');
  });
});

describe('a screen that cannot reach its monitor', () => {
  it('says NOT MONITORING itself after 15 s, sounds each minute until acknowledged here, and clears when back', async () => {
    vi.useFakeTimers({ now: 100_000 });
    bridge.answer('session.status', () => ok(signedOut));
    bridge.answer('monitoring.status', () => ok(blindNorth(1)));
    const app = useAppStore();
    const monitoring = useMonitoringStore();
    await app.start();
    expect(monitoring.blind).toBe(true);
    const sounded = monitoring.soundSeq;

    bridge.setLink('lost');
    vi.advanceTimersByTime(LINK_BLIND_AFTER_MS - 1);
    expect(monitoring.linkBlind).toBe(false);
    vi.advanceTimersByTime(1);
    expect(monitoring.linkBlind).toBe(true);
    expect(monitoring.notMonitoring).toBe(true);
    // What the monitor said last is out of date: every customer's rows are unseen, since the link went.
    expect(monitoring.blind).toBe(false);
    expect(monitoring.isUnseen(SOUTH)).toBe(true);
    expect(monitoring.lastSeenMs).toBe(100_000);
    expect(monitoring.soundSeq).toBe(sounded + 1);
    vi.advanceTimersByTime(LINK_REPEAT_MS);
    expect(monitoring.soundSeq).toBe(sounded + 2);

    // Acknowledged on this screen (the monitor cannot be told): a note is still required; then it is quiet.
    expect(await monitoring.acknowledge('')).toBe(false);
    expect(await monitoring.acknowledge('Network engineer called')).toBe(true);
    expect(monitoring.link?.acknowledged?.note).toBe('Network engineer called');
    expect(bridge.callsOf('monitoring.acknowledge')).toEqual([]);
    vi.advanceTimersByTime(LINK_REPEAT_MS * 3);
    expect(monitoring.soundSeq).toBe(sounded + 2);

    bridge.setLink('connected');
    expect(monitoring.link).toBeNull();
    expect(monitoring.linkBlind).toBe(false);
    app.stop();
  });

  it('an ended access is NOT MONITORING at once and for good, sounding each minute until acknowledged here', () => {
    vi.useFakeTimers();
    const monitoring = useMonitoringStore();
    monitoring.linkChanged('lost');
    monitoring.linkChanged('access-ended');
    expect(monitoring.linkBlind).toBe(true);
    expect(monitoring.link?.accessEnded).toBe(true);
    expect(monitoring.soundSeq).toBe(1);
    // The 15 s wait of the lost link it replaced sounds nothing more.
    vi.advanceTimersByTime(LINK_BLIND_AFTER_MS);
    expect(monitoring.soundSeq).toBe(1);
    vi.advanceTimersByTime(LINK_REPEAT_MS - LINK_BLIND_AFTER_MS);
    expect(monitoring.soundSeq).toBe(2);
  });

  it('a link back within 15 s never says NOT MONITORING', async () => {
    vi.useFakeTimers();
    const monitoring = useMonitoringStore();
    monitoring.linkChanged('lost');
    vi.advanceTimersByTime(LINK_BLIND_AFTER_MS - 1_000);
    monitoring.linkChanged('connected');
    vi.advanceTimersByTime(LINK_BLIND_AFTER_MS * 4);
    expect(monitoring.notMonitoring).toBe(false);
    expect(monitoring.soundSeq).toBe(0);
  });
});

const signedOut: SessionStatus = {
  baseUrl: null,
  environment: null,
  registered: false,
  signedIn: false,
  userName: null,
  expiresAt: null,
  remembered: false,
  secretStore: 'memory',
  secretStoreWarning: null,
  transportWarning: null,
  keychainProblem: null,
  cachePreparation: null,
};
