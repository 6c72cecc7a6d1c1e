import { describe, expect, it } from 'vitest';
import { schemaProblem } from '../../electron/core/api/schemas.js';
import { strictSchemaProblem } from '../support/strict-schemas.js';

const event = {
  eventId: 1,
  eventType: 2,
  eventDate: '2024-03-01T08:00:00.000Z',
  receivedDate: '2024-03-01T08:00:01.000Z',
};

describe('reading the service tolerantly', () => {
  it('accepts missing or null fields outside the few the client needs, and unknown fields', () => {
    expect(schemaProblem('Event', { ...event, userGuid: null, doorName: null, somethingNew: 'x' })).toBeNull();
  });

  it('refuses a missing or mistyped key field, naming it', () => {
    expect(schemaProblem('Event', { ...event, eventId: '1' })).toMatch(/Event\.eventId must be integer/);
    expect(schemaProblem('EventList', { eventDetailsResponseList: [{ ...event, eventDate: 'soon' }] })).toMatch(
      /eventDetailsResponseList\.0\.eventDate/,
    );
    expect(schemaProblem('EventList', {})).toMatch(/eventDetailsResponseList/);
  });

  it('refuses text in a GUID or date field (the CSV export writes those fields unquoted)', () => {
    expect(schemaProblem('Event', { ...event, doorGuid: '=HYPERLINK("x")' })).toMatch(/doorGuid/);
    expect(schemaProblem('Event', { ...event, receivedDate: '2024-03-01,08:00' })).toMatch(/receivedDate/);
  });

  it('holds the demo service to every field of the spec', () => {
    expect(strictSchemaProblem('Event', event)).toMatch(/required property/);
  });
});
