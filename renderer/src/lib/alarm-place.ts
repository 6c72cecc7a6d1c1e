import type { AlertGroup } from '../../../electron/contract.js';

/**
 * Where an alarm is, in the order a guard asks it of a desk of many customers: customer (code), site,
 * door. "Northwind Facilities Ltd (NWF-0001) · London HQ · Loading bay". Parts the cache does not
 * know are left out; the customer is named even then (by `fallbackName`, else "Customer").
 */
export function alarmPlace(group: AlertGroup, fallbackName: string | null): string {
  const name = group.customerName ?? fallbackName ?? 'Customer';
  const customer = group.customerCode ? `${name} (${group.customerCode})` : name;
  const doors = group.doorNames.length ? group.doorNames.join(', ') : group.doorName;
  return [customer, group.siteName, doors].filter(Boolean).join(' · ');
}
