import { sql } from 'drizzle-orm';
import type { Executor } from './client.js';

/**
 * PostgreSQL NOTIFY on `channel`, in the caller's transaction: listeners in every process hear it only
 * if the transaction commits.
 */
export async function notifyChannel(db: Executor, channel: string, payload: string): Promise<void> {
  await db.execute(sql`select pg_notify(${channel}, ${payload})`);
}
