// A migrated room's tables filled fast: their indexes and primary keys (as the migrations made them, read
// back from the catalogue) and the foreign keys that lean on those keys are set aside, the rows go in,
// then the keys and indexes are built again two at a time and the foreign keys added back.
import pg from 'pg';

/** Builds the indexes, keys and foreign keys set aside again; resolves once all are back. */
export type Rebuild = () => Promise<void>;

export async function setIndexesAside(url: string, tables: readonly string[]): Promise<Rebuild> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const keys = await admin.query<{ table: string; name: string; def: string }>(
      `SELECT conrelid::regclass::text AS table, conname AS name, pg_get_constraintdef(oid) AS def
         FROM pg_constraint WHERE contype = 'p' AND conrelid::regclass::text = ANY($1::text[])`,
      [tables],
    );
    const indexes = await admin.query<{ indexname: string; indexdef: string }>(
      'SELECT indexname, indexdef FROM pg_indexes WHERE tablename = ANY($1::text[]) AND NOT (indexname = ANY($2::text[]))',
      [tables, keys.rows.map((key) => key.name)],
    );
    const leaning = await admin.query<{ table: string; name: string; def: string }>(
      `SELECT conrelid::regclass::text AS table, conname AS name, pg_get_constraintdef(oid) AS def
         FROM pg_constraint WHERE contype = 'f' AND confrelid::regclass::text = ANY($1::text[])`,
      [tables],
    );
    for (const { table, name } of leaning.rows) await admin.query(`ALTER TABLE ${table} DROP CONSTRAINT ${name}`);
    for (const { table, name } of keys.rows) await admin.query(`ALTER TABLE ${table} DROP CONSTRAINT ${name}`);
    for (const { indexname } of indexes.rows) await admin.query(`DROP INDEX ${indexname}`);
    return async () => {
      const builds = [
        ...keys.rows.map(({ table, name, def }) => `ALTER TABLE ${table} ADD CONSTRAINT ${name} ${def}`),
        ...indexes.rows.map((row) => row.indexdef),
      ];
      const builder = async (): Promise<void> => {
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        try {
          await client.query("SET maintenance_work_mem = '512MB'");
          for (let sql = builds.shift(); sql !== undefined; sql = builds.shift()) await client.query(sql);
        } finally {
          await client.end();
        }
      };
      await Promise.all([builder(), builder()]);
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        for (const { table, name, def } of leaning.rows)
          await client.query(`ALTER TABLE ${table} ADD CONSTRAINT ${name} ${def}`);
      } finally {
        await client.end();
      }
    };
  } finally {
    await admin.end();
  }
}
