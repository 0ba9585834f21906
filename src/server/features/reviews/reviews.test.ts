import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { REVIEW_MESSAGES } from '#contract/reviews.js';
import { signIn } from '#tests/setup/http.js';
import { bringOutWaitingReviews } from '#tests/setup/reviews.js';
import { useTestApp } from '#tests/setup/test-app.js';
import { addDays, londonToday } from '#contract/rules/calendar-days.js';
import { insertHorse, insertVisit, insertReview, insertUser } from '#server/db/factories.js';
import { horses, reviews, users } from '#server/db/schema/index.js';

const ctx = useTestApp();

/**
 * These tests are about what a review counts and shows once it is out: each reads after the days a review
 * waits for the other member's have passed (decision 0057; reviews-together.test.ts tests the waiting).
 */
const out = () => bringOutWaitingReviews(ctx);

async function member(email: string, userType: 'owner' | 'enthusiast', firstName = email.split('@')[0]) {
  const user = await insertUser(ctx.db, { email, userType, firstName, lastName: 'Rider' });
  return { user, cookie: await signIn(ctx.app, email) };
}

const post = (cookie: string | undefined, payload: object) =>
  ctx.app.inject({ method: 'POST', url: '/api/reviews', headers: cookie ? { cookie } : {}, payload });

async function horseRating(id: number) {
  await out();
  const [row] = await ctx.db
    .select({ rating: horses.rating, reviewCount: horses.reviewCount })
    .from(horses)
    .where(eq(horses.id, id));
  return row;
}

async function memberRatings(id: number) {
  await out();
  const [row] = await ctx.db
    .select({
      rating: users.rating,
      reviewCount: users.reviewCount,
      ownerRating: users.ownerRating,
      ownerReviewCount: users.ownerReviewCount,
    })
    .from(users)
    .where(eq(users.id, id));
  return row;
}

const yesterday = () => addDays(londonToday(), -1);

/** An accepted request of `requesterId` for the horse, whose day has come: a visit a review stands on. */
async function visited(horse: { id: number; ownerId: number }, requesterId: number, day = yesterday()) {
  return insertVisit(ctx.db, horse, requesterId, day);
}

/**
 * A rating of a horse, without a comment, sent with `cookie` in the name of `reviewerId`, after a visit
 * of the reviewer to the horse (reviews need one; the rules of that are tested on their own below).
 */
async function rateHorse(horseId: number, cookie: string | undefined, reviewerId: number, rating: number) {
  const horse = (await ctx.db.select().from(horses).where(eq(horses.id, horseId)))[0];
  if (horse) await visited(horse, reviewerId);
  return post(cookie, { horseId, reviewerId, rating });
}

/** An owner with a horse, and an enthusiast signed in who has visited it. */
async function horseAndRider() {
  const owner = await member('owner@example.test', 'owner');
  const horse = await insertHorse(ctx.db, { ownerId: owner.user.id, name: 'Bramble' });
  const rider = await member('rider@example.test', 'enthusiast', 'Rosa');
  await visited(horse, rider.user.id);
  return { owner, horse, rider };
}

describe('POST /api/reviews of a horse', () => {
  it('stores a trimmed review by an enthusiast and updates the rating in hundredths', async () => {
    const { owner, horse, rider } = await horseAndRider();
    const res = await post(rider.cookie, {
      horseId: horse.id,
      reviewerId: rider.user.id,
      rating: 4,
      comment: '  Lovely pony  ',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      horseId: horse.id,
      reviewedUserId: null,
      reviewerId: rider.user.id,
      rating: 4,
      comment: 'Lovely pony',
      reviewer: { firstName: 'Rosa', lastName: 'Rider', profileImage: null },
      confirmedVisit: true,
      visitDate: yesterday(),
    });
    expect(await horseRating(horse.id)).toEqual({ rating: 400, reviewCount: 1 });
    // The owner's owner rating follows the reviews of their horses.
    expect(await memberRatings(owner.user.id)).toMatchObject({ ownerRating: 400, ownerReviewCount: 1 });
  });

  it('averages several reviews, rounding to the nearest hundredth', async () => {
    const { horse } = await horseAndRider();
    for (const [i, rating] of [5, 4, 4].entries()) {
      const rider = await member(`r${i}@example.test`, 'enthusiast');
      expect((await rateHorse(horse.id, rider.cookie, rider.user.id, rating)).statusCode).toBe(201);
    }
    // (5 + 4 + 4) / 3 = 4.333... → 433 hundredths.
    expect(await horseRating(horse.id)).toEqual({ rating: 433, reviewCount: 3 });
  });

  it('refuses the owner, another owner, a signed-out visitor and an impersonated reviewer', async () => {
    const { owner, horse, rider } = await horseAndRider();
    const otherOwner = await member('other@example.test', 'owner');
    const selfReview = await rateHorse(horse.id, owner.cookie, owner.user.id, 5);
    expect(selfReview.statusCode).toBe(403);
    expect(selfReview.json()).toEqual({ message: REVIEW_MESSAGES.horseReviewers });
    expect((await rateHorse(horse.id, otherOwner.cookie, otherOwner.user.id, 5)).statusCode).toBe(403);
    expect((await rateHorse(horse.id, undefined, rider.user.id, 5)).statusCode).toBe(401);
    const spoofed = await rateHorse(horse.id, rider.cookie, owner.user.id, 1);
    expect(spoofed.statusCode).toBe(403);
    expect(spoofed.json()).toEqual({ message: REVIEW_MESSAGES.notYourself });
    expect(await horseRating(horse.id)).toEqual({ rating: 500, reviewCount: 0 });
  });

  it('answers 409 with a message for a second review of the same horse', async () => {
    const { horse, rider } = await horseAndRider();
    expect((await rateHorse(horse.id, rider.cookie, rider.user.id, 5)).statusCode).toBe(201);
    const again = await rateHorse(horse.id, rider.cookie, rider.user.id, 1);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: REVIEW_MESSAGES.duplicateHorse });
    expect(await horseRating(horse.id)).toEqual({ rating: 500, reviewCount: 1 });
  });

  it('refuses a rating out of range or not whole, a long comment and anything but exactly one target', async () => {
    const { owner, horse, rider } = await horseAndRider();
    const base = { horseId: horse.id, reviewerId: rider.user.id };
    const cases: Array<[object, number]> = [
      [{ ...base, rating: 0 }, 400],
      [{ ...base, rating: 6 }, 400],
      [{ ...base, rating: 4.5 }, 400],
      [{ ...base, rating: '5' }, 400],
      [{ ...base }, 400],
      [{ ...base, rating: 5, comment: 'x'.repeat(501) }, 400],
      [{ reviewerId: rider.user.id, rating: 5 }, 400],
      [{ ...base, reviewedUserId: owner.user.id, rating: 5 }, 400],
      [{ ...base, horseId: 999999, rating: 5 }, 404],
    ];
    for (const [payload, status] of cases) {
      const res = await post(rider.cookie, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(status);
      expect(res.json()).toHaveProperty('message');
    }
    expect((await post(rider.cookie, { ...base, rating: 5, comment: 'x'.repeat(500) })).statusCode).toBe(201);
    expect(await ctx.db.select().from(reviews)).toHaveLength(1);
  });

  it('counts a comment of spaces as no comment', async () => {
    const { horse, rider } = await horseAndRider();
    const res = await post(rider.cookie, {
      horseId: horse.id,
      reviewerId: rider.user.id,
      rating: 3,
      comment: '   ',
    });
    expect(res.json()).toMatchObject({ comment: null });
  });

  it('keeps the rating right when several enthusiasts review at once', async () => {
    const { horse } = await horseAndRider();
    const riders = await Promise.all(
      [5, 4, 3, 2, 1, 5, 5, 4].map(async (rating, i) => ({
        rating,
        ...(await member(`many${i}@example.test`, 'enthusiast')),
      })),
    );
    const replies = await Promise.all(
      riders.map(({ rating, user, cookie }) => rateHorse(horse.id, cookie, user.id, rating)),
    );
    expect(replies.map((res) => res.statusCode)).toEqual(riders.map(() => 201));
    // (5+4+3+2+1+5+5+4) / 8 = 3.625 → 363 hundredths.
    expect(await horseRating(horse.id)).toEqual({ rating: 363, reviewCount: 8 });
  });

  it('lets only one of two identical submissions at once through', async () => {
    const { horse, rider } = await horseAndRider();
    const payload = { horseId: horse.id, reviewerId: rider.user.id, rating: 2 };
    const replies = await Promise.all([post(rider.cookie, payload), post(rider.cookie, payload)]);
    expect(replies.map((res) => res.statusCode).sort()).toEqual([201, 409]);
    expect(await horseRating(horse.id)).toEqual({ rating: 200, reviewCount: 1 });
  });
});

describe('POST /api/reviews of a member', () => {
  it('lets an owner review an enthusiast, and updates their rating', async () => {
    const owner = await member('owner@example.test', 'owner', 'Olive');
    const rider = await member('rider@example.test', 'enthusiast');
    await visited(await insertHorse(ctx.db, { ownerId: owner.user.id }), rider.user.id);
    const res = await post(owner.cookie, {
      reviewedUserId: rider.user.id,
      reviewerId: owner.user.id,
      rating: 5,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      reviewedUserId: rider.user.id,
      horseId: null,
      reviewer: { firstName: 'Olive' },
    });
    expect(await memberRatings(rider.user.id)).toMatchObject({ rating: 500, reviewCount: 1 });

    const again = await post(owner.cookie, {
      reviewedUserId: rider.user.id,
      reviewerId: owner.user.id,
      rating: 1,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: REVIEW_MESSAGES.duplicateMember });
  });

  it('refuses enthusiasts as reviewers, owners as targets, oneself and unknown members', async () => {
    const owner = await member('owner@example.test', 'owner');
    const otherOwner = await member('other@example.test', 'owner');
    const rider = await member('rider@example.test', 'enthusiast');
    const friend = await member('friend@example.test', 'enthusiast');
    const cases: Array<[{ cookie: string; user: { id: number } }, number, number]> = [
      [rider, friend.user.id, 403],
      [rider, owner.user.id, 403],
      [owner, otherOwner.user.id, 403],
      [owner, owner.user.id, 403],
      [owner, 999999, 404],
    ];
    for (const [reviewer, reviewedUserId, status] of cases) {
      const res = await post(reviewer.cookie, { reviewedUserId, reviewerId: reviewer.user.id, rating: 4 });
      expect(res.statusCode, `${reviewer.user.id} → ${reviewedUserId}`).toBe(status);
    }
    expect(await ctx.db.select().from(reviews)).toHaveLength(0);
  });
});

describe('GET /api/reviews', () => {
  it("lists a horse's reviews newest first, paged, with the reviewer and never their email", async () => {
    const { owner, horse } = await horseAndRider();
    const names = ['Amy', 'Ben', 'Cat'];
    for (const [i, firstName] of names.entries()) {
      const reviewer = await insertUser(ctx.db, {
        email: `${firstName}@example.test`,
        userType: 'enthusiast',
        firstName,
      });
      await insertReview(ctx.db, {
        horseId: horse.id,
        reviewerId: reviewer.id,
        createdAt: new Date(Date.UTC(2026, 2, 10 + i)),
      });
    }
    const res = await ctx.app.inject({ method: 'GET', url: `/api/reviews?horseId=${horse.id}&limit=2` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('3');
    const body = res.json() as Array<{ reviewer: Record<string, unknown> }>;
    expect(body.map((review) => review.reviewer.firstName)).toEqual(['Cat', 'Ben']);
    expect(Object.keys(body[0]!.reviewer).sort()).toEqual(['firstName', 'lastName', 'profileImage']);
    expect(res.body).not.toContain('@example.test');

    const next = await ctx.app.inject({
      method: 'GET',
      url: `/api/reviews?horseId=${horse.id}&limit=2&offset=2`,
    });
    expect(
      (next.json() as Array<{ reviewer: { firstName: string } }>).map((r) => r.reviewer.firstName),
    ).toEqual(['Amy']);
    // Another target's list is separate.
    const none = await ctx.app.inject({ method: 'GET', url: `/api/reviews?userId=${owner.user.id}` });
    expect(none.json()).toEqual([]);
    expect(none.headers['x-total-count']).toBe('0');
  });

  it('marks a review from a visit as confirmed, with the visit day; an old review without one is marked and not counted', async () => {
    const { owner, horse } = await horseAndRider();
    const visitor = await member('visitor@example.test', 'enthusiast');
    const request = await visited(horse, visitor.user.id, '2026-03-04');
    const res = await post(visitor.cookie, { horseId: horse.id, reviewerId: visitor.user.id, rating: 5 });
    expect(res.json()).toMatchObject({
      confirmedVisit: true,
      requestId: request.id,
      visitDate: '2026-03-04',
    });
    // A review from before visits were required (no request behind it): readable, not counted.
    const old = await insertUser(ctx.db, { email: 'old@example.test', userType: 'enthusiast' });
    await insertReview(ctx.db, { horseId: horse.id, reviewerId: old.id, rating: 1 });
    await out();
    const list = await ctx.app.inject({ method: 'GET', url: `/api/reviews?horseId=${horse.id}` });
    const byReviewer = new Map(
      (list.json() as Array<{ reviewerId: number; confirmedVisit: boolean; visitDate: string | null }>).map(
        (r) => [r.reviewerId, r],
      ),
    );
    expect(byReviewer.get(visitor.user.id)).toMatchObject({ confirmedVisit: true });
    expect(byReviewer.get(old.id)).toMatchObject({ confirmedVisit: false, visitDate: null });
    await ctx.app.inject({
      method: 'PUT',
      url: `/api/reviews/${(res.json() as { id: number }).id}`,
      headers: { cookie: visitor.cookie },
      payload: { rating: 5 },
    });
    expect(await horseRating(horse.id)).toEqual({ rating: 500, reviewCount: 1 });
    expect(owner.user.id).toBeGreaterThan(0);
  });

  it("finds one reviewer's review of a target, so a screen knows it was reviewed", async () => {
    const { horse, rider } = await horseAndRider();
    await rateHorse(horse.id, rider.cookie, rider.user.id, 5);
    // The screen asks as the signed-in reviewer, who sees their own review while it waits (decision 0057).
    const mine = await ctx.app.inject({
      method: 'GET',
      url: `/api/reviews?horseId=${horse.id}&reviewerId=${rider.user.id}&limit=1`,
      headers: { cookie: rider.cookie },
    });
    expect(mine.headers['x-total-count']).toBe('1');
  });

  it('keeps a deleted reviewer\'s review and rating, with no name (shown as "Anonymous")', async () => {
    const { horse, rider } = await horseAndRider();
    await rateHorse(horse.id, rider.cookie, rider.user.id, 3);
    // Account deletion leaves a tombstone row marked deleted (features/account).
    await ctx.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, rider.user.id));
    await out();
    const res = await ctx.app.inject({ method: 'GET', url: `/api/reviews?horseId=${horse.id}` });
    expect(res.json()[0].reviewer).toEqual({ firstName: '', lastName: '', profileImage: null });
    expect(await horseRating(horse.id)).toEqual({ rating: 300, reviewCount: 1 });
  });

  it('refuses a list without exactly one target, and bad ids, with 400', async () => {
    for (const url of [
      '/api/reviews',
      '/api/reviews?horseId=1&userId=2',
      '/api/reviews?horseId=abc',
      '/api/reviews?userId=0x2',
      '/api/reviews?horseId=1&limit=1000',
    ]) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
    }
  });
});

describe("editing and deleting one's own review", () => {
  it('recounts the rating after an edit and after a delete', async () => {
    const { owner, horse, rider } = await horseAndRider();
    const friend = await member('friend@example.test', 'enthusiast');
    const first = (await rateHorse(horse.id, rider.cookie, rider.user.id, 5)).json() as { id: number };
    await rateHorse(horse.id, friend.cookie, friend.user.id, 4);
    expect(await horseRating(horse.id)).toEqual({ rating: 450, reviewCount: 2 });

    const edited = await ctx.app.inject({
      method: 'PUT',
      url: `/api/reviews/${first.id}`,
      headers: { cookie: rider.cookie },
      payload: { rating: 1, comment: ' Changed my mind ' },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ rating: 1, comment: 'Changed my mind' });
    expect(await horseRating(horse.id)).toEqual({ rating: 250, reviewCount: 2 });

    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/reviews/${first.id}`,
      headers: { cookie: rider.cookie },
    });
    expect(removed.statusCode).toBe(204);
    expect(await horseRating(horse.id)).toEqual({ rating: 400, reviewCount: 1 });
    expect(await memberRatings(owner.user.id)).toMatchObject({ ownerRating: 400, ownerReviewCount: 1 });
  });

  it('goes back to the default with no reviews left', async () => {
    const owner = await member('owner@example.test', 'owner');
    const rider = await member('rider@example.test', 'enthusiast');
    await visited(await insertHorse(ctx.db, { ownerId: owner.user.id }), rider.user.id);
    const review = (
      await post(owner.cookie, { reviewedUserId: rider.user.id, reviewerId: owner.user.id, rating: 2 })
    ).json() as { id: number };
    expect(await memberRatings(rider.user.id)).toMatchObject({ rating: 200, reviewCount: 1 });
    await ctx.app.inject({
      method: 'DELETE',
      url: `/api/reviews/${review.id}`,
      headers: { cookie: owner.cookie },
    });
    expect(await memberRatings(rider.user.id)).toMatchObject({ rating: 500, reviewCount: 0 });
  });

  it("refuses another member's review (403), an unknown one (404) and a bad edit (400)", async () => {
    const { horse, rider } = await horseAndRider();
    const other = await member('other@example.test', 'enthusiast');
    const review = (await rateHorse(horse.id, rider.cookie, rider.user.id, 5)).json() as { id: number };
    const as = (cookie: string, method: 'PUT' | 'DELETE', id: number, payload?: object) =>
      ctx.app.inject({
        method,
        url: `/api/reviews/${id}`,
        headers: { cookie },
        ...(payload ? { payload } : {}),
      });
    expect((await as(other.cookie, 'PUT', review.id, { rating: 1 })).statusCode).toBe(403);
    expect((await as(other.cookie, 'DELETE', review.id)).statusCode).toBe(403);
    expect((await as(rider.cookie, 'PUT', 999999, { rating: 1 })).statusCode).toBe(404);
    expect((await as(rider.cookie, 'PUT', review.id, { rating: 9 })).statusCode).toBe(400);
    expect(await horseRating(horse.id)).toEqual({ rating: 500, reviewCount: 1 });
  });
});
