import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '#server/db/client.js';

/**
 * One md5 per table of the public schema over every row (in a stable order), leaving out the columns a
 * refused request may still legitimately write (e.g. a session's `last_seen_at`). Two equal
 * fingerprints mean no stored data changed between them.
 */
export async function fingerprintTables(
  db: Database,
  ignoredColumns: Record<string, string[]> = {},
): Promise<Record<string, string>> {
  const columns = await queryRows<{ table_name: string; column_name: string }>(
    db,
    sql`select table_name, column_name from information_schema.columns
        where table_schema = 'public' order by table_name, ordinal_position`,
  );
  const byTable = new Map<string, string[]>();
  for (const { table_name: table, column_name: column } of columns) {
    if (ignoredColumns[table]?.includes(column)) continue;
    byTable.set(table, [...(byTable.get(table) ?? []), `"${column}"`]);
  }
  const fingerprints: Record<string, string> = {};
  for (const [table, kept] of byTable) {
    const [row] = await queryRows<{ digest: string; count: string }>(
      db,
      sql.raw(
        `select md5(coalesce(string_agg(t::text, ',' order by t::text), '')) as digest, count(*) as count
         from (select ${kept.join(', ')} from "public"."${table}") t`,
      ),
    );
    fingerprints[table] = `${row!.count} rows, ${row!.digest}`;
  }
  return fingerprints;
}
