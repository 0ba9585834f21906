import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '#tests/setup/test-database.js';
import { createLocalStorage } from '#server/adapters/storage/index.js';
import { insertUser } from '#server/db/factories.js';
import { horses } from '#server/db/schema/index.js';
import { RealMembersPresentError, runSeed, type SeedDeps } from './run-seed.js';

let database: TestDatabase;
let uploads: string;
let deps: SeedDeps;
beforeAll(async () => {
  database = await openTestDatabase();
  uploads = await mkdtemp(path.join(tmpdir(), 'stablemates-seed-'));
  deps = { db: database.handle.db, storage: createLocalStorage(uploads) };
});
afterEach(async () => database.reset());
afterAll(async () => {
  await database.destroy();
  await rm(uploads, { recursive: true, force: true });
});

describe('seed', () => {
  // Sixty horses with photos through the real image pipeline take a few seconds.
  it('adds the demo members and horses once, however often it runs', { timeout: 60_000 }, async () => {
    expect(await runSeed(deps, { force: false })).toEqual({ 'demo members': 11, 'demo horses': 60 });
    expect(await runSeed(deps, { force: false })).toEqual({ 'demo members': 0, 'demo horses': 0 });

    const seeded = await deps.db.select().from(horses);
    expect(seeded).toHaveLength(60);
    expect(new Set(seeded.map((horse) => horse.location)).size).toBeGreaterThanOrEqual(50);
    expect(new Set(seeded.map((horse) => horse.ownerId)).size).toBe(9);
    for (const horse of seeded) {
      // Placed by the geocoder, somewhere in Great Britain.
      expect(horse.latitude).toBeGreaterThan(49.9);
      expect(horse.latitude).toBeLessThan(58.7);
      expect(horse.longitude).toBeGreaterThan(-6.5);
      expect(horse.longitude).toBeLessThan(1.8);
      expect(horse.images.length).toBeGreaterThanOrEqual(1);
      expect(horse.images.length).toBeLessThanOrEqual(2);
      expect(horse.imageApprovalStatus).toEqual(horse.images.map(() => 'approved'));
      for (const url of horse.images) {
        expect(await deps.storage.exists(deps.storage.keyFromUrl(url)!)).toBe(true);
      }
    }
  });

  it('refuses a database with real members unless forced', { timeout: 60_000 }, async () => {
    await insertUser(deps.db, { email: 'real.person@example.test' });
    await expect(runSeed(deps, { force: false })).rejects.toBeInstanceOf(RealMembersPresentError);
    expect(await deps.db.select().from(horses)).toEqual([]);
    expect(await runSeed(deps, { force: true })).toMatchObject({ 'demo members': 11, 'demo horses': 60 });
  });
});
