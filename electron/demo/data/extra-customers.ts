// Generated customers after the four templates (`--customers N`): "Customer 007 Ltd" (GEN-0007),
// spread over time zones, with one to three sites, visible to every account that sees customers.
import type { CustomerTemplate } from './customers.js';

type Zone = Pick<CustomerTemplate, 'geographicTimezoneId' | 'timezoneDescription' | 'tz'>;

const ZONES: readonly Zone[] = [
  {
    geographicTimezoneId: 'Europe/London',
    timezoneDescription: '(UTC+00:00) Dublin, Edinburgh, Lisbon, London',
    tz: 85,
  },
  {
    geographicTimezoneId: 'Europe/Berlin',
    timezoneDescription: '(UTC+01:00) Amsterdam, Berlin, Bern, Rome, Stockholm, Vienna',
    tz: 110,
  },
  { geographicTimezoneId: 'America/New_York', timezoneDescription: '(UTC-05:00) Eastern Time (US & Canada)', tz: 35 },
  { geographicTimezoneId: 'America/Chicago', timezoneDescription: '(UTC-06:00) Central Time (US & Canada)', tz: 20 },
  { geographicTimezoneId: 'America/Los_Angeles', timezoneDescription: '(UTC-08:00) Pacific Time (US & Canada)', tz: 4 },
  { geographicTimezoneId: 'America/Sao_Paulo', timezoneDescription: '(UTC-03:00) Brasilia', tz: 65 },
  { geographicTimezoneId: 'Africa/Johannesburg', timezoneDescription: '(UTC+02:00) Harare, Pretoria', tz: 140 },
  { geographicTimezoneId: 'Asia/Dubai', timezoneDescription: '(UTC+04:00) Abu Dhabi, Muscat', tz: 165 },
  {
    geographicTimezoneId: 'Asia/Kolkata',
    timezoneDescription: '(UTC+05:30) Chennai, Kolkata, Mumbai, New Delhi',
    tz: 190,
  },
  { geographicTimezoneId: 'Asia/Singapore', timezoneDescription: '(UTC+08:00) Kuala Lumpur, Singapore', tz: 215 },
  { geographicTimezoneId: 'Asia/Tokyo', timezoneDescription: '(UTC+09:00) Osaka, Sapporo, Tokyo', tz: 235 },
  { geographicTimezoneId: 'Australia/Sydney', timezoneDescription: '(UTC+10:00) Canberra, Melbourne, Sydney', tz: 255 },
  { geographicTimezoneId: 'Pacific/Auckland', timezoneDescription: '(UTC+12:00) Auckland, Wellington', tz: 290 },
];

const SITE_NAMES = ['Head Office', 'North Depot', 'Distribution Centre', 'Retail Park Unit 4', 'Clinic', 'Plant 2'];

/** The `index`th extra customer (from 0); a pure function of the index. */
export function extraCustomerTemplate(index: number): CustomerTemplate {
  const number = index + 1;
  const siteCount = 1 + (index % 3);
  return {
    customerName: `Customer ${String(number).padStart(3, '0')} Ltd`,
    customerCode: `GEN-${String(number).padStart(4, '0')}`,
    notes: index % 4 === 0 ? 'Generated demo customer.' : null,
    ...ZONES[(index * 5) % ZONES.length]!,
    sites: Array.from({ length: siteCount }, (_, site) => SITE_NAMES[(index + site) % SITE_NAMES.length]!),
    restricted: false,
    // Smaller staffs than the templates', so a hundred extras build in a blink.
    userCount: 20 + ((index * 37) % 41),
  };
}
