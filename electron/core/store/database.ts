// Opens the cache database: WAL with synchronous=NORMAL (durable across a crash of the app, fast
// commits), then runs pending migrations in one transaction and refuses a database written by a
// newer version of the app.
import Database from 'better-sqlite3';
import { existsSync } from 'node:fs';
import { dirname } from 'node:path';
import { ensurePrivateFile, ensurePrivateFolder, narrowIfPresent } from '../profile/private-files.js';
import { MIGRATIONS, type Migration } from './migrations.js';

export type SqliteDatabase = Database.Database;

export class NewerDatabaseError extends Error {
  override name = 'NewerDatabaseError';
}

/** SQLite's page cache per connection, in KiB (negative: a size, not a page count). */
export const PAGE_CACHE_KIB = -65536;

let nativeBinding: string | undefined;

/**
 * Electron's main process loads better-sqlite3 built for Electron's ABI from this file (set once at
 * start, before any cache opens); plain Node leaves it unset and uses node_modules' own build.
 */
export function setSqliteNativeBinding(path: string | undefined): void {
  nativeBinding = path;
}

export function sqliteNativeBinding(): string | undefined {
  return nativeBinding;
}

/**
 * Every connection to a cache file is made here, with the better-sqlite3 build this process needs
 * (`binding`: a helper thread passes the one its host was given; it does not share this module's).
 * `mustExist`: a missing file is an error rather than a new empty database.
 */
export function connectSqlite(
  path: string,
  { readonly = false, mustExist = readonly, binding = nativeBinding }: SqliteConnectOptions = {},
): SqliteDatabase {
  return new Database(path, { readonly, fileMustExist: mustExist, ...(binding ? { nativeBinding: binding } : {}) });
}

export interface SqliteConnectOptions {
  readonly?: boolean;
  mustExist?: boolean;
  binding?: string | undefined;
}

/** The cache file opened for writing: made private, tuned, and migrated to this app's schema. */
export function openDatabase(path: string, migrations: readonly Migration[] = MIGRATIONS): SqliteDatabase {
  if (path !== ':memory:') {
    ensurePrivateFolder(dirname(path));
    // SQLite gives the -wal and -shm files it creates the database file's mode: 0600 from the start.
    ensurePrivateFile(path);
    narrowIfPresent(`${path}-wal`);
    narrowIfPresent(`${path}-shm`);
  }
  const db = connectSqlite(path);
  try {
    // Pages freed by retention go back to the file system a few at a time. SQLite takes this only
    // before the first table exists (and before WAL), so a cache made before it keeps auto_vacuum off (its free
    // pages are reused, so the file stops growing but does not shrink): no hour-long VACUUM at start.
    if (isEmpty(db)) db.pragma('auto_vacuum = INCREMENTAL');
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = NORMAL');
    db.pragma('foreign_keys = ON');
    // The sync worker, exports and the screens each hold a connection; writers queue for the lock.
    db.pragma('busy_timeout = 30000');
    db.pragma(`cache_size = ${PAGE_CACHE_KIB}`); // 64 MB: the event indexes take random inserts
    migrate(db, migrations);
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}

/**
 * Whether the file exists at an older schema than this app's, so that opening it runs migrations (a
 * minute or more on a large cache). A file SQLite cannot read answers false: prepareCacheFile replaces it.
 */
export function migrationsPending(path: string, migrations: readonly Migration[] = MIGRATIONS): boolean {
  if (path === ':memory:' || !existsSync(path)) return false;
  let db: SqliteDatabase | undefined;
  try {
    db = connectSqlite(path, { readonly: true });
    return (db.pragma('user_version', { simple: true }) as number) < (migrations.at(-1)?.version ?? 0);
  } catch {
    return false;
  } finally {
    db?.close();
  }
}

function isEmpty(db: SqliteDatabase): boolean {
  return (db.prepare('SELECT count(*) AS n FROM sqlite_schema').get() as { n: number }).n === 0;
}

function migrate(db: SqliteDatabase, migrations: readonly Migration[]): void {
  const latest = migrations.at(-1)?.version ?? 0;
  const current = db.pragma('user_version', { simple: true }) as number;
  if (current > latest) {
    throw new NewerDatabaseError(
      `The cache ${db.name} has schema version ${current}, newer than this app knows (${latest}): update acs-monitor or use another profile folder`,
    );
  }
  const pending = migrations.filter((migration) => migration.version > current);
  if (pending.length === 0) return;
  db.transaction(() => {
    for (const migration of pending) {
      db.exec(migration.sql);
      db.pragma(`user_version = ${migration.version}`);
    }
  })();
}
