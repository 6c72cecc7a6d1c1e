import { describe, expect, it } from 'vitest';
import { ServiceError } from '../../electron/core/api/errors.js';
import { normaliseBaseUrl, parseDateTime, requireEventType, requireGuid } from '../../electron/core/api/validate.js';

function refusal(action: () => unknown): ServiceError {
  try {
    action();
  } catch (error) {
    expect(error).toBeInstanceOf(ServiceError);
    expect((error as ServiceError).kind).toBe('invalid-input');
    return error as ServiceError;
  }
  throw new Error('expected a refusal');
}

describe('GUIDs', () => {
  it('accepts any UUID, in either case, and returns it in lower case', () => {
    expect(requireGuid('6F1C1F9E-3B1A-4C8E-9A5D-2E7F4B8C9D01', 'customer GUID')).toBe(
      '6f1c1f9e-3b1a-4c8e-9a5d-2e7f4b8c9d01',
    );
  });

  it.each([
    '',
    'abc',
    '6f1c1f9e3b1a4c8e9a5d2e7f4b8c9d01',
    '6f1c1f9e-3b1a-4c8e-9a5d-2e7f4b8c9d0g',
    ' 6f1c1f9e-3b1a-4c8e-9a5d-2e7f4b8c9d01',
    42,
    null,
  ])('refuses %j, naming the field', (value) => {
    expect(refusal(() => requireGuid(value, 'customer GUID')).message).toMatch(/^customer GUID .* is not a valid GUID/);
  });
});

describe('date-times', () => {
  it('reads UTC and offset forms to the same instant', () => {
    expect(parseDateTime('2024-03-01T08:00:00Z', 'from').toISOString()).toBe('2024-03-01T08:00:00.000Z');
    expect(parseDateTime('2024-03-01T09:00:00.000+01:00', 'from').toISOString()).toBe('2024-03-01T08:00:00.000Z');
    expect(parseDateTime('2024-03-01T08:00Z', 'from').toISOString()).toBe('2024-03-01T08:00:00.000Z');
  });

  it.each([
    ['yesterday', /not an ISO 8601 date-time/],
    ['2024-03-01', /with a time zone/],
    ['2024-03-01T08:00:00', /with a time zone/],
    ['2023-02-29T00:00:00Z', /not a real date/],
    ['2024-13-01T00:00:00Z', /not a real date/],
    ['2024-03-01T24:00:00Z', /not a real date/],
    [undefined, /is missing/],
  ])('refuses %j', (value, message) => {
    expect(refusal(() => parseDateTime(value, 'from date')).message).toMatch(message);
  });
});

describe('service addresses', () => {
  it('drops a trailing slash and /v1', () => {
    expect(normaliseBaseUrl('https://acs.example.com/api/v1/')).toBe('https://acs.example.com/api');
    expect(normaliseBaseUrl('http://127.0.0.1:8080')).toBe('http://127.0.0.1:8080');
  });

  it.each(['', 'acs.example.com', 'ftp://acs.example.com', 'https://user:pw@acs.example.com', 'https://a.example?x=1'])(
    'refuses %j',
    (value) => {
      refusal(() => normaliseBaseUrl(value));
    },
  );
});

describe('event types', () => {
  it('takes integers given as numbers or text', () => {
    expect(requireEventType('2')).toBe(2);
    expect(requireEventType(1)).toBe(1);
  });

  it.each(['denied', '1.5', 1.5, ''])('refuses %j', (value) => {
    refusal(() => requireEventType(value));
  });
});
