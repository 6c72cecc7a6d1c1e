// Checks on what a user typed, made before anything reaches the network. Each takes unknown
// and either returns the clean value or throws an 'invalid-input' ServiceError naming the field.
import { invalidInput } from './errors.js';

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// ISO 8601 date-time with an explicit zone: 2024-03-01T08:00:00Z, 2024-03-01T08:00:00.123+01:00
const ISO_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

export function isGuid(value: unknown): value is string {
  return typeof value === 'string' && GUID.test(value);
}

export function requireGuid(value: unknown, label: string): string {
  if (isGuid(value)) return value.toLowerCase();
  const shown = typeof value === 'string' ? `"${value}"` : String(value);
  throw invalidInput(`${label} ${shown} is not a valid GUID (expected 8-4-4-4-12 hexadecimal digits)`);
}

/** Parses an ISO 8601 date-time that names its zone; refuses impossible dates such as 31 February. */
export function parseDateTime(value: unknown, label: string): Date {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) throw invalidInput(`${label} is not a valid date`);
    return value;
  }
  const example = 'for example 2024-03-01T08:00:00Z or 2024-03-01T09:00:00+01:00';
  if (typeof value !== 'string') throw invalidInput(`${label} is missing: give an ISO 8601 date-time, ${example}`);
  const match = ISO_DATE_TIME.exec(value.trim());
  if (!match) throw invalidInput(`${label} "${value}" is not an ISO 8601 date-time with a time zone (${example})`);
  const [, year, month, day, hour, minute, second = '00'] = match;
  const date = new Date(value.trim());
  const calendarOk =
    Number(month) >= 1 &&
    Number(month) <= 12 &&
    Number(day) >= 1 &&
    Number(day) <= daysInMonth(Number(year), Number(month)) &&
    Number(hour) <= 23 &&
    Number(minute) <= 59 &&
    Number(second) <= 59;
  if (!calendarOk || Number.isNaN(date.getTime()))
    throw invalidInput(`${label} "${value}" is not a real date and time`);
  return date;
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** A service address: http(s), no credentials, no query; returned without a trailing slash or /v1. */
export function normaliseBaseUrl(value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '') {
    throw invalidInput('No service address: pass --url or set ACS_BASE_URL (for example http://127.0.0.1:8080)');
  }
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw invalidInput(`The service address "${value}" is not a URL (for example https://acs.example.com)`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw invalidInput(`The service address "${value}" must start with http:// or https://`);
  }
  if (url.username || url.password || url.search || url.hash) {
    throw invalidInput(`The service address "${value}" must not carry credentials, a query or a fragment`);
  }
  const path = url.pathname.replace(/\/+$/, '').replace(/\/v1$/, '');
  return `${url.origin}${path}`;
}

export function requireEventType(value: unknown): number {
  const number = typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value) : value;
  if (typeof number === 'number' && Number.isSafeInteger(number)) return number;
  throw invalidInput(`event type "${String(value)}" is not an integer (1 = access granted, 2 = access denied)`);
}

/** An optional from/to pair: each an ISO date-time with a zone, and the range not ending before it starts. */
export function parseRange(from: unknown, to: unknown): { from?: Date; to?: Date } {
  const start = from === undefined ? undefined : parseDateTime(from, 'from date');
  const end = to === undefined ? undefined : parseDateTime(to, 'to date');
  if (start && end && start.getTime() > end.getTime()) {
    throw invalidInput(`The range starts (${start.toISOString()}) after it ends (${end.toISOString()})`);
  }
  return { from: start, to: end };
}
