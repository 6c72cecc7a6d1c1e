// A zone's short name as people read it ("AEDT", "BST", "IST"), shared by the screens (site-time) and the
// printable shift report. Intl names a zone well only in a locale where it is used, so several are asked.
import { formatPerZone } from './zone-formats.js';

/** English locales whose short zone names cover most sites ("AEDT" needs en-AU, "IST" en-IN, "BST" en-GB). */
const NAMING_LOCALES = ['en-US', 'en-GB', 'en-AU', 'en-IN', 'en-CA', 'en-NZ', 'en-ZA', 'en-IE', 'en-SG'];
const GENERIC_NAME = /^(GMT|UTC)([+−-]|$)/;

const namers = new Map(NAMING_LOCALES.map((locale) => [locale, formatPerZone(locale, { timeZoneName: 'short' })]));

/** `locale` is one of NAMING_LOCALES. */
function shortName(ms: number, timeZone: string | undefined, locale: string): string {
  const namer = namers.get(locale)!(timeZone);
  return namer.formatToParts(ms).find((part) => part.type === 'timeZoneName')?.value ?? '';
}

/**
 * The zone's short name at that moment ("AEDT"), else its offset ("GMT+4"); this process's zone when
 * undefined. Throws for a zone Intl does not know.
 */
export function shortZoneName(ms: number, timeZone?: string): string {
  for (const locale of NAMING_LOCALES) {
    const name = shortName(ms, timeZone, locale);
    if (name && !GENERIC_NAME.test(name)) return name;
  }
  return shortName(ms, timeZone, 'en-GB');
}
