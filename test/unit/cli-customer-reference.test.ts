// --customer by code: which customer a code or name means, and the refusals when it means none or several.
import { describe, expect, it } from 'vitest';
import { resolveCustomers } from '../../electron/cli/customer-reference.js';

const known = [
  { customerGuid: 'aaaaaaaa-0000-4000-8000-000000000001', customerCode: 'NWF-0001', customerName: 'Northwind Foods' },
  { customerGuid: 'aaaaaaaa-0000-4000-8000-000000000002', customerCode: 'HRL-0002', customerName: 'Harbour Labs' },
  { customerGuid: 'aaaaaaaa-0000-4000-8000-000000000003', customerCode: 'HRL-0003', customerName: 'Harbour Labs' },
];

describe('resolveCustomers', () => {
  it('takes codes in any case, names, and GUIDs together; GUIDs alone need no list', async () => {
    expect(await resolveCustomers('nwf-0001, Northwind Foods,HRL-0003', () => known)).toEqual([
      known[0]!.customerGuid,
      known[0]!.customerGuid,
      known[2]!.customerGuid,
    ]);
    const guid = 'AAAAAAAA-0000-4000-8000-0000000000FF';
    expect(await resolveCustomers(guid, () => Promise.reject(new Error('must not list')))).toEqual([
      guid.toLowerCase(),
    ]);
  });

  it('a name shared by two customers is refused, naming both codes', async () => {
    await expect(resolveCustomers('harbour labs', () => known)).rejects.toThrow(
      '--customer "harbour labs" matches 2 customers: HRL-0002 (aaaaaaaa-0000-4000-8000-000000000002), HRL-0003 (aaaaaaaa-0000-4000-8000-000000000003); give the GUID',
    );
  });

  it('an unknown code, an empty entry and a mistyped GUID are refused', async () => {
    await expect(resolveCustomers('XYZ-9', () => known)).rejects.toThrow(/"XYZ-9" is neither a GUID nor the code/);
    await expect(resolveCustomers('NWF-0001,', () => known)).rejects.toThrow(/empty entry/);
    await expect(resolveCustomers('aaaaaaaa-0000-4000-8000-00000000001', () => known)).rejects.toThrow(
      /is not a valid GUID/,
    );
  });
});

describe('a customer the service sends without a code (the spec lets any field be null)', () => {
  const withoutCode = [
    { customerGuid: 'aaaaaaaa-0000-4000-8000-000000000004', customerCode: null, customerName: 'Codeless Ltd' },
    ...known,
  ] as unknown as typeof known;

  it('is still chosen by its name or GUID, and the others by their codes', async () => {
    expect(await resolveCustomers('codeless ltd,NWF-0001', () => withoutCode)).toEqual([
      'aaaaaaaa-0000-4000-8000-000000000004',
      known[0]!.customerGuid,
    ]);
  });

  it('a reference that matches nothing is refused clearly, not with a crash', async () => {
    await expect(resolveCustomers('XYZ-9', () => withoutCode)).rejects.toThrow(
      '--customer "XYZ-9" is neither a GUID nor the code or name of a customer you may see',
    );
  });

  it('two customers sharing a name, one without a code, are both listed', async () => {
    const twins = [
      { customerGuid: 'aaaaaaaa-0000-4000-8000-000000000005', customerCode: null, customerName: 'Twin' },
      { customerGuid: 'aaaaaaaa-0000-4000-8000-000000000006', customerCode: 'TW-2', customerName: 'Twin' },
    ] as unknown as typeof known;
    await expect(resolveCustomers('twin', () => twins)).rejects.toThrow(
      'matches 2 customers: no code (aaaaaaaa-0000-4000-8000-000000000005), TW-2 (aaaaaaaa-0000-4000-8000-000000000006)',
    );
  });
});
