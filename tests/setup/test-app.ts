import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createGeocoder } from '#server/adapters/geocoder/index.js';
import { createMailer } from '#server/adapters/mailer/index.js';
import { createFileStorage } from '#server/adapters/storage/index.js';
import { buildApp, type AppDeps } from '#server/app.js';
import { loadConfig, type Config } from '#server/config.js';
import type { Database, DatabaseHandle } from '#server/db/client.js';
import { openPostgres } from '#server/db/postgres.js';
import { openTestDatabase, type TestDatabase } from './test-database.js';

export interface TestContext {
  app: FastifyInstance;
  db: Database;
  config: Config;
  dataDir: string;
  testDatabase: TestDatabase;
}

/** The configuration a test app runs with: quiet logs, a throwaway data folder. */
export function testConfig(dataDir: string, env: NodeJS.ProcessEnv = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SESSION_SECRET: 'test-secret-test-secret-test-secret-1234',
    ...env,
  });
}

/** An app with the test adapters (a silent mailer, storage in the config's folder) on the given database. */
export function buildTestApp(
  config: Config,
  database: DatabaseHandle,
  extra: Partial<AppDeps> = {},
): Promise<FastifyInstance> {
  return buildApp({
    config,
    database,
    mailer: createMailer(config, () => undefined),
    storage: createFileStorage(config),
    geocoder: createGeocoder(config, database.db),
    ...extra,
  });
}

export interface SecondProcess {
  app: FastifyInstance;
  handle: DatabaseHandle;
  /** On PostgreSQL the second app has its own pool, which its closer must end. */
  ownsHandle: boolean;
}

/**
 * Registers hooks that give the test file a second app on the test app's database, as another process
 * would be: on PostgreSQL with its own connection pool, on PGlite sharing the one handle. Call after
 * useTestApp; read the fields inside tests (they are set in beforeAll).
 */
export function useSecondProcess(ctx: TestContext): SecondProcess {
  const second = {} as SecondProcess;
  beforeAll(async () => {
    const url = ctx.testDatabase.url;
    second.handle = url ? openPostgres(url, 3) : ctx.testDatabase.handle;
    second.ownsHandle = Boolean(url);
    second.app = await buildTestApp(testConfig(ctx.dataDir), second.handle);
  });
  afterAll(async () => {
    await second.app?.close();
    if (second.ownsHandle) await second.handle.close();
  });
  return second;
}

/**
 * Registers hooks that give the test file one app on its own migrated database, emptied after every
 * test. Read the fields inside tests (they are set in beforeAll).
 */
export function useTestApp(
  options: {
    /** A function is read in beforeAll, after earlier hooks ran (e.g. a test SMTP server started). */
    env?: NodeJS.ProcessEnv | (() => NodeJS.ProcessEnv);
    deps?: (ctx: Omit<TestContext, 'app'>) => Partial<AppDeps>;
  } = {},
): TestContext {
  const ctx = {} as TestContext;
  beforeAll(async () => {
    ctx.dataDir = await mkdtemp(path.join(tmpdir(), 'stablemates-app-'));
    ctx.testDatabase = await openTestDatabase();
    ctx.db = ctx.testDatabase.handle.db;
    ctx.config = testConfig(ctx.dataDir, typeof options.env === 'function' ? options.env() : options.env);
    ctx.app = await buildTestApp(ctx.config, ctx.testDatabase.handle, options.deps?.(ctx));
    await ctx.app.ready();
  });
  afterEach(async () => {
    ctx.app.resetRateLimits();
    await ctx.testDatabase.reset();
  });
  afterAll(async () => {
    await ctx.app?.close();
    await ctx.testDatabase?.destroy();
    // A mail sent without waiting (forgot-password answers before its mail is written) may still land in
    // the outbox while the folder goes: retry, as rm does for ENOTEMPTY.
    if (ctx.dataDir) await rm(ctx.dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
  });
  return ctx;
}

/**
 * Registers hooks that give the test file an app whose database is down: port 1 on 127.0.0.1 refuses
 * every connection, as a stopped server does. Read `app` inside tests (it is set in beforeAll).
 */
export function useAppWithDatabaseDown(): { app: FastifyInstance } {
  const down = {} as { app: FastifyInstance; database: DatabaseHandle; dataDir: string };
  beforeAll(async () => {
    down.dataDir = await mkdtemp(path.join(tmpdir(), 'stablemates-down-'));
    down.database = openPostgres('postgres://postgres@127.0.0.1:1/nowhere', 2);
    down.app = await buildTestApp(testConfig(down.dataDir), down.database);
  });
  afterAll(async () => {
    await down.app?.close();
    await down.database?.close();
    if (down.dataDir) await rm(down.dataDir, { recursive: true, force: true });
  });
  return down;
}
