import { describe, expect, it } from 'vitest';
import { insertHorse, insertRequest, insertUser } from '#server/db/factories.js';
import { useCalendarDay } from '#tests/setup/calendar-clock.js';
import { useTestApp } from '#tests/setup/test-app.js';

const ctx = useTestApp();
useCalendarDay('2026-12-08');

describe('GET /api/site/happy-matches', () => {
  it('counts arranged visits and shares whose first day has passed, nothing else', async () => {
    const owner = await insertUser(ctx.db, { email: 'fiona@example.test', userType: 'owner' });
    const rider = await insertUser(ctx.db, {
      email: 'jo@example.test',
      userType: 'enthusiast',
      riderWeight: '9-11st',
    });
    const horse = await insertHorse(ctx.db, { ownerId: owner.id, name: 'Biscuit' });
    const request = (
      startDate: string,
      status: 'accepted' | 'pending' | 'cancelled' | 'declined',
      kind: 'visit' | 'share' = 'visit',
    ) =>
      insertRequest(ctx.db, {
        horseId: horse.id,
        ownerId: owner.id,
        requesterId: rider.id,
        service: 'general-care',
        startDate,
        status,
        kind,
      });
    const count = async () =>
      (await ctx.app.inject({ method: 'GET', url: '/api/site/happy-matches' })).json();
    expect(await count()).toEqual({ count: 0 });

    await request('2026-12-01', 'accepted');
    await request('2026-12-07', 'accepted', 'share');
    // Not yet: today, tomorrow; never: asked, called off, declined.
    await request('2026-12-08', 'accepted');
    await request('2026-12-09', 'accepted');
    await request('2026-12-02', 'pending');
    await request('2026-12-03', 'cancelled');
    await request('2026-12-04', 'declined');
    const reply = await ctx.app.inject({ method: 'GET', url: '/api/site/happy-matches' });
    expect(reply.json()).toEqual({ count: 2 });
    expect(reply.headers['cache-control']).toBe('public, max-age=600');
  });
});
