// The four demo customers, each in its own time zone; the last is hidden from the `guard` account.

export interface CustomerTemplate {
  customerName: string;
  customerCode: string;
  notes: string | null;
  geographicTimezoneId: string;
  timezoneDescription: string;
  tz: number;
  sites: readonly string[];
  restricted: boolean;
  /** How many card holders; by default 120 to 260. */
  userCount?: number;
}

export const CUSTOMER_TEMPLATES: readonly CustomerTemplate[] = [
  {
    customerName: 'Northwind Facilities Ltd',
    customerCode: 'NWF-0001',
    notes: 'Head office and two depots. Out-of-hours alarms go to the Leeds control room.',
    geographicTimezoneId: 'Europe/London',
    timezoneDescription: '(UTC+00:00) Dublin, Edinburgh, Lisbon, London',
    tz: 85,
    sites: ['London HQ', 'Leeds Depot', 'Bristol Depot'],
    restricted: false,
  },
  {
    customerName: 'Hudson River Logistics',
    customerCode: 'HRL-0002',
    notes: null,
    geographicTimezoneId: 'America/New_York',
    timezoneDescription: '(UTC-05:00) Eastern Time (US & Canada)',
    tz: 35,
    sites: ['Newark Warehouse', 'Brooklyn Yard'],
    restricted: false,
  },
  {
    customerName: 'Harbourside Medical Centre',
    customerCode: 'HMC-0003',
    notes: 'Pharmacy doors are monitored around the clock.',
    geographicTimezoneId: 'Australia/Sydney',
    timezoneDescription: '(UTC+10:00) Canberra, Melbourne, Sydney',
    tz: 255,
    sites: ['Main Building', 'Pharmacy Annex'],
    restricted: false,
  },
  {
    customerName: 'Bengaluru Data Centre — Secure',
    customerCode: 'BDC-0004',
    notes: 'Restricted: supervisors only.',
    geographicTimezoneId: 'Asia/Kolkata',
    timezoneDescription: '(UTC+05:30) Chennai, Kolkata, Mumbai, New Delhi',
    tz: 190,
    sites: ['Data Hall A', 'Data Hall B', 'Network Operations'],
    restricted: true,
  },
];
