// An alarm as the contract carries it, for tests: a high "Access denied" alarm, open, with one event.
import type { AlertGroup } from '../../electron/contract.js';

export function alarmFixture(overrides: Partial<AlertGroup> = {}): AlertGroup {
  return {
    alarmId: 1,
    key: '1',
    customerGuid: '11111111-1111-4111-8111-111111111111',
    ruleName: 'Access denied',
    priority: 'high',
    sound: 'alarm',
    notify: true,
    state: 'open',
    title: 'Access denied',
    label: 'Ana Lima',
    flags: [],
    doorName: 'Front door',
    doorNames: ['Front door'],
    firstAtMs: 0,
    lastAtMs: 0,
    count: 1,
    eventIds: [1],
    latest: { eventId: 1 },
    history: [],
    procedure: null,
    contacts: [],
    customerName: 'Harbour Offices',
    customerCode: 'HBR-0001',
    siteName: 'Harbour House',
    timeZone: 'Europe/Oslo',
    raisedAtMs: 0,
    lateByMs: null,
    ...overrides,
  };
}
