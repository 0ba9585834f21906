import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import type { TestProject } from 'vitest/node';
import { wrapPglite } from '#server/db/pglite.js';
import { openPostgres } from '#server/db/postgres.js';
import { adminQuery, templateName, withDatabaseName } from './postgres-admin.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
    postgresTemplateUrl: string;
  }
}

/**
 * Migrates once per run, so each test file starts from a migrated copy instead of migrating again:
 * PGlite gets a dumped data directory to load; PostgreSQL (when DATABASE_URL is set) a template database
 * that each file clones with CREATE DATABASE ... TEMPLATE.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    const template = templateName(databaseUrl);
    await adminQuery(databaseUrl, `drop database if exists "${template}"`);
    await adminQuery(databaseUrl, `create database "${template}"`);
    const handle = openPostgres(withDatabaseName(databaseUrl, template), 1);
    await handle.migrate();
    await handle.close();
    project.provide('postgresTemplateUrl', withDatabaseName(databaseUrl, template));
    project.provide('pgliteSnapshot', '');
    return async () => adminQuery(databaseUrl, `drop database if exists "${template}"`);
  }

  const dir = await mkdtemp(path.join(tmpdir(), 'stablemates-test-'));
  const client = await PGlite.create({ extensions: { cube, earthdistance } });
  await wrapPglite(client).migrate();
  const snapshot = await client.dumpDataDir('none');
  await client.close();
  const file = path.join(dir, 'migrated.tar');
  await writeFile(file, Buffer.from(await snapshot.arrayBuffer()));
  project.provide('pgliteSnapshot', file);
  project.provide('postgresTemplateUrl', '');
  return async () => rm(dir, { recursive: true, force: true });
}
