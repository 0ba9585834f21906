import { afterEach, describe, expect, it } from 'vitest';
import { REVIEW_MESSAGES } from '#contract/reviews.js';
import type { Database } from '#server/db/client.js';
import { insertVisit } from '#server/db/factories.js';
import { useCalendarDay } from '#tests/setup/calendar-clock.js';
import { bringOutWaitingReviews, ownerHorseAndRider } from '#tests/setup/reviews.js';
import { useTestApp } from '#tests/setup/test-app.js';

/**
 * An owner's cancel that commits after a review's visit was chosen and before the review commits: its
 * settling finds no review yet, so the review's own transaction must see that the visit no longer stands
 * (decision 0040). PGlite runs one statement at a time, so the cancel is made to land in that gap: the
 * app's database runs it just before the next transaction begins, the one that writes the review.
 */
const gap: { run?: () => Promise<unknown> } = {};
function cancelBeforeNextTransaction(db: Database): Database {
  const transaction: Database['transaction'] = async (...args) => {
    const run = gap.run;
    gap.run = undefined;
    await run?.();
    return db.transaction(...args);
  };
  return new Proxy(db, {
    get: (target, property, receiver): unknown =>
      property === 'transaction' ? transaction : Reflect.get(target, property, receiver),
  });
}

const ctx = useTestApp({
  deps: ({ testDatabase }) => ({
    database: { ...testDatabase.handle, db: cancelBeforeNextTransaction(testDatabase.handle.db) },
  }),
});

// The calendar clock is set: a visit's day has come on 10 June 2026 (London), whatever day the test runs.
const TODAY = '2026-06-10';
useCalendarDay(TODAY);
afterEach(() => {
  gap.run = undefined;
});

const send = (method: 'POST' | 'PUT', cookie: string, url: string, payload: object = {}) =>
  ctx.app.inject({ method, url, headers: { cookie }, payload });
const get = async (url: string) => (await ctx.app.inject({ method: 'GET', url })).json();

/** The owner calls the visit off in the gap between the review's choice of visit and its write. */
function cancelInTheGap(ownerCookie: string, visitId: number) {
  gap.run = async () => {
    const cancelled = await send('POST', ownerCookie, `/api/requests/${visitId}/cancel`);
    expect(cancelled.statusCode).toBe(200);
  };
}

describe('a visit cancelled while its review is being written', () => {
  it('refuses the review when no other visit stands, and no rating counts it', async () => {
    const s = await ownerHorseAndRider(ctx);
    const visit = await insertVisit(ctx.db, s.horse, s.rider.id, TODAY);
    cancelInTheGap(s.ownerCookie, visit.id);
    const review = { horseId: s.horse.id, reviewerId: s.rider.id, rating: 1 };
    const refused = await send('POST', s.riderCookie, '/api/reviews', review);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: REVIEW_MESSAGES.noVisit });
    expect(await get(`/api/horses/${s.horse.id}`)).toMatchObject({ rating: 500, reviewCount: 0 });
    expect(await get(`/api/reviews?horseId=${s.horse.id}`)).toEqual([]);
  });

  it('ties the review to an earlier visit between them that still stands', async () => {
    const s = await ownerHorseAndRider(ctx);
    const earlier = await insertVisit(ctx.db, s.horse, s.rider.id, '2026-05-01');
    const latest = await insertVisit(ctx.db, s.horse, s.rider.id, TODAY);
    cancelInTheGap(s.ownerCookie, latest.id);
    const review = { horseId: s.horse.id, reviewerId: s.rider.id, rating: 2 };
    const created = await send('POST', s.riderCookie, '/api/reviews', review);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      requestId: earlier.id,
      confirmedVisit: true,
      visitDate: '2026-05-01',
    });
    // Once out (the owner wrote nothing: after its days of waiting, decision 0057), it counts.
    await bringOutWaitingReviews(ctx);
    expect(await get(`/api/horses/${s.horse.id}`)).toMatchObject({ rating: 200, reviewCount: 1 });
  });

  it('refuses an edit whose visit was cancelled meanwhile, and the review stays uncounted', async () => {
    const s = await ownerHorseAndRider(ctx);
    const visit = await insertVisit(ctx.db, s.horse, s.rider.id, TODAY);
    const review = { horseId: s.horse.id, reviewerId: s.rider.id, rating: 2 };
    const created = await send('POST', s.riderCookie, '/api/reviews', review);
    expect(created.statusCode).toBe(201);
    cancelInTheGap(s.ownerCookie, visit.id);
    const edited = await send('PUT', s.riderCookie, `/api/reviews/${created.json().id}`, { rating: 5 });
    expect(edited.statusCode).toBe(403);
    expect(edited.json()).toEqual({ message: REVIEW_MESSAGES.noVisit });
    await bringOutWaitingReviews(ctx);
    expect(await get(`/api/horses/${s.horse.id}`)).toMatchObject({ rating: 500, reviewCount: 0 });
    const [shown] = await get(`/api/reviews?horseId=${s.horse.id}`);
    expect(shown).toMatchObject({ rating: 2, confirmedVisit: false, visitDate: null });
  });
});
