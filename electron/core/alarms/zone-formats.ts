// Intl date formats are slow to make and quick to use, and a screen asks the same few zones
// thousands of times (every row of the feed): one format per zone and set of options, kept. Here
// beside zone-name.ts, which the screens and the printable shift report share, so both use it.

/** The format in a zone (this workstation's when undefined); throws for a zone Intl does not know. */
export type ZoneFormat = (timeZone: string | undefined) => Intl.DateTimeFormat;

export function formatPerZone(locale: string, options: Omit<Intl.DateTimeFormatOptions, 'timeZone'>): ZoneFormat {
  const made = new Map<string, Intl.DateTimeFormat>();
  return (timeZone) => {
    const key = timeZone ?? '';
    let found = made.get(key);
    if (!found) {
      found = new Intl.DateTimeFormat(locale, { ...options, timeZone });
      made.set(key, found);
    }
    return found;
  };
}
