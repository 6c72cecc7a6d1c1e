// Checks of the wire formats the service accepts: GUIDs, base64 nonces and ISO 8601 date-times.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,9}))?(Z|[+-]\d{2}:\d{2})$/;

export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/** Non-empty, standard alphabet, padded. */
export function isBase64(value: string): boolean {
  return value.length > 0 && BASE64.test(value);
}

/**
 * Milliseconds since the epoch for `YYYY-MM-DDTHH:mm:ss(.fraction)?(Z|±hh:mm)`, or null when the text
 * is not such a date-time or names an impossible one (2024-02-30, 25:00). A fraction finer than a
 * millisecond is kept as a fractional millisecond so bounds compare exactly.
 */
export function parseIsoDateTime(text: string): number | null {
  const match = DATE_TIME.exec(text);
  if (!match) return null;
  const [, y, mo, d, h, mi, s, fraction, zone] = match;
  const year = Number(y);
  const month = Number(mo);
  const day = Number(d);
  const hour = Number(h);
  const minute = Number(mi);
  const second = Number(s);
  if (month < 1 || month > 12 || hour > 23 || minute > 59 || second > 59) return null;
  if (day < 1 || day > new Date(Date.UTC(year, month, 0)).getUTCDate()) return null;
  let offsetMinutes = 0;
  if (zone && zone !== 'Z') {
    const offsetHours = Number(zone.slice(1, 3));
    const offsetMins = Number(zone.slice(4, 6));
    if (offsetHours > 23 || offsetMins > 59) return null;
    offsetMinutes = (zone.startsWith('-') ? -1 : 1) * (offsetHours * 60 + offsetMins);
  }
  const wholeMs = Date.UTC(year, month - 1, day, hour, minute, second) - offsetMinutes * 60_000;
  const fractionMs = fraction ? Number(`0.${fraction}`) * 1000 : 0;
  return wholeMs + fractionMs;
}

/** The service's DateTime text: ISO 8601, millisecond precision, UTC designator. */
export function isoText(ms: number): string {
  return new Date(ms).toISOString();
}
