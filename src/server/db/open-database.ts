import path from 'node:path';
import type { DatabaseHandle } from './client.js';
import { openPglite } from './pglite.js';
import { openPostgres } from './postgres.js';

/** PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR/db (docs/design.md §1). */
export async function openDatabase(config: {
  DATABASE_URL?: string;
  DATA_DIR: string;
}): Promise<DatabaseHandle> {
  if (config.DATABASE_URL) return openPostgres(config.DATABASE_URL);
  return openPglite(path.join(config.DATA_DIR, 'db'));
}
