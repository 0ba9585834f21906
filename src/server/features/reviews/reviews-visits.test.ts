import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rerunMigrationUpdates } from '#tests/setup/migrations.js';
import { bringOutWaitingReviews, ownerHorseAndRider } from '#tests/setup/reviews.js';
import { useTestApp } from '#tests/setup/test-app.js';
import { REVIEW_MESSAGES } from '#contract/reviews.js';
import { addDays, londonToday } from '#contract/rules/calendar-days.js';
import { insertVisit, insertReview, insertUser } from '#server/db/factories.js';
import { blocks, horses, reviews, users } from '#server/db/schema/index.js';

/** Reviews stand on visits (docs/decisions/0021): who may review, when, and what counts. */
const ctx = useTestApp();
const today = () => londonToday();

const setUp = () => ownerHorseAndRider(ctx);

const visit = (
  horse: { id: number; ownerId: number },
  requesterId: number,
  day: string,
  status: 'accepted' | 'pending' | 'declined' | 'cancelled' = 'accepted',
) => insertVisit(ctx.db, horse, requesterId, day, status);

const review = (cookie: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url: '/api/reviews', headers: { cookie }, payload });

const eligibility = (cookie: string, query: string) =>
  ctx.app.inject({ method: 'GET', url: `/api/reviews/eligibility?${query}`, headers: { cookie } });

const dayInWords = (day: string) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

describe('reviews from real visits', () => {
  it('refuses a review with no visit, or with only a pending, declined or cancelled one, and stores nothing', async () => {
    const { horse, rider, riderCookie } = await setUp();
    const payload = { horseId: horse.id, reviewerId: rider.id, rating: 1 };
    const none = await review(riderCookie, payload);
    expect(none.statusCode).toBe(403);
    expect(none.json()).toEqual({ message: REVIEW_MESSAGES.noVisit });
    for (const status of ['pending', 'declined', 'cancelled'] as const) {
      await visit(horse, rider.id, addDays(today(), -3), status);
      expect((await review(riderCookie, payload)).statusCode, status).toBe(403);
    }
    expect(await ctx.db.select().from(reviews)).toHaveLength(0);
    const [row] = await ctx.db.select().from(horses).where(eq(horses.id, horse.id));
    expect(row).toMatchObject({ rating: 500, reviewCount: 0 });
  });

  it('opens the form on the day an accepted visit begins, and says when before then', async () => {
    const { horse, rider, riderCookie } = await setUp();
    const coming = addDays(today(), 5);
    await visit(horse, rider.id, coming);
    const early = await review(riderCookie, { horseId: horse.id, reviewerId: rider.id, rating: 5 });
    expect(early.statusCode).toBe(403);
    const reason = REVIEW_MESSAGES.visitNotYet('Biscuit', dayInWords(coming));
    expect(early.json()).toEqual({ message: reason });
    expect((await eligibility(riderCookie, `horseId=${horse.id}`)).json()).toEqual({
      canReview: false,
      reason,
      nextVisitDate: coming,
      ownReviewId: null,
    });

    // The visit's day comes (a visit that began today).
    const begun = await visit(horse, rider.id, today());
    expect((await eligibility(riderCookie, `horseId=${horse.id}`)).json()).toMatchObject({ canReview: true });
    const made = await review(riderCookie, { horseId: horse.id, reviewerId: rider.id, rating: 5 });
    expect(made.statusCode).toBe(201);
    expect(made.json()).toMatchObject({ requestId: begun.id, confirmedVisit: true, visitDate: today() });
    expect((await eligibility(riderCookie, `horseId=${horse.id}`)).json()).toMatchObject({
      ownReviewId: made.json().id,
    });
    // One review per reviewer per target.
    const second = await review(riderCookie, { horseId: horse.id, reviewerId: rider.id, rating: 1 });
    expect(second.statusCode).toBe(409);
  });

  it('lets an owner review an enthusiast only after a visit of theirs has begun', async () => {
    const { owner, horse, rider, ownerCookie } = await setUp();
    const payload = { reviewedUserId: rider.id, reviewerId: owner.id, rating: 4 };
    const before = await review(ownerCookie, payload);
    expect(before.json()).toEqual({ message: REVIEW_MESSAGES.noVisitOwner });
    await visit(horse, rider.id, addDays(today(), -1));
    expect((await review(ownerCookie, payload)).statusCode).toBe(201);
    await bringOutWaitingReviews(ctx);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, rider.id));
    expect(row).toMatchObject({ rating: 400, reviewCount: 1 });
  });

  it('refuses reviews across a block either way, of a hidden horse, and of or by way of a suspended member', async () => {
    const { owner, horse, rider, riderCookie, ownerCookie } = await setUp();
    await visit(horse, rider.id, addDays(today(), -1));
    const ofHorse = { horseId: horse.id, reviewerId: rider.id, rating: 1 };
    const ofRider = { reviewedUserId: rider.id, reviewerId: owner.id, rating: 1 };

    await ctx.db.insert(blocks).values({ blockerId: owner.id, blockedId: rider.id });
    expect((await review(riderCookie, ofHorse)).json()).toEqual({ message: REVIEW_MESSAGES.blocked });
    expect((await review(ownerCookie, ofRider)).json()).toEqual({ message: REVIEW_MESSAGES.blocked });
    await ctx.db.delete(blocks);

    await ctx.db.update(horses).set({ hiddenAt: new Date() }).where(eq(horses.id, horse.id));
    expect((await review(riderCookie, ofHorse)).json()).toEqual({ message: REVIEW_MESSAGES.horseHidden });
    await ctx.db.update(horses).set({ hiddenAt: null }).where(eq(horses.id, horse.id));

    await ctx.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, owner.id));
    expect((await review(riderCookie, ofHorse)).statusCode).toBe(403);
    await ctx.db.update(users).set({ suspendedAt: null }).where(eq(users.id, owner.id));
    await ctx.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, rider.id));
    const suspended = await ctx.app.inject({
      method: 'POST',
      url: '/api/reviews',
      headers: { cookie: ownerCookie },
      payload: ofRider,
    });
    expect(suspended.json()).toEqual({ message: REVIEW_MESSAGES.memberSuspended });
    expect(await ctx.db.select().from(reviews)).toHaveLength(0);
  });

  it('updates a review after a later visit and ties it to that visit', async () => {
    const { horse, rider, riderCookie } = await setUp();
    await visit(horse, rider.id, addDays(today(), -20));
    const first = (await review(riderCookie, { horseId: horse.id, reviewerId: rider.id, rating: 3 })).json();
    const later = await visit(horse, rider.id, addDays(today(), -1));
    const edited = await ctx.app.inject({
      method: 'PUT',
      url: `/api/reviews/${first.id}`,
      headers: { cookie: riderCookie },
      payload: { rating: 5 },
    });
    expect(edited.json()).toMatchObject({ rating: 5, requestId: later.id, visitDate: addDays(today(), -1) });
  });

  it('the migration ties old reviews to a begun visit where there is one; the rest stay readable and stop counting', async () => {
    const { horse, rider } = await setUp();
    const stranger = await insertUser(ctx.db, { email: 'stranger@example.test', userType: 'enthusiast' });
    const begun = await visit(horse, rider.id, addDays(today(), -2));
    await insertReview(ctx.db, { horseId: horse.id, reviewerId: rider.id, rating: 5 });
    await insertReview(ctx.db, { horseId: horse.id, reviewerId: stranger.id, rating: 1 });
    await ctx.db.update(horses).set({ rating: 300, reviewCount: 2 }).where(eq(horses.id, horse.id));
    // The data part of the migration, run again over these rows as it ran over the live ones.
    await rerunMigrationUpdates(ctx.db, '0011_trust_signals.sql');
    const rows = await ctx.db.select().from(reviews);
    expect(rows.find((r) => r.reviewerId === rider.id)?.requestId).toBe(begun.id);
    expect(rows.find((r) => r.reviewerId === stranger.id)?.requestId).toBeNull();
    const [after] = await ctx.db.select().from(horses).where(eq(horses.id, horse.id));
    expect(after).toMatchObject({ rating: 500, reviewCount: 1 });
    const list = (await ctx.app.inject({ method: 'GET', url: `/api/reviews?horseId=${horse.id}` })).json();
    expect(list).toHaveLength(2);
  });

  it('answers 400 to an eligibility question without exactly one target', async () => {
    const { riderCookie } = await setUp();
    for (const query of ['', 'horseId=1&userId=2', 'horseId=abc']) {
      expect((await eligibility(riderCookie, query)).statusCode, query).toBe(400);
    }
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/reviews/eligibility?horseId=1' })).statusCode,
    ).toBe(401);
  });
});
