import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Database, DatabaseHandle } from './client.js';
import { migrationsFolder } from './migrations-folder.js';
import * as schema from './schema/index.js';

/** An arbitrary constant: every process that migrates takes this advisory lock, so only one migrates. */
const MIGRATION_LOCK_KEY = 727_001;

/** Opens a connection pool on a PostgreSQL server. */
export function openPostgres(connectionString: string, poolSize = 10): DatabaseHandle {
  const pool = new pg.Pool({ connectionString, max: poolSize });
  // An idle client that loses its connection emits 'error' on the pool; unhandled, Node would exit.
  pool.on('error', () => undefined);
  return {
    db: drizzle(pool, { schema }) as unknown as Database,
    driver: 'postgres',
    migrate: async () => {
      // Several processes may start at once behind a load balancer: the lock makes them take turns, and
      // the later ones find nothing left to apply (DESIGN.md §10).
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migrate(drizzle(client, { schema }), { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
        client.release();
      }
    },
    listen: async (channel, onPayload, onLost) => {
      // LISTEN holds one dedicated connection for as long as someone listens.
      const client = await pool.connect();
      const handler = (message: pg.Notification) => {
        if (message.channel === channel) onPayload(message.payload ?? '');
      };
      const lost = () => onLost?.();
      client.on('notification', handler);
      client.on('error', lost);
      client.on('end', lost);
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      return async () => {
        client.off('notification', handler);
        client.off('error', lost);
        client.off('end', lost);
        await client.query(`UNLISTEN ${pg.escapeIdentifier(channel)}`).catch(() => undefined);
        client.release();
      };
    },
    close: () => pool.end(),
  };
}
