// The name an export file is offered under: who and when, e.g. ACME-2026-11-23_0600-1800.csv, the range on the
// site's clock (the range stamp is the zone clock's, as in the shift report's names). Only letters, digits, '-' and '_', so that it is a valid name on Windows, macOS and Linux alike.
import type { CsvFlavour } from './csv-format.js';
import { knownZone, rangeStamp } from '../time/zone-clock.js';

export interface ExportedCustomer {
  customerGuid: string;
  customerCode: string | null;
  timezone: string | null;
}

export interface ExportFileNameRequest {
  customers: readonly ExportedCustomer[];
  fromMs: number;
  toMs: number;
  flavour?: CsvFlavour;
}

const MAX_WHO_CHARS = 40;

/**
 * The range is on the customers' clock when they all share one zone, else in UTC (the name then ends in -UTC). A
 * range within one local day names the day once: ACME-2026-11-23_0600-1800; else both: …_2200-2026-11-24_0600.
 */
export function exportFileName(request: ExportFileNameRequest): string {
  const { customers } = request;
  const zones = new Set(customers.map((customer) => customer.timezone));
  const shared = zones.size === 1 ? [...zones][0]! : null;
  const zone = knownZone(shared) ? shared : null;
  const range = rangeStamp(request.fromMs, request.toMs, zone ?? 'UTC');
  const parts = [
    who(customers),
    range,
    ...(zone ? [] : ['UTC']),
    // -spreadsheet or -spreadsheet-semicolon: which file a user opens where.
    ...(request.flavour && request.flavour !== 'strict' ? [request.flavour] : []),
  ];
  return `${parts.join('-')}.csv`;
}

function who(customers: readonly ExportedCustomer[]): string {
  if (customers.length !== 1) return `${customers.length}-customers`;
  const [customer] = customers;
  return safePart(customer!.customerCode ?? '') || customer!.customerGuid.slice(0, 8);
}

/** Letters and digits of any script, '-' and '_' are kept; anything else (/ \ : * ? " < > | . spaces…) becomes '_'. */
export function safePart(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}_-]+/gu, '_')
    .replace(/^[_-]+|[_-]+$/g, '')
    .slice(0, MAX_WHO_CHARS);
}
