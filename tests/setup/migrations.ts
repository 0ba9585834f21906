import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { Executor } from '#server/db/client.js';

/**
 * Runs the data steps (the UPDATE and INSERT statements) of one migration under drizzle/ again, over the rows a
 * test inserted, as they ran over the live rows when the migration was applied.
 */
export async function rerunMigrationUpdates(db: Executor, file: string): Promise<void> {
  const migration = readFileSync(new URL(`../../drizzle/${file}`, import.meta.url), 'utf8');
  for (const statement of migration
    .split('--> statement-breakpoint')
    .filter((s) => /^\s*(--.*\n)*\s*(UPDATE|INSERT)/i.test(s))) {
    await db.execute(sql.raw(statement));
  }
}
