import { sql } from 'drizzle-orm';
import type { Executor } from './client.js';

/** One real round trip to the database: what a health check needs to be true. */
export async function pingDatabase(db: Executor): Promise<void> {
  await db.execute(sql`select 1`);
}
