import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rerunMigrationUpdates } from '#tests/setup/migrations.js';
import { useCalendarDay } from '#tests/setup/calendar-clock.js';
import { bringOutWaitingReviews, ownerHorseAndRider } from '#tests/setup/reviews.js';
import { useTestApp } from '#tests/setup/test-app.js';
import {
  DEFAULT_PASSWORD,
  insertHorse,
  insertReview,
  insertUser,
  insertVisit,
} from '#server/db/factories.js';
import { horses, requests, reviews } from '#server/db/schema/index.js';

/**
 * A review counts, and shows as a confirmed visit, while the visit it stands on stands (decision 0040):
 * a cancelled visit stops it counting, the other party's deleted account does not, and every rating
 * shown follows at once.
 */
const ctx = useTestApp();

// The calendar clock is set: a visit's day has come on 10 June 2026 (London), whatever day the test runs.
const TODAY = '2026-06-10';
useCalendarDay(TODAY);

const setUp = () => ownerHorseAndRider(ctx);

const post = (cookie: string, url: string, payload: object = {}) =>
  ctx.app.inject({ method: 'POST', url, headers: { cookie }, payload });
const get = (url: string) => ctx.app.inject({ method: 'GET', url });

/** What a visitor sees: the horse's rating, the owner's and the rider's, and the reviews listed. */
async function shown(horseId: number, ownerId: number, riderId: number) {
  const horse = (await get(`/api/horses/${horseId}`)).json();
  const owner = (await get(`/api/users/${ownerId}`)).json();
  const rider = (await get(`/api/users/${riderId}`)).json();
  return {
    horse: { rating: horse.rating, reviewCount: horse.reviewCount },
    ownerRating: { ownerRating: owner.ownerRating, ownerReviewCount: owner.ownerReviewCount },
    rider: { rating: rider.rating, reviewCount: rider.reviewCount },
    ofHorse: (await get(`/api/reviews?horseId=${horseId}`)).json(),
    ofRider: (await get(`/api/reviews?userId=${riderId}`)).json(),
  };
}

/** A visit today, reviewed both ways: the rider rates the horse 2, the owner rates the rider 3. */
async function reviewedVisit() {
  const s = await setUp();
  const visit = await insertVisit(ctx.db, s.horse, s.rider.id, TODAY);
  const ofHorse = await post(s.riderCookie, '/api/reviews', {
    horseId: s.horse.id,
    reviewerId: s.rider.id,
    rating: 2,
  });
  expect(ofHorse.statusCode).toBe(201);
  const ofRider = await post(s.ownerCookie, '/api/reviews', {
    reviewedUserId: s.rider.id,
    reviewerId: s.owner.id,
    rating: 3,
  });
  expect(ofRider.statusCode).toBe(201);
  return { ...s, visit };
}

describe('a review counts while its visit stands', () => {
  it('stops counting, and stops showing as confirmed, once the visit is cancelled after the review', async () => {
    const { owner, horse, rider, riderCookie, visit } = await reviewedVisit();
    const before = await shown(horse.id, owner.id, rider.id);
    expect(before.horse).toEqual({ rating: 200, reviewCount: 1 });
    expect(before.ofHorse[0]).toMatchObject({ confirmedVisit: true, visitDate: TODAY });
    // The anonymous browse list, answered from its short cache, shows the same.
    const browsed = async () => (await get('/api/horses')).json()[0].reviewCount;
    expect(await browsed()).toBe(1);

    expect((await post(riderCookie, `/api/requests/${visit.id}/cancel`)).statusCode).toBe(200);
    const after = await shown(horse.id, owner.id, rider.id);
    expect(after.horse).toEqual({ rating: 500, reviewCount: 0 });
    expect(await browsed()).toBe(0);
    expect(after.ownerRating).toEqual({ ownerRating: 500, ownerReviewCount: 0 });
    expect(after.rider).toEqual({ rating: 500, reviewCount: 0 });
    for (const review of [...after.ofHorse, ...after.ofRider]) {
      expect(review).toMatchObject({ confirmedVisit: false, visitDate: null });
    }

    // The cancellation taken back within the minute: the visit stands again, and so do its reviews.
    expect((await post(riderCookie, `/api/requests/${visit.id}/undo`)).statusCode).toBe(200);
    const undone = await shown(horse.id, owner.id, rider.id);
    expect(undone.horse).toEqual({ rating: 200, reviewCount: 1 });
    expect(undone.rider).toEqual({ rating: 300, reviewCount: 1 });
    expect(undone.ofHorse[0]).toMatchObject({ confirmedVisit: true, visitDate: TODAY });
  });

  it('keeps counting on another visit between them that still stands', async () => {
    const { owner, horse, rider, riderCookie, visit } = await reviewedVisit();
    const earlier = await insertVisit(ctx.db, horse, rider.id, '2026-05-01');
    expect((await post(riderCookie, `/api/requests/${visit.id}/cancel`)).statusCode).toBe(200);
    const after = await shown(horse.id, owner.id, rider.id);
    expect(after.horse).toEqual({ rating: 200, reviewCount: 1 });
    expect(after.ofHorse[0]).toMatchObject({ requestId: earlier.id, confirmedVisit: true });
  });

  it('an undone cancel brings back the reviews the cancel moved to another visit of the pair', async () => {
    const s = await setUp();
    const may = await insertVisit(ctx.db, s.horse, s.rider.id, '2026-05-01');
    const june = await insertVisit(ctx.db, s.horse, s.rider.id, '2026-06-01');
    const review = { horseId: s.horse.id, reviewerId: s.rider.id, rating: 2 };
    expect((await post(s.riderCookie, '/api/reviews', review)).statusCode).toBe(201);
    const ofRider = { reviewedUserId: s.rider.id, reviewerId: s.owner.id, rating: 3 };
    expect((await post(s.ownerCookie, '/api/reviews', ofRider)).statusCode).toBe(201);
    const answer = async (visit: { id: number }, action: 'cancel' | 'undo') =>
      expect((await post(s.ownerCookie, `/api/requests/${visit.id}/${action}`)).statusCode).toBe(200);
    const standsOn = async (visit: { id: number }, visitDate: string) => {
      const now = await shown(s.horse.id, s.owner.id, s.rider.id);
      expect(now.horse).toEqual({ rating: 200, reviewCount: 1 });
      expect(now.rider).toEqual({ rating: 300, reviewCount: 1 });
      for (const one of [now.ofHorse[0], now.ofRider[0]]) {
        expect(one).toMatchObject({ requestId: visit.id, confirmedVisit: true, visitDate });
      }
    };

    // June's cancel moves both reviews to May; taking it back brings them to June again.
    await answer(june, 'cancel');
    await standsOn(may, '2026-05-01');
    await answer(june, 'undo');
    await standsOn(june, '2026-06-01');

    // With both called off they count nowhere; June's cancel taken back, they count on June.
    await answer(june, 'cancel');
    await answer(may, 'cancel');
    const none = await shown(s.horse.id, s.owner.id, s.rider.id);
    expect(none.horse).toEqual({ rating: 500, reviewCount: 0 });
    expect(none.ofHorse[0]).toMatchObject({ confirmedVisit: false, visitDate: null });
    await answer(june, 'undo');
    await standsOn(june, '2026-06-01');
  });

  for (const who of ['rider', 'owner'] as const) {
    it(`keeps both reviews confirmed and every rating unchanged when the ${who} deletes their account`, async () => {
      const s = await reviewedVisit();
      const before = await shown(s.horse.id, s.owner.id, s.rider.id);
      const cookie = who === 'rider' ? s.riderCookie : s.ownerCookie;
      const deleted = await ctx.app.inject({
        method: 'DELETE',
        url: '/api/users/me',
        headers: { cookie },
        payload: { password: DEFAULT_PASSWORD, confirmFutureVisits: true },
      });
      expect(deleted.statusCode).toBe(200);
      if (who === 'rider') {
        // The rider's review of the horse stays (their name goes), and the horse's rating with it.
        const horse = (await get(`/api/horses/${s.horse.id}`)).json();
        expect({ rating: horse.rating, reviewCount: horse.reviewCount }).toEqual(before.horse);
        const owner = (await get(`/api/users/${s.owner.id}`)).json();
        expect(owner).toMatchObject(before.ownerRating);
        const [ofHorse] = (await get(`/api/reviews?horseId=${s.horse.id}`)).json();
        expect(ofHorse).toMatchObject({ confirmedVisit: true, visitDate: TODAY });
      } else {
        // The owner's review of the rider stays confirmed, and the rider's rating with it.
        const rider = (await get(`/api/users/${s.rider.id}`)).json();
        expect({ rating: rider.rating, reviewCount: rider.reviewCount }).toEqual(before.rider);
        const [ofRider] = (await get(`/api/reviews?userId=${s.rider.id}`)).json();
        expect(ofRider).toMatchObject({ confirmedVisit: true, visitDate: TODAY });
      }
    });
  }

  it("drops a deleted horse's reviews from its owner's rating, and keeps the owner's review of the rider", async () => {
    const s = await reviewedVisit();
    const other = await insertHorse(ctx.db, { ownerId: s.owner.id, name: 'Pepper' });
    await insertVisit(ctx.db, other, s.rider.id, '2026-06-01');
    // The rider reviewed Pepper too: the owner's rating is over both horses.
    const second = await post(s.riderCookie, '/api/reviews', {
      horseId: other.id,
      reviewerId: s.rider.id,
      rating: 4,
    });
    expect(second.statusCode).toBe(201);
    // The owner wrote nothing of this visit: the rider's review of Pepper is out once its days have passed.
    await bringOutWaitingReviews(ctx);
    expect((await shown(s.horse.id, s.owner.id, s.rider.id)).ownerRating).toEqual({
      ownerRating: 300,
      ownerReviewCount: 2,
    });

    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/horses/${s.horse.id}`,
      headers: { cookie: s.ownerCookie },
    });
    expect(removed.statusCode).toBe(204);
    const owner = (await get(`/api/users/${s.owner.id}`)).json();
    expect(owner).toMatchObject({ ownerRating: 400, ownerReviewCount: 1 });
    const rider = (await get(`/api/users/${s.rider.id}`)).json();
    expect(rider).toMatchObject({ rating: 300, reviewCount: 1 });
    const [ofRider] = (await get(`/api/reviews?userId=${s.rider.id}`)).json();
    expect(ofRider).toMatchObject({ confirmedVisit: true });
  });

  it('the migration keeps the day of each standing visit on its review, moves reviews off called-off visits, and recounts', async () => {
    const { horse, rider, owner } = await setUp();
    const other = await insertUser(ctx.db, { email: 'other@example.test', userType: 'enthusiast' });
    // The migration reads the database's own day: these visits are long past whenever it runs.
    // The rider's visit was cancelled after their review, but an earlier one stands.
    const earlier = await insertVisit(ctx.db, horse, rider.id, '2020-05-01');
    const cancelled = await insertVisit(ctx.db, horse, rider.id, '2020-06-01', 'cancelled');
    await insertReview(ctx.db, {
      horseId: horse.id,
      reviewerId: rider.id,
      requestId: cancelled.id,
      rating: 4,
    });
    // Another's only visit was cancelled after their review: it stops counting.
    const gone = await insertVisit(ctx.db, horse, other.id, '2020-06-02', 'cancelled');
    await insertReview(ctx.db, { horseId: horse.id, reviewerId: other.id, requestId: gone.id, rating: 1 });
    // The owner's review of the rider stands on the earlier visit.
    await insertReview(ctx.db, {
      reviewedUserId: rider.id,
      reviewerId: owner.id,
      requestId: earlier.id,
      rating: 5,
    });
    await ctx.db.update(horses).set({ rating: 250, reviewCount: 2 }).where(eq(horses.id, horse.id));
    // The data part of the migration, run again over these rows as it ran over the live ones.
    await rerunMigrationUpdates(ctx.db, '0019_review_visit_on.sql');
    const rows = await ctx.db.select().from(reviews);
    expect(rows.find((r) => r.reviewerId === rider.id)).toMatchObject({
      requestId: earlier.id,
      visitOn: '2020-05-01',
    });
    expect(rows.find((r) => r.reviewerId === other.id)).toMatchObject({ requestId: gone.id, visitOn: null });
    expect(rows.find((r) => r.reviewerId === owner.id)).toMatchObject({ visitOn: '2020-05-01' });
    const after = await shown(horse.id, owner.id, rider.id);
    expect(after.horse).toEqual({ rating: 400, reviewCount: 1 });
    expect(after.ownerRating).toEqual({ ownerRating: 400, ownerReviewCount: 1 });
    expect(after.rider).toEqual({ rating: 500, reviewCount: 1 });
    expect(await ctx.db.select().from(requests)).toHaveLength(3);
  });
});
