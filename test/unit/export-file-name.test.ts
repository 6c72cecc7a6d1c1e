import { describe, expect, it } from 'vitest';
import { exportFileName, safePart, type ExportedCustomer } from '../../electron/core/export/export-file-name.js';

const acme: ExportedCustomer = {
  customerGuid: '0a1b2c3d-0000-4000-8000-000000000001',
  customerCode: 'ACME',
  timezone: 'Europe/London',
};
const sydney: ExportedCustomer = {
  customerGuid: '0a1b2c3d-0000-4000-8000-000000000002',
  customerCode: 'SYD',
  timezone: 'Australia/Sydney',
};
const at = (iso: string): number => Date.parse(iso);

describe('exportFileName', () => {
  it('names the customer code and the range on the site clock, the day once when within one day', () => {
    const name = exportFileName({
      customers: [acme],
      fromMs: at('2026-07-23T05:00:00Z'),
      toMs: at('2026-07-23T17:00:00Z'),
    });
    expect(name).toBe('ACME-2026-07-23_0600-1800.csv');
  });

  it('names both days for a range over midnight, in the site zone', () => {
    const name = exportFileName({
      customers: [{ ...sydney }],
      fromMs: at('2026-11-23T07:00:00Z'),
      toMs: at('2026-11-23T19:00:00Z'),
    });
    expect(name).toBe('SYD-2026-11-23_1800-2026-11-24_0600.csv');
  });

  it('counts several customers, on their shared clock or else in UTC (saying so)', () => {
    const range = { fromMs: at('2026-11-23T06:00:00Z'), toMs: at('2026-11-23T18:00:00Z') };
    const otherLondon = { ...acme, customerGuid: sydney.customerGuid, customerCode: 'LDN' };
    expect(exportFileName({ customers: [acme, otherLondon], ...range })).toBe('2-customers-2026-11-23_0600-1800.csv');
    expect(exportFileName({ customers: [acme, sydney], ...range })).toBe('2-customers-2026-11-23_0600-1800-UTC.csv');
  });

  it('falls back to the GUID prefix without a code, to UTC without a known zone, and marks the spreadsheet flavour', () => {
    const name = exportFileName({
      customers: [{ ...acme, customerCode: null, timezone: 'Mars/Olympus' }],
      fromMs: at('2026-11-23T06:00:00Z'),
      toMs: at('2026-11-23T18:00:00Z'),
      flavour: 'spreadsheet',
    });
    expect(name).toBe('0a1b2c3d-2026-11-23_0600-1800-UTC-spreadsheet.csv');
  });

  it('keeps only characters every file system accepts', () => {
    const name = exportFileName({
      customers: [{ ...acme, customerCode: 'A/B:C*?"<>|\\ D.E ' }],
      fromMs: at('2026-11-23T06:00:00Z'),
      toMs: at('2026-11-23T07:00:00Z'),
    });
    expect(name).toBe('A_B_C_D_E-2026-11-23_0600-0700.csv');
    expect(name).toMatch(/^[\p{L}\p{N}_.-]+$/u);
  });
});

describe('safePart', () => {
  it('keeps letters of any script and digits, trims separators, and limits the length', () => {
    expect(safePart('Zoë Ångström 東京')).toBe('Zoë_Ångström_東京');
    expect(safePart('..\\..')).toBe('');
    expect(safePart('x'.repeat(100))).toHaveLength(40);
  });
});
