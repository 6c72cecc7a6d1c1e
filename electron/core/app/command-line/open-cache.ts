// The cache of the service in use (no session needed: reading the cache works offline), prepared off this thread;
// what its preparation found is said.
import type { Cache } from '../../storage/cache.js';
import { openServiceCache } from '../../worker/cache-preparation.js';
import type { CommandLineProfile } from './command-line-profile.js';

export async function openCache(profile: CommandLineProfile): Promise<Cache> {
  const cache = await openServiceCache(profile.dataDir, profile.serviceAddress(profile.settings()));
  if (cache.startNotice) profile.host.warn(`${cache.startNotice.sentence} ${cache.startNotice.detail}`);
  return cache;
}
