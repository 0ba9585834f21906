import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The generated SQL migrations, committed and applied at start. */
export const migrationsFolder = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../drizzle',
);
