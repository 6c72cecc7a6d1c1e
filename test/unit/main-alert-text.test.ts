import { describe, expect, it } from 'vitest';
import {
  alarmNotificationText,
  alertTrayText,
  blindNotificationText,
  restoredNotificationText,
} from '../../electron/main/alert-text.js';
import { recordNotification, shellReport } from '../../electron/main/shell-report.js';

describe('alarmNotificationText', () => {
  it('says what happened, to whom and where', () => {
    expect(
      alarmNotificationText({
        count: 1,
        title: 'Access denied',
        label: 'Ana Lima',
        doorName: 'Loading bay',
        history: [],
      }),
    ).toEqual({ title: 'Access denied', body: 'Ana Lima at Loading bay' });
  });

  it('names only the door for an alarm no card caused', () => {
    expect(
      alarmNotificationText({ count: 1, title: 'Door forced open', label: '', doorName: 'Loading bay', history: [] })
        .body,
    ).toBe('at Loading bay');
  });

  it('counts repeats in the title and leaves out an unknown door', () => {
    expect(
      alarmNotificationText({ count: 3, title: 'Access denied', label: 'Token 99', doorName: null, history: [] }),
    ).toEqual({
      title: 'Access denied ×3',
      body: 'Token 99',
    });
  });
});

it('says when it sounds again because nobody acknowledged it', () => {
  const escalated = {
    atMs: 1,
    action: 'escalated' as const,
    operator: null,
    outcome: null,
    note: 'unacknowledged for 5 min',
  };
  expect(
    alarmNotificationText({ count: 1, title: 'Door forced open', label: '', doorName: 'Gate', history: [escalated] })
      .body,
  ).toBe('at Gate · unacknowledged for 5 min');
});

describe('alertTrayText', () => {
  it('says when nothing is waiting, with no number beside the icon', () => {
    expect(alertTrayText(0)).toEqual({ toolTip: 'ACS Monitor: no unacknowledged alarms', title: '' });
  });

  it.each([
    [1, 'ACS Monitor: 1 unacknowledged alarm'],
    [12, 'ACS Monitor: 12 unacknowledged alarms'],
  ])('counts %i unacknowledged alarms', (count, toolTip) => {
    expect(alertTrayText(count)).toEqual({ toolTip, title: String(count) });
  });
});

describe('NOT MONITORING outside the window', () => {
  const blind = {
    seeing: false,
    blindSinceMs: Date.UTC(2026, 10, 26, 3, 12),
    causes: [
      {
        kind: 'no-contact' as const,
        message: 'No answer from the service for any watched customer',
        customerGuids: [],
      },
    ],
    customers: [],
    acknowledged: null,
    alertSeq: 1,
    restored: null,
  };

  it('the tray says NOT MONITORING whatever the count', () => {
    expect(alertTrayText(5, true)).toEqual({
      toolTip: 'ACS Monitor: NOT MONITORING: open it to see why',
      title: 'NOT MONITORING',
    });
  });

  it('the notification says for how long and why; contact back says after how long', () => {
    expect(blindNotificationText(blind, Date.UTC(2026, 10, 26, 3, 16, 12))).toEqual({
      title: 'NOT MONITORING for 4 min 12 s',
      body: 'No answer from the service for any watched customer',
    });
    expect(restoredNotificationText({ fromMs: 0, toMs: 252_000 }).title).toBe('Contact restored after 4 min 12 s');
  });
});

describe('the shell report', () => {
  it('keeps the latest 50 notifications, oldest first, on the registered global', () => {
    for (let i = 1; i <= 60; i += 1)
      recordNotification(`Access denied ×${i}`, 'door', new Date(Date.UTC(2026, 0, 1, 0, 0, i)));
    const report = (globalThis as Record<symbol, ReturnType<typeof shellReport>>)[
      Symbol.for('acs-monitor.shell-report')
    ]!;
    expect(report).toBe(shellReport());
    expect(report.notifications).toHaveLength(50);
    expect(report.notifications[0]).toEqual({
      title: 'Access denied ×11',
      body: 'door',
      at: '2026-01-01T00:00:11.000Z',
    });
    expect(report.notifications.at(-1)?.title).toBe('Access denied ×60');
  });
});
