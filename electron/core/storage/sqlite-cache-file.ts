// The SQLite cache file's own matters, for the hosts that open it: which build of the native binding to load
// (Electron's or Node's), a file found damaged and set aside before opening, the journal of open alarms kept
// beside it, and how a full disk or a damaged file shows in an error.
export { migrationsPending, setSqliteNativeBinding, sqliteNativeBinding } from '../store/database.js';
export { cacheDamagedMessage, isCacheDamaged, prepareCacheFile, type CacheNotice } from '../store/damaged-cache.js';
export { diskFullMessage, isDiskFull } from '../store/disk-full.js';
export { openAlarmsJournalPath } from '../store/open-alarms-journal.js';
