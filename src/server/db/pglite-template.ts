import { cpSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * A closed PGlite data folder holding an empty, fully migrated database, written by `npm run build`
 * (scripts/build-server.mjs). A fresh data folder starts as a copy of it instead of running initdb and
 * every migration (issue #16). A copy, not PGlite's `loadDataDir` tarball: unpacking a tarball through
 * PGlite's file system took 1.8 s on a quiet machine, copying the folder and opening it about half that.
 * Migrations still run after it, so a snapshot older than the migrations is brought up to date.
 */
export const pgliteTemplateDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../dist/server/pglite-template',
);

/**
 * Copies the snapshot into `dataDir` when PGlite has never used that folder and a build wrote one.
 * Returns whether it did.
 */
export function seedFreshFolder(dataDir: string, templateDir = pgliteTemplateDir): boolean {
  const fresh = !existsSync(path.join(dataDir, 'PG_VERSION'));
  if (!fresh || !existsSync(path.join(templateDir, 'PG_VERSION'))) return false;
  cpSync(templateDir, dataDir, { recursive: true });
  return true;
}
