import type * as NodePostgres from 'drizzle-orm/node-postgres';
import type * as NodePostgresMigrator from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';
import { loadOnFirstUse } from '#server/platform/load-on-first-use.js';
import type { Database, DatabaseHandle } from './client.js';
import { migrationsFolder } from './migrations-folder.js';
import * as schema from './schema/index.js';

// The driver is loaded only when the server runs on PostgreSQL (DATABASE_URL), not on PGlite.
const pgDriver = loadOnFirstUse<typeof pg>('pg');
const nodePostgres = loadOnFirstUse<typeof NodePostgres>('drizzle-orm/node-postgres');
const migrator = loadOnFirstUse<typeof NodePostgresMigrator>('drizzle-orm/node-postgres/migrator');

/** An arbitrary constant: every process that migrates takes this advisory lock, so only one migrates. */
const MIGRATION_LOCK_KEY = 727_001;
/** How soon a lost LISTEN connection is tried again. */
const LISTEN_RETRY_MS = 500;
/**
 * How long a request waits for a connection (a new one, or a free one of the pool). With the server
 * unreachable, the request fails (503) within this instead of hanging; a stopped server refuses at once.
 * Not shorter: under a burst, waiting for a free connection for a few seconds is better than a 503.
 */
const CONNECT_TIMEOUT_MS = 10_000;

/** Opens a connection pool on a PostgreSQL server. */
export function openPostgres(connectionString: string, poolSize = 10): DatabaseHandle {
  const pool = new (pgDriver().Pool)({
    connectionString,
    max: poolSize,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  });
  // An idle client that loses its connection emits 'error' on the pool; unhandled, Node would exit.
  pool.on('error', () => undefined);
  return {
    db: nodePostgres().drizzle(pool, { schema }) as unknown as Database,
    driver: 'postgres',
    migrate: async () => {
      // Several processes may start at once behind a load balancer: the lock makes them take turns, and
      // the later ones find nothing left to apply (docs/design.md §10).
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migrator().migrate(nodePostgres().drizzle(client, { schema }), { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
        client.release();
      }
    },
    listen: async (channel, onPayload, onLost) => {
      // LISTEN holds one dedicated connection for as long as someone listens. When the server drops it
      // (a restart, a failover), it is replaced: without this, a checked-out client's 'error' would be
      // unhandled and end the process, and live delivery would stop for good.
      let client: pg.PoolClient | undefined;
      let stopped = false;
      let retry: NodeJS.Timeout | undefined;
      const handler = (message: pg.Notification) => {
        if (message.channel === channel) onPayload(message.payload ?? '');
      };
      const lost = (dead: pg.PoolClient) => {
        if (client !== dead) return;
        client = undefined;
        dead.off('notification', handler);
        dead.release(true);
        // A listener that keeps caches (the change feed) must know notices may have been missed.
        onLost?.();
        reconnectSoon();
      };
      const connect = async () => {
        const next = await pool.connect();
        next.on('error', () => lost(next));
        next.on('end', () => lost(next));
        next.on('notification', handler);
        try {
          await next.query(`LISTEN ${pgDriver().escapeIdentifier(channel)}`);
        } catch (error) {
          next.off('notification', handler);
          next.release(true);
          throw error;
        }
        if (stopped) next.release();
        else client = next;
      };
      const reconnectSoon = () => {
        if (!stopped) retry = setTimeout(() => void connect().catch(reconnectSoon), LISTEN_RETRY_MS);
      };
      await connect();
      return async () => {
        stopped = true;
        clearTimeout(retry);
        const current = client;
        client = undefined;
        if (!current) return;
        current.off('notification', handler);
        await current.query(`UNLISTEN ${pgDriver().escapeIdentifier(channel)}`).catch(() => undefined);
        current.release();
      };
    },
    close: () => pool.end(),
    connections: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}
