import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { sql } from 'drizzle-orm';
import { inject } from 'vitest';
import { queryRows, type DatabaseHandle } from '#server/db/client.js';
import { wrapPglite } from '#server/db/pglite.js';
import { openPostgres } from '#server/db/postgres.js';
import { adminQuery, withDatabaseName } from './postgres-admin.js';

export interface TestDatabase {
  handle: DatabaseHandle;
  /** On PostgreSQL, the file's own database: open a second pool on it to act as another process. */
  url?: string;
  /** Empties every table and restarts ids, so each test starts from a clean, migrated database. */
  reset(): Promise<void>;
  /** Closes the connection and drops the file's own database. */
  destroy(): Promise<void>;
}

/** A fresh migrated database for one test file: PGlite by default, PostgreSQL when DATABASE_URL is set. */
export async function openTestDatabase(): Promise<TestDatabase> {
  const templateUrl = inject('postgresTemplateUrl');
  let handle: DatabaseHandle;
  let drop = async () => undefined as void;
  let url: string | undefined;
  if (templateUrl) {
    const template = new URL(templateUrl).pathname.slice(1);
    const name = `${template.replace(/_tmpl$/, '')}_f_${randomBytes(4).toString('hex')}`;
    await adminQuery(templateUrl, `create database "${name}" template "${template}"`);
    url = withDatabaseName(templateUrl, name);
    handle = openPostgres(url, 5);
    drop = () => adminQuery(templateUrl, `drop database if exists "${name}" with (force)`);
  } else {
    const snapshot = new Blob([await readFile(inject('pgliteSnapshot'))]);
    const client = await PGlite.create({ loadDataDir: snapshot, extensions: { cube, earthdistance } });
    handle = wrapPglite(client);
  }

  const rows = await queryRows<{ tablename: string }>(
    handle.db,
    sql`select tablename from pg_tables where schemaname = 'public'`,
  );
  const tables = rows.map((row) => `"public"."${row.tablename}"`);
  return {
    handle,
    url,
    reset: async () => {
      if (tables.length > 0) {
        await handle.db.execute(sql.raw(`truncate ${tables.join(', ')} restart identity cascade`));
      }
    },
    destroy: async () => {
      await handle.close();
      await drop();
    },
  };
}
