import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach } from 'vitest';
import { insertHorse, insertUser } from '#server/db/factories.js';
import { readClockFrom } from '#server/platform/clock.js';
import { signIn } from './http.js';
import { useTempDirs } from './temp-dirs.js';
import type { TestContext } from './test-app.js';

/**
 * Sets the calendar clock for each test of the file: 11:00 UTC on `day`, so a visit on that day (London)
 * has begun whatever day the test runs. Call at the top level of the file.
 */
export function useCalendarDay(day: string): void {
  const tempDir = useTempDirs();
  beforeEach(async () => {
    const file = join(await tempDir('reviews-clock-'), 'clock');
    await writeFile(file, `${day}T11:00:00Z`);
    readClockFrom(file);
  });
  afterEach(() => readClockFrom(undefined));
}

/**
 * The pair every review test starts from, signed in: Olive, an owner with a horse named Biscuit, and a
 * rider (an enthusiast) who may visit it.
 */
export async function ownerHorseAndRider(ctx: TestContext) {
  const owner = await insertUser(ctx.db, {
    email: 'owner@example.test',
    userType: 'owner',
    firstName: 'Olive',
  });
  const horse = await insertHorse(ctx.db, { ownerId: owner.id, name: 'Biscuit' });
  const rider = await insertUser(ctx.db, { email: 'rider@example.test', userType: 'enthusiast' });
  return {
    owner,
    horse,
    rider,
    ownerCookie: await signIn(ctx.app, owner.email),
    riderCookie: await signIn(ctx.app, rider.email),
  };
}
