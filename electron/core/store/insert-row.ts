// Copies one row as read elsewhere (a damaged cache, the open-alarm journal) into a table of this
// cache, by its own column names; a row the table already holds is left as it is.
import type { SqliteDatabase } from './database.js';

/** Returns 1 when the row was added, 0 when the table held it already. */
export function insertRow(db: SqliteDatabase, table: string, row: Record<string, unknown>): number {
  const columns = Object.keys(row);
  return db
    .prepare(
      `INSERT OR IGNORE INTO ${table} (${columns.map((column) => `"${column}"`).join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
    )
    .run(...Object.values(row)).changes;
}
