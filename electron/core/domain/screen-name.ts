// A screen named so a supervisor can tell it from the others: its browser and system as a person says
// them ("Chrome 131 on Linux"), read from the user agent by bowser, not the raw "Mozilla/5.0 …" string.
import Bowser from 'bowser';

export function browserName(userAgent: string | null): string {
  if (!userAgent) return 'Unknown browser';
  const { browser, os } = Bowser.parse(userAgent);
  const name = browser.name ?? 'Unknown browser';
  const major = browser.version?.split('.')[0];
  const system = os.name ? ` on ${os.name}` : '';
  return `${name}${major ? ` ${major}` : ''}${system}`;
}
