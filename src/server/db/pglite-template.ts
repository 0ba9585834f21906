import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * A snapshot of an empty, fully migrated PGlite database, written by `npm run build`
 * (scripts/build-server.mjs). A fresh data folder starts from it instead of running initdb and every
 * migration: about a third of the time, which is most of a first start (issue #16). Migrations still run
 * after it, so a snapshot older than the migrations is brought up to date.
 */
export const pgliteTemplateFile = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../dist/server/pglite-template.tar.gz',
);

/** The snapshot for a data folder PGlite has never used, or undefined (no build, or an existing folder). */
export async function templateForFreshFolder(
  dataDir: string,
  templateFile = pgliteTemplateFile,
): Promise<Blob | undefined> {
  if (existsSync(path.join(dataDir, 'PG_VERSION')) || !existsSync(templateFile)) return undefined;
  return new Blob([await readFile(templateFile)]);
}
