// The service address to use when none is chosen on a screen, for the app and the command line alike: the one
// given for this run (--url), else ACS_BASE_URL, else the one used last.
import type { SettingsStore } from '../profile/settings.js';

export function serviceAddressOf(
  given: string | undefined,
  env: { ACS_BASE_URL?: string },
  settings: SettingsStore,
): string | undefined {
  return given ?? env.ACS_BASE_URL ?? settings.lastBaseUrl;
}
