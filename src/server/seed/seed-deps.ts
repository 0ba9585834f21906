import type { FileStorage } from '#server/adapters/storage/index.js';
import type { Database } from '#server/db/client.js';

/** What a seeder may use: the database, and file storage for uploads such as horse photos. */
export interface SeedDeps {
  db: Database;
  storage: FileStorage;
}
