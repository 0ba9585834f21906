import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signIn } from '#tests/setup/http.js';
import { useTestApp } from '#tests/setup/test-app.js';
import { insertUser } from '#server/db/factories.js';
import { horses } from '#server/db/schema/index.js';
import { createHorseViaApi } from './horse-test-helpers.js';

const ctx = useTestApp();

const names = async (cookie?: string) =>
  (
    await ctx.app.inject({
      method: 'GET',
      url: '/api/horses?location=York',
      headers: cookie ? { cookie } : {},
    })
  )
    .json()
    .map((horse: { name: string }) => horse.name);

describe('browse micro-cache', () => {
  it('answers anonymous repeats from memory for a moment, never signed-in members', async () => {
    await insertUser(ctx.db, { email: 'owner@example.test', userType: 'owner' });
    const cookie = await signIn(ctx.app, 'owner@example.test');
    const horse = await createHorseViaApi(ctx.app, cookie, { name: 'Before' });
    expect(await names()).toEqual(['Before']);

    // A change that bypasses this process (another server, say) reaches anonymous visitors once the TTL
    // has passed; a signed-in member skips the micro-cache and sees it as soon as the database's change
    // notice arrives (within a second, decision 0014; on PostgreSQL it travels asynchronously).
    await ctx.db.update(horses).set({ name: 'After' }).where(eq(horses.id, horse.id));
    expect(await names()).toEqual(['Before']);
    await expect.poll(() => names(cookie), { timeout: 1000, interval: 50 }).toEqual(['After']);
    await new Promise((resolve) => setTimeout(resolve, 2100));
    expect(await names()).toEqual(['After']);
  });

  it("shows this process's own changes at once", async () => {
    await insertUser(ctx.db, { email: 'owner@example.test', userType: 'owner' });
    const cookie = await signIn(ctx.app, 'owner@example.test');
    const horse = await createHorseViaApi(ctx.app, cookie, { name: 'Before' });
    expect(await names()).toEqual(['Before']);
    await ctx.app.inject({
      method: 'PUT',
      url: `/api/horses/${horse.id}`,
      headers: { cookie },
      payload: { name: 'Renamed' },
    });
    expect(await names()).toEqual(['Renamed']);
  });
});
