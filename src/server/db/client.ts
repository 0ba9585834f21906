import type { ExtractTablesWithRelations, SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type * as schema from './schema/index.js';

export type Schema = typeof schema;
/** What every repository takes: the database, or a transaction on it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type Executor = Database | Transaction;

export type DriverName = 'pglite' | 'postgres';

export type Unlisten = () => Promise<void>;

/** One open database, whichever driver. Chosen once in main.ts and passed into buildApp. */
export interface DatabaseHandle {
  db: Database;
  driver: DriverName;
  /** Applies the committed migrations in drizzle/. */
  migrate(): Promise<void>;
  /**
   * LISTEN/NOTIFY: works on both drivers (on PGlite within one process). `onLost` is called if the
   * listening connection breaks (notices may have been missed; listen again).
   */
  listen(channel: string, onPayload: (payload: string) => void, onLost?: () => void): Promise<Unlisten>;
  close(): Promise<void>;
  /**
   * The connection pool as metrics show it (platform/operations/metrics.ts): connections open, idle, and queries
   * waiting for one. PostgreSQL only; PGlite is one connection inside the process, with no pool to watch.
   */
  connections?: () => PoolConnections;
}

export interface PoolConnections {
  total: number;
  idle: number;
  waiting: number;
}

/**
 * Runs raw SQL and returns its rows. Both drivers answer `{ rows }`, but the shared PgDatabase type
 * cannot know that, so the one cast lives here.
 */
export async function queryRows<Row>(db: Executor, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
