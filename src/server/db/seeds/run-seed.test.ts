import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../../../tests/setup/test-database.js';
import { insertUser } from '../factories.js';
import { RealMembersPresentError, runSeed } from './run-seed.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterEach(async () => database.reset());
afterAll(async () => database.destroy());

describe('seed', () => {
  it('adds the demo members once, however often it runs', async () => {
    expect(await runSeed(database.handle.db, { force: false })).toEqual({ 'demo members': 5 });
    expect(await runSeed(database.handle.db, { force: false })).toEqual({ 'demo members': 0 });
  });

  it('refuses a database with real members unless forced', async () => {
    await insertUser(database.handle.db, { email: 'real.person@example.test' });
    await expect(runSeed(database.handle.db, { force: false })).rejects.toBeInstanceOf(
      RealMembersPresentError,
    );
    expect(await runSeed(database.handle.db, { force: true })).toEqual({ 'demo members': 5 });
  });
});
