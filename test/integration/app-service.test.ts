// The AppService behind the contract, as both shells drive it: calls validated from unknown, the
// demo one call away, the feed filling, a denied event raising an alert, acknowledgement, exports,
// offline inventory, and no secret in any answer.
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dispatch, type CallResult, type ExportProgress, type PushEvent } from '../../electron/contract.js';
import { DEFAULT_RULES_TEXT } from '../../electron/core/alarms/rules-file.js';
import { AppService } from '../../electron/core/app/app-service.js';
import { MemorySecretStore } from '../../electron/core/secrets/index.js';
import { startDemoService, type DemoService } from '../../electron/demo/index.js';
import { CLI_BUILT } from '../support/acs-process.js';

let dataDir: string;
let demo: DemoService;
let app: AppService;
let pushed: PushEvent[];
let waiters: Array<{ match: (event: PushEvent) => boolean; resolve: (event: PushEvent) => void }>;

beforeEach(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'acs-app-'));
  demo = await startDemoService({ eventsPerMinute: 0, historyHours: 6 });
  app = new AppService({
    dataDir,
    secrets: { store: new MemorySecretStore(), warning: null },
    syncSettings: { intervalMs: 200 },
    startDemo: async () => borrowedDemo(),
  });
  pushed = [];
  waiters = [];
  app.subscribe((event) => {
    pushed.push(event);
    for (const waiter of [...waiters]) {
      if (waiter.match(event)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(event);
      }
    }
  });
});
afterEach(async () => {
  await app.stop();
  await demo.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The export's last progress push: done, failed or cancelled. */
async function exportFinished(exportId: string): Promise<ExportProgress> {
  const event = await nextPush(
    (pushed) =>
      pushed.name === 'export-progress' &&
      pushed.payload.exportId === exportId &&
      pushed.payload.phase !== 'fetching' &&
      pushed.payload.phase !== 'writing',
  );
  return (event as Extract<PushEvent, { name: 'export-progress' }>).payload;
}

/** The test's demo, lent to the app: the app's stop() must not close it. */
function borrowedDemo(): { baseUrl: string; close(): Promise<void> } {
  return { baseUrl: demo.baseUrl, close: async () => undefined };
}

function nextPush(match: (event: PushEvent) => boolean): Promise<PushEvent> {
  const already = pushed.find(match);
  if (already) return Promise.resolve(already);
  return new Promise((resolve) => waiters.push({ match, resolve }));
}

async function call(method: string, input: unknown = {}): Promise<unknown> {
  const result = await dispatch(app, method, input);
  if (!result.ok) throw new Error(`${method}: ${result.error.message}`);
  return result.value;
}

describe.skipIf(!CLI_BUILT)('the app behind the contract (needs npm run build:node for the sync worker)', () => {
  it('refuses calls that break the contract, with a sentence', async () => {
    expect(await dispatch(app, 'feed.drop', {})).toEqual({
      ok: false,
      error: { kind: 'invalid-call', message: 'There is no method "feed.drop"' },
    });
    const bad = await dispatch(app, 'inventory.doors', { customerGuid: 'front door' });
    expect(bad).toMatchObject({ ok: false, error: { kind: 'invalid-call' } });
    expect(JSON.stringify(bad)).toMatch(/GUID/);
    expect(await dispatch(app, 'alerts.shiftReport', { fromMs: 0, toMs: 1, timeZone: 'Mars/Olympus_Mons' })).toEqual({
      ok: false,
      error: {
        kind: 'invalid-call',
        message:
          'alerts.shiftReport: timeZone is not a time zone this computer knows: give an IANA name such as Australia/Sydney',
      },
    });
    const notConnected = await dispatch(app, 'customers.list', {});
    expect(notConnected).toMatchObject({
      ok: false,
      error: { message: expect.stringMatching(/Connect to a service first/) },
    });
  });

  it('plain HTTP beyond this machine: refused on connect without the opt-in; with it, accepted and then checked for a service', async () => {
    // acs.invalid never resolves (RFC 2606); connecting sends no request.
    const refused = await dispatch(app, 'session.connect', { baseUrl: 'http://acs.invalid:8080' });
    expect(refused).toMatchObject({
      ok: false,
      error: {
        kind: 'invalid-input',
        message: expect.stringMatching(/^Refusing plain http:\/\/ to acs\.invalid:8080/),
      },
    });
    const optedIn = new AppService({
      dataDir,
      secrets: { store: new MemorySecretStore(), warning: null },
      allowInsecureHttp: true,
    });
    try {
      // Accepted with the opt-in, then found empty by the check that a service answers there.
      const status = await dispatch(optedIn, 'session.connect', {
        baseUrl: 'http://acs.invalid:8080',
      });
      expect(status).toMatchObject({
        ok: false,
        error: { kind: 'network', message: expect.stringMatching(/^Nothing answers at http:\/\/acs\.invalid:8080\./) },
      });
      const loopback = await dispatch(optedIn, 'session.connect', { baseUrl: demo.baseUrl });
      expect(loopback).toMatchObject({ ok: true, value: { transportWarning: null } });
    } finally {
      await optedIn.stop();
    }
  });

  it('Connect checks that a service answers there: nothing listening, or not an access control service', async () => {
    const closed = await startDemoService({ eventsPerMinute: 0 });
    const deadAddress = closed.baseUrl;
    await closed.close();
    const nothing = await dispatch(app, 'session.connect', { baseUrl: deadAddress });
    expect(nothing).toMatchObject({
      ok: false,
      error: {
        message: expect.stringMatching(new RegExp(`^Nothing answers at ${deadAddress.replace(/\./g, '\\.')}\\. Check`)),
      },
    });
    const withV1 = await dispatch(app, 'session.connect', { baseUrl: `${demo.baseUrl}/v1/business` });
    expect(withV1).toMatchObject({
      ok: false,
      error: { message: expect.stringMatching(/answers, but not as an access control service .*without \/v1$/) },
    });
    const status = (await dispatch(app, 'session.status', {})) as CallResult<{ baseUrl: string | null }>;
    expect(status).toMatchObject({ ok: true, value: { baseUrl: null } });
    const good = await dispatch(app, 'session.connect', { baseUrl: demo.baseUrl });
    expect(good).toMatchObject({ ok: true, value: { baseUrl: demo.baseUrl } });
  });

  it('a service error on screen names the GUID the service could not find, after its own words', async () => {
    await call('session.startDemo');
    const absentGuid = '0f0e0d0c-0b0a-4909-8807-060504030201';
    const refused = await dispatch(app, 'customers.watch', { customerGuid: absentGuid, watched: true });
    expect(refused).toMatchObject({
      ok: false,
      error: {
        message: `The service has no such item (404): That customer does not exist. (customer ${absentGuid} not found)`,
      },
    });
  });

  it('two changes of the watched customers at once leave one sync, which stops when nothing is watched', async () => {
    await call('session.startDemo');
    const customerGuid = demo.data.customers.find((customer) => !customer.restricted)!.customerGuid;
    const eventArrives = (eventId: number): Promise<PushEvent> =>
      nextPush((event) => event.name === 'events' && event.payload.events.some((e) => e.event.eventId === eventId));
    // Both restart the sync: a second worker left running would poll the service twice over, unseen.
    await Promise.all([
      call('customers.watch', { customerGuid, watched: true }),
      call('customers.watch', { customerGuid, watched: true }),
    ]);
    const first = demo.makeEvent(customerGuid);
    demo.addEvents([first]);
    await eventArrives(first.eventId);

    for (const customer of (await call('customers.list')) as Array<{ customerGuid: string; watched: boolean }>) {
      if (customer.watched) await call('customers.watch', { customerGuid: customer.customerGuid, watched: false });
    }
    const unseen = demo.makeEvent(customerGuid);
    demo.addEvents([unseen]);
    // Nothing is watched: in ten poll intervals (200 ms) no sync may fetch it.
    const fetched = await Promise.race([
      eventArrives(unseen.eventId).then(() => true),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 2_000)),
    ]);
    expect(fetched).toBe(false);
  });

  it('screens: none and no shell in the desktop app; withdrawing or a new address says where screens come from', async () => {
    expect(await call('screens.list')).toEqual({ shell: false, screens: [] });
    for (const [method, input] of [
      ['screens.revoke', { screenId: 'abc' }],
      ['screens.rotateUrl', {}],
    ] as const) {
      expect(await dispatch(app, method, input)).toMatchObject({
        ok: false,
        error: { kind: 'not-offered', message: 'Screens are let in by the browser shell (acs-monitor serve) only' },
      });
    }
  });

  it('try the demo: signed in, every customer watched, the feed fills, health is live', async () => {
    const status = (await call('session.startDemo')) as { signedIn: boolean; environment: string };
    expect(status).toMatchObject({ signedIn: true, environment: 'demo', registered: true });
    await nextPush((event) => event.name === 'events');
    const customers = (await call('customers.list')) as Array<{ watched: boolean }>;
    expect(customers.length).toBeGreaterThan(0);
    expect(customers.every((customer) => customer.watched)).toBe(true);
    await nextPush((event) => event.name === 'sync-status' && event.payload.statuses.every((s) => s.phase === 'live'));
    const feed = (await call('feed.query', { limit: 50 })) as Array<{ event: { eventDate: string } }>;
    expect(feed).toHaveLength(50);
    const dates = feed.map((row) => Date.parse(row.event.eventDate));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it('keeps the days ACS_RETENTION_DAYS says and shows them on Health; a malformed value stops the start with a sentence', async () => {
    const withRetention = (days: string): AppService =>
      new AppService({
        dataDir,
        secrets: { store: new MemorySecretStore(), warning: null },
        env: { ACS_RETENTION_DAYS: days },
        startDemo: async () => borrowedDemo(),
      });
    expect(() => withRetention('forever')).toThrow(
      'ACS_RETENTION_DAYS must be a whole number of days from 1 to 3650, not "forever"',
    );
    await app.stop();
    app = withRetention('7');
    await call('session.startDemo');
    expect(await call('health.cache')).toMatchObject({ retentionDays: 7 });
  });

  it('a high alarm is acknowledged once a step of its procedure is done (or with a note); the step is in its history and the shift report', async () => {
    await call('session.startDemo');
    await nextPush((event) => event.name === 'events');
    const customer = demo.data.customers.find((c) => !c.restricted)!;
    const rules = JSON.parse(DEFAULT_RULES_TEXT) as object;
    const steps = [{ text: 'Call the site contact', phones: ['+61 2 5550 0100'] }, { text: 'Check the camera' }];
    await call('alarms.setRules', {
      text: JSON.stringify({ ...rules, procedures: [{ customerGuid: customer.customerGuid, steps }] }),
    });
    const user = customer.users.find((u) => !u.isBarred)!;
    const denial = demo.makeEvent(customer.customerGuid, {
      eventType: 2,
      displayName: 'Access denied',
      priorityDescription: 'High',
      userGuid: user.userGuid,
      userFirstName: user.firstName,
      userLastName: user.lastName,
      userBarred: true,
      tokenLost: false,
      tokenGuid: user.pinTokenGuid,
    });
    demo.addEvents([denial]);
    type Group = {
      alarmId: number;
      priority: string;
      state: string;
      history: Array<{ action: string; operator: string | null; note: string | null }>;
      procedure: { steps: Array<{ text: string; done: unknown }> } | null;
    };
    const alerted = await nextPush(
      (event) =>
        event.name === 'alerts' && event.payload.groups.some((group) => group.eventIds.includes(denial.eventId)),
    );
    const alarm = (alerted.name === 'alerts' ? alerted.payload.groups : []).find((g) =>
      g.eventIds.includes(denial.eventId),
    )!;
    expect(alarm.priority).toBe('high');
    expect(alarm.procedure?.steps.map((step) => step.text)).toEqual(['Call the site contact', 'Check the camera']);

    const refused = await dispatch(app, 'alerts.acknowledge', { alarmIds: [alarm.alarmId], note: '  ' });
    expect(refused).toMatchObject({
      ok: false,
      error: {
        kind: 'procedure-needed',
        message: expect.stringMatching(
          /cannot be acknowledged yet: tick the step of its procedure you did, or write a note/,
        ),
      },
    });
    const afterStep = (await call('alerts.doStep', { alarmId: alarm.alarmId, step: 0 })) as Group[];
    const stepped = afterStep.find((g) => g.alarmId === alarm.alarmId)!;
    expect(stepped.procedure?.steps.map((step) => step.done)).toEqual([
      { atMs: expect.any(Number), operator: 'guard' },
      null,
    ]);
    expect(await dispatch(app, 'alerts.doStep', { alarmId: alarm.alarmId, step: 0 })).toMatchObject({
      ok: false,
      error: {
        kind: 'invalid-input',
        message: expect.stringMatching(/^Step 1 of “Access denied” \(Call the site contact\) is already done$/),
      },
    });
    expect(await dispatch(app, 'alerts.doStep', { alarmId: alarm.alarmId, step: 2 })).toMatchObject({
      ok: false,
      error: { kind: 'invalid-input', message: '“Access denied” has no step 3: its procedure has 2' },
    });
    const live = (await call('alerts.acknowledge', { alarmIds: [alarm.alarmId], note: null })) as Group[];
    expect(
      live.find((g) => g.alarmId === alarm.alarmId)!.history.map((step) => [step.action, step.operator, step.note]),
    ).toEqual([
      ['raised', null, null],
      ['step-done', 'guard', 'Call the site contact'],
      ['acknowledged', 'guard', null],
    ]);
    const report = (await call('alerts.shiftReport', {
      fromMs: Date.now() - 3_600_000,
      toMs: Date.now() + 60_000,
      timeZone: 'UTC',
    })) as { csv: string; html: string };
    expect(report.csv).toMatch(/Call the site contact \(guard, \d{4}-\d\d-\d\dT/);
    expect(report.html).toContain('Call the site contact: guard, ');
  });

  it('a denied event raises an alarm, grouped by card; the operator acknowledges it with a note, then closes it', async () => {
    await call('session.startDemo');
    await nextPush((event) => event.name === 'events');
    const customer = demo.data.customers.find((c) => !c.restricted)!;
    const user = customer.users.find((u) => !u.isBarred)!;
    const denials = [0, 1, 2].map(() =>
      demo.makeEvent(customer.customerGuid, {
        eventType: 2,
        displayName: 'Access denied',
        priorityDescription: 'High',
        userGuid: user.userGuid,
        userFirstName: user.firstName,
        userLastName: user.lastName,
        userBarred: false,
        tokenLost: false,
        tokenGuid: user.pinTokenGuid,
      }),
    );
    demo.addEvents(denials);
    const alerted = await nextPush(
      (event) =>
        event.name === 'alerts' && event.payload.groups.some((group) => group.eventIds.includes(denials[2]!.eventId)),
    );
    const alarm =
      alerted.name === 'alerts' ? alerted.payload.groups.find((g) => g.eventIds.includes(denials[0]!.eventId))! : null;
    expect(alarm).toMatchObject({ count: 3, priority: 'high', state: 'open', title: 'Access denied' });
    expect(app.unacknowledgedCount).toBe(
      ((await call('alerts.list')) as Array<{ state: string }>).filter((g) => g.state === 'open').length,
    );

    const acknowledgedPush = nextPush(
      (event) =>
        event.name === 'alerts' &&
        event.payload.groups.some((group) => group.alarmId === alarm!.alarmId && group.state === 'acknowledged'),
    );
    const live = (await call('alerts.acknowledge', {
      alarmIds: [alarm!.alarmId],
      note: 'Visitor badge, escorted',
    })) as Array<{ alarmId: number; state: string; history: Array<{ action: string; operator: string | null }> }>;
    await acknowledgedPush; // every screen hears of it
    const acknowledged = live.find((g) => g.alarmId === alarm!.alarmId)!;
    expect(acknowledged.state).toBe('acknowledged');
    expect(acknowledged.history.at(-1)).toMatchObject({ action: 'acknowledged', operator: 'guard' });
    const detail = (await call('feed.event', { eventId: denials[1]!.eventId })) as {
      acknowledgement: { note: string };
    };
    expect(detail.acknowledgement.note).toBe('Visitor badge, escorted');

    const afterClose = (await call('alerts.close', {
      alarmIds: [alarm!.alarmId],
      outcome: 'false-alarm',
      note: 'Badge renewed',
    })) as Array<{ alarmId: number }>;
    expect(afterClose.some((g) => g.alarmId === alarm!.alarmId)).toBe(false);
    const [closed] = (await call('alerts.history', { states: ['closed'], limit: 10 })) as Array<{
      history: Array<{ action: string; outcome: string | null; note: string | null }>;
    }>;
    expect(closed!.history.map((step) => [step.action, step.outcome, step.note])).toEqual([
      ['raised', null, null],
      // Low at the first denial, HIGH at the card's third.
      ['escalated', null, 'raised to HIGH: 3rd denial of this card within 5 min'],
      ['acknowledged', null, 'Visitor badge, escorted'],
      ['closed', 'false-alarm', 'Badge renewed'],
    ]);
  });

  it('once a supervisor password is set, the rules change only with it; a guard without it changes nothing', async () => {
    const rules = JSON.stringify({
      rules: [{ name: 'Held doors', when: { displayNameContains: ['held'] }, alarm: 'low' }],
    });
    expect(await call('alarms.rules')).toMatchObject({ supervisorPasswordSet: false });
    expect(await call('alarms.setSupervisorPassword', { current: null, next: 'night-shift-42' })).toMatchObject({
      supervisorPasswordSet: true,
    });
    const before = ((await call('alarms.rules')) as { text: string }).text;
    for (const [given, said] of [
      [undefined, /Only a supervisor may change the alarm rules/],
      ['guessing-1', /supervisor password is not right/],
    ] as const) {
      expect(await dispatch(app, 'alarms.setRules', { text: rules, supervisorPassword: given })).toMatchObject({
        ok: false,
        error: { message: expect.stringMatching(said) },
      });
    }
    expect(((await call('alarms.rules')) as { text: string }).text).toBe(before);
    // Changing the password itself needs the current one.
    expect(await dispatch(app, 'alarms.setSupervisorPassword', { current: null, next: 'taken-over-1' })).toMatchObject({
      ok: false,
    });
    expect(await call('alarms.setRules', { text: rules, supervisorPassword: 'night-shift-42' })).toMatchObject({
      text: rules,
      source: 'file',
    });
  });

  it("a supervisor's new rule decides the next event; a rules file with a mistake is refused and the rules stay", async () => {
    await call('session.startDemo');
    await nextPush((event) => event.name === 'events');
    const customer = demo.data.customers.find((c) => !c.restricted)!;
    const rules = JSON.stringify({
      rules: [{ name: 'Held doors', when: { displayNameContains: ['held open'] }, alarm: 'medium', group: 'door' }],
    });
    expect(await call('alarms.setRules', { text: rules })).toMatchObject({ source: 'file', problem: null });
    const broken = await dispatch(app, 'alarms.setRules', { text: rules.replace('"medium"', '"loud"') });
    expect(broken).toMatchObject({
      ok: false,
      error: { message: expect.stringMatching(/line 1, rule 1 \("Held doors"\), alarm/) },
    });
    expect(((await call('alarms.rules')) as { text: string }).text).toBe(rules);

    const held = demo.makeEvent(customer.customerGuid, {
      eventType: 4,
      displayName: 'Door held open',
      priorityDescription: 'Medium',
    });
    demo.addEvents([held]);
    const raised = await nextPush(
      (event) => event.name === 'alerts' && event.payload.groups.some((group) => group.eventIds.includes(held.eventId)),
    );
    expect(
      raised.name === 'alerts' && raised.payload.groups.find((g) => g.eventIds.includes(held.eventId)),
    ).toMatchObject({
      priority: 'medium',
      ruleName: 'Held doors',
    });
  });

  it('inventory comes without camera passwords, activation codes or PINs, and from the cache when the service is down', async () => {
    await call('session.startDemo');
    const customer = demo.data.customers.find((c) => !c.restricted)!;
    const doors = (await call('inventory.doors', { customerGuid: customer.customerGuid })) as {
      items: unknown[];
      fromCache: boolean;
    };
    const devices = (await call('inventory.devices', { customerGuid: customer.customerGuid })) as { items: unknown[] };
    const users = (await call('inventory.users', { customerGuid: customer.customerGuid })) as { items: unknown[] };
    expect(users.items.length).toBe(customer.users.length);
    const text = JSON.stringify([doors, devices, users]);
    for (const device of customer.devices) expect(text).not.toContain(device.activationCode);
    for (const door of customer.doors) for (const camera of door.cameras) expect(text).not.toContain(camera.password);
    expect(text).not.toMatch(/"password"|"activationCode"|"pin"|"verificationPin"/);
    expect(doors.items.length).toBe(customer.doors.length);
    expect(doors.fromCache).toBe(false);

    // Ten minutes on, the snapshot is stale and the service is down: the cached doors, said to be cached.
    await app.stop();
    app = new AppService({
      dataDir,
      secrets: { store: new MemorySecretStore(), warning: null },
      startDemo: async () => borrowedDemo(),
      now: () => Date.now() + 10 * 60_000,
    });
    await call('session.startDemo');
    demo.faults.add({ kind: 'status', status: 503, retryAfterSeconds: 0, path: '/door', times: 'always' });
    const offline = (await call('inventory.doors', { customerGuid: customer.customerGuid })) as typeof doors & {
      fetchedAtMs: number;
    };
    expect(offline.fromCache).toBe(true);
    expect(offline.items.length).toBe(customer.doors.length);
    expect(offline.fetchedAtMs).toBeLessThan(Date.now());
  });

  it('exports a range to a file with progress, ending in "done"', async () => {
    await call('session.startDemo');
    const customerGuid = demo.data.customers.find((c) => !c.restricted)!.customerGuid;
    const toMs = Date.now();
    const { exportId } = (await call('export.start', { customerGuid, fromMs: toMs - 3 * 3600_000, toMs })) as {
      exportId: string;
    };
    const done = await exportFinished(exportId);
    expect(done.phase).toBe('done');
    const file = app.exportFile(exportId)!;
    // Private to this OS user: the exports folder 0700 (in a profile folder 0700), the file 0600.
    expect([dataDir, dirname(file.path), file.path].map((path) => (statSync(path).mode & 0o777).toString(8))).toEqual([
      '700',
      '700',
      '600',
    ]);
    const lines = readFileSync(file.path, 'utf8').trim().split('\r\n');
    expect(lines[0]).toMatch(/^eventId,displayName,/);
    expect(lines.length - 1).toBe(done.rowsWritten);
    // Without the desktop app's save dialog, "Save…" says to download instead.
    await expect(call('export.save', { exportId })).rejects.toThrow(
      'export.save: Saving to a chosen folder is for the desktop app; use Download here',
    );
  });

  it('cancels an export that is still fetching, leaving no file', async () => {
    await call('session.startDemo');
    const customerGuid = demo.data.customers.find((c) => !c.restricted)!.customerGuid;
    // Days never fetched before, from a service that answers slowly: the export is still fetching.
    demo.faults.add({ kind: 'delay', ms: 2000, path: '/event', times: 'always' });
    const toMs = Date.now() - 10 * 24 * 3600_000;
    const { exportId } = (await call('export.start', { customerGuid, fromMs: toMs - 5 * 24 * 3600_000, toMs })) as {
      exportId: string;
    };
    await nextPush((event) => event.name === 'export-progress' && event.payload.exportId === exportId);
    expect(await call('export.cancel', { exportId })).toEqual({ cancelled: true });
    const ended = await exportFinished(exportId);
    expect(ended.phase).toBe('cancelled');
    expect(ended.message).toBe('Export cancelled');
    expect(app.exportFile(exportId)).toBeNull();
    expect(existsSync(join(dataDir, 'exports', `${exportId}.csv`))).toBe(false);
    demo.faults.clear();
  });

  it("exports only the chosen door's events", async () => {
    await call('session.startDemo');
    const customerGuid = demo.data.customers.find((c) => !c.restricted)!.customerGuid;
    const toMs = Date.now();
    const fromMs = toMs - 3 * 3600_000;
    const inRange = demo.data
      .events(customerGuid)
      .filter((event) => Date.parse(event.eventDate) >= fromMs && Date.parse(event.receivedDate) <= toMs);
    const doorGuid = inRange.find((event) => event.doorGuid)!.doorGuid;
    expect(inRange.some((event) => event.doorGuid && event.doorGuid !== doorGuid)).toBe(true);
    const { exportId } = (await call('export.start', {
      customerGuid,
      fromMs,
      toMs,
      doorGuid: doorGuid.toUpperCase(),
    })) as { exportId: string };
    const done = await exportFinished(exportId);
    expect(done.phase).toBe('done');
    const rows = parse<Record<string, string>>(readFileSync(app.exportFile(exportId)!.path, 'utf8'), { columns: true });
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.doorGuid === doorGuid.toLowerCase())).toBe(true);
  });

  it('counts granted and denied per hour over the last 24 h', async () => {
    await call('session.startDemo');
    const guids = demo.data.customers.filter((c) => !c.restricted).map((c) => c.customerGuid);
    const hourly = async (): Promise<{ hours: number; granted: number; denied: number }> => {
      const hours = (await call('stats.hourly', { customerGuids: guids })) as Array<{
        granted: number;
        denied: number;
      }>;
      const sum = (kind: 'granted' | 'denied'): number => hours.reduce((total, hour) => total + hour[kind], 0);
      return { hours: hours.length, granted: sum('granted'), denied: sum('denied') };
    };
    // Counted as the history comes in: asked until both kinds are there, not until every customer is live (that
    // waits for a quiet customer's next poll, up to 30 s).
    await expect
      .poll(
        async () => {
          const counted = await hourly();
          return Math.min(counted.granted, counted.denied);
        },
        { timeout: 60_000 },
      )
      .toBeGreaterThan(0);
    expect((await hourly()).hours).toBeGreaterThanOrEqual(24);
  });
});
