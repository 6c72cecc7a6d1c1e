// The shift report from a real cache file: the alarms of the range with where they were, and the
// summary at handover, with the alarms carried over from before the range and the periods NOT
// MONITORING the cache recorded.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_ESCALATION, DEFAULT_RULES } from '../../electron/core/alarms/default-rules.js';
import type { AccessEvent, Customer } from '../../electron/core/api/types.js';
import { shiftReportHtml } from '../../electron/core/alarms/shift-report-html.js';
import { shiftReportCsv } from '../../electron/core/alarms/shift-report.js';
import { AlarmBook } from '../../electron/core/app/alarm-book.js';
import { Cache } from '../../electron/core/storage/cache.js';

const CUSTOMER = '11111111-1111-4111-8111-111111111111';
const OTHER = '22222222-2222-4222-8222-222222222222';
const MIN = 60_000;
const HOUR = 60 * MIN;
const FROM = Date.parse('2026-03-10T18:00:00.000Z');
const TO = FROM + 12 * 60 * MIN;

let dir: string;
let cache: Cache;
let book: AlarmBook;
let nextId = 1;

/** A door forced open `minutes` after the range begins (before it when negative), at the Front door of Harbour House. */
function forced(minutes: number, customerGuid = CUSTOMER): AccessEvent {
  const eventDate = new Date(FROM + minutes * MIN).toISOString();
  return {
    eventId: nextId++,
    eventType: 7301,
    displayName: 'Door forced open',
    priorityDescription: 'Critical',
    eventDate,
    receivedDate: eventDate,
    customerGuid,
    customerName: 'Harbour Offices',
    siteName: 'Harbour House',
    doorGuid: '33333333-3333-4333-8333-333333333333',
    doorName: 'Front door',
  } as AccessEvent;
}

/** The event arrives and raises its alarm then; returns the alarm's id. */
async function raise(event: AccessEvent): Promise<number> {
  const atMs = Date.parse(event.eventDate);
  await cache.storage.storeBatch({ customerGuid: event.customerGuid, events: [event], nowMs: atMs });
  await book.consider(event.customerGuid, [event], atMs);
  return (await book.live()).find((alarm) => alarm.eventIds.includes(event.eventId))!.alarmId;
}

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'acs-shift-report-'));
  cache = Cache.open(join(dir, 'cache.sqlite3'));
  await cache.inventory.saveCustomer(
    CUSTOMER,
    { customerName: 'Harbour Offices', customerCode: 'HBR-0001', geographicTimezoneId: 'Europe/Oslo' } as Customer,
    FROM,
  );
  book = new AlarmBook(cache, () => ({
    rules: DEFAULT_RULES,
    escalation: DEFAULT_ESCALATION,
    instructions: [],
    procedures: [],
    contacts: [],
  }));
});
afterEach(() => {
  cache.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the shift report of a real cache', () => {
  it('names where each alarm of the range was and what became of it', async () => {
    const handled = await raise(forced(30));
    await book.acknowledge([handled], 'guard', 'Patrol sent', FROM + 32 * MIN);
    await book.close([handled], 'guard', 'genuine', 'Police called', FROM + 50 * MIN);
    await raise(forced(60));
    const { rows } = await book.shiftReport({ fromMs: FROM, toMs: TO }, TO + MIN);
    expect(rows.map((row) => [row.customerName, row.customerCode, row.site, row.doors, row.disposition])).toEqual([
      ['Harbour Offices', 'HBR-0001', 'Harbour House', 'Front door', 'genuine'],
      ['Harbour Offices', 'HBR-0001', 'Harbour House', 'Front door', 'open'],
    ]);
  });

  it('says which steps of its procedure were done, by whom and when, in the CSV and on the printable page', async () => {
    const alarmId = await raise(forced(30));
    await book.stepDone(alarmId, 'Call the site contact', 'guard', FROM + 31 * MIN);
    await book.stepDone(alarmId, 'Send the patrol', 'guard', FROM + 33 * MIN);
    await raise(forced(60));
    const { rows } = await book.shiftReport({ fromMs: FROM, toMs: TO }, TO + MIN);
    expect(rows.map((row) => row.stepsDone)).toEqual([
      'Call the site contact (guard, 2026-03-10T18:31:00.000Z); Send the patrol (guard, 2026-03-10T18:33:00.000Z)',
      null,
    ]);
    const csv = shiftReportCsv(rows).split('\r\n');
    expect(csv[0]).toMatch(/,lateBySeconds,stepsDone$/);
    expect(csv[1]).toMatch(/,"?Call the site contact \(guard, 2026-03-10T18:31:00.000Z\); Send the patrol/);
    const html = shiftReportHtml({
      fromMs: FROM,
      toMs: TO,
      timeZone: 'UTC',
      generatedAtMs: TO,
      rows,
      hours: [],
      summary: await book.shiftSummary({ fromMs: FROM, toMs: TO }, TO),
      pictures: new Map(),
    });
    expect(html).toContain('<th scope="col">Steps done</th>');
    expect(html).toContain('Call the site contact: guard, ');
  });

  it('hands over every alarm not closed at the end, those from before the range too, as they stood then', async () => {
    const carried = await raise(forced(-120));
    const closedBefore = await raise(forced(-60));
    await book.acknowledge([closedBefore], 'guard', null, FROM - 59 * MIN);
    await book.close([closedBefore], 'guard', 'test', null, FROM - 58 * MIN);
    const closedAfter = await raise(forced(-30));
    await book.close([closedAfter], 'day guard', 'false-alarm', null, TO + 30 * MIN);
    const inRange = await raise(forced(100));
    await book.acknowledge([inRange], 'guard', null, FROM + 103 * MIN);
    await raise(forced(10, OTHER));

    const { summary } = await book.shiftReport(
      { customerGuids: [CUSTOMER.toUpperCase()], fromMs: FROM, toMs: TO },
      TO + HOUR,
    );
    expect(summary.all).toEqual({
      raised: 1,
      acknowledged: 1,
      medianSecondsToAcknowledge: 180,
      longestSecondsToAcknowledge: 180,
    });
    expect(summary.openAtHandover.map((alarm) => [alarm.alarmId, alarm.state, alarm.carriedOver])).toEqual([
      [carried, 'open', true],
      [closedAfter, 'open', true],
      [inRange, 'acknowledged', false],
    ]);
    expect(summary.openAtHandover[0]).toMatchObject({ customerCode: 'HBR-0001', siteName: 'Harbour House' });
    // The summary alone says the same.
    expect(await book.shiftSummary({ customerGuids: [CUSTOMER], fromMs: FROM, toMs: TO }, TO + HOUR)).toEqual(summary);
  });

  it('lists the periods NOT MONITORING the cache recorded that overlap the range, with who acknowledged them', async () => {
    await cache.monitoring.saveGap({
      fromMs: FROM - 3 * HOUR,
      toMs: FROM - 2 * HOUR,
      causes: ['long before'],
      acknowledgedAtMs: null,
      acknowledgedBy: null,
      note: null,
    });
    await cache.monitoring.saveGap({
      fromMs: FROM - 10 * MIN,
      toMs: FROM + 5 * MIN,
      causes: ['Nobody is signed in: the watched customers are not being watched until someone signs in'],
      acknowledgedAtMs: FROM + MIN,
      acknowledgedBy: 'guard',
      note: 'Signing in again',
    });
    const { summary } = await book.shiftReport({ fromMs: FROM, toMs: TO }, TO + MIN);
    expect(summary.notMonitoring).toEqual([
      {
        fromMs: FROM - 10 * MIN,
        toMs: FROM + 5 * MIN,
        durationMs: 15 * MIN,
        causes: ['Nobody is signed in: the watched customers are not being watched until someone signs in'],
        acknowledgedAtMs: FROM + MIN,
        acknowledgedBy: 'guard',
        note: 'Signing in again',
      },
    ]);
    expect(summary.notMonitoringMs).toBe(5 * MIN);
  });
});
