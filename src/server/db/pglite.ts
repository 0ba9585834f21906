import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { Database, DatabaseHandle } from './client.js';
import { lockFolder } from './folder-lock.js';
import { migrationsFolder } from './migrations-folder.js';
import { pgliteTemplateDir, seedFreshFolder } from './pglite-template.js';
import * as schema from './schema/index.js';

/**
 * Opens PGlite in `dataDir` (in memory when undefined). Extensions must be given at create time. A folder
 * is held by one process at a time (a lock file with its pid): a second opener, such as `npm run seed`
 * beside a running server, would write data the first never sees. A fresh folder starts from the
 * build's migrated snapshot when there is one (pglite-template.ts).
 */
export async function openPglite(dataDir?: string, templateDir = pgliteTemplateDir): Promise<DatabaseHandle> {
  if (!dataDir) return wrapPglite(await PGlite.create(undefined, { extensions: { cube, earthdistance } }));
  mkdirSync(dataDir, { recursive: true });
  const unlock = lockFolder(dataDir);
  try {
    seedFreshFolder(dataDir, templateDir);
    const client = await PGlite.create(dataDir, { extensions: { cube, earthdistance } });
    return wrapPglite(client, unlock);
  } catch (error) {
    unlock();
    throw error;
  }
}

export function wrapPglite(client: PGlite, onClose: () => void = () => undefined): DatabaseHandle {
  const db = drizzle(client, { schema });
  return {
    db: db as unknown as Database,
    driver: 'pglite',
    // One process owns a PGlite directory (its lock file), so there is nobody to race with.
    migrate: () => migrate(db, { migrationsFolder }),
    listen: async (channel, onPayload) => {
      const unlisten = await client.listen(channel, onPayload);
      return async () => unlisten();
    },
    close: async () => {
      try {
        await client.close();
      } finally {
        onClose();
      }
    },
  };
}
