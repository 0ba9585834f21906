import { describe, expect, it } from 'vitest';
import { insertHorse, insertVisit } from '#server/db/factories.js';
import { useSettableClock } from '#tests/setup/calendar-clock.js';
import { ownerHorseAndRider } from '#tests/setup/reviews.js';
import { useTestApp } from '#tests/setup/test-app.js';
import { publishDueReviews } from './index.js';

/**
 * Reviews neither side writes in reply (issue 44 point 5, decision 0057): a review waits, read by its
 * reviewer alone and counted nowhere, until the other member of the visit writes theirs (then both come
 * out together, whichever wrote first) or 14 days after it was written.
 */
const ctx = useTestApp();

// The calendar clock: a visit on 10 June 2026 (London) has begun; the tests move it on.
const TODAY = '2026-06-10';
const { setClock } = useSettableClock(`${TODAY}T11:00:00Z`);

const post = (cookie: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url: '/api/reviews', headers: { cookie }, payload });
const get = async (url: string, cookie?: string) =>
  (await ctx.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} })).json();

/** The rider and the owner after a visit today, and what each side (or a visitor) reads of the reviews. */
async function visited() {
  const s = await ownerHorseAndRider(ctx);
  await insertVisit(ctx.db, s.horse, s.rider.id, TODAY);
  const ofHorse = { horseId: s.horse.id, reviewerId: s.rider.id, rating: 2, comment: 'Pulled hard' };
  const ofRider = { reviewedUserId: s.rider.id, reviewerId: s.owner.id, rating: 3, comment: 'Late' };
  const seen = async (cookie?: string) => ({
    ofHorse: (await get(`/api/reviews?horseId=${s.horse.id}`, cookie)) as Array<{ rating: number }>,
    ofRider: (await get(`/api/reviews?userId=${s.rider.id}`, cookie)) as Array<{ rating: number }>,
  });
  const ratings = async () => ({
    horse: (await get(`/api/horses/${s.horse.id}`)).reviewCount as number,
    owner: (await get(`/api/users/${s.owner.id}`)).ownerReviewCount as number,
    rider: (await get(`/api/users/${s.rider.id}`)).reviewCount as number,
  });
  return { ...s, ofHorse, ofRider, seen, ratings };
}

describe('reviews that wait for each other', () => {
  it('keeps the rider’s review to the rider until the owner writes theirs, then both come out', async () => {
    const v = await visited();
    const written = await post(v.riderCookie, v.ofHorse);
    expect(written.statusCode).toBe(201);
    // The reviewer reads it at once, with the day it comes out at the latest.
    expect(written.json()).toMatchObject({ rating: 2, waitingUntil: '2026-06-24' });
    const riderSees = await v.seen(v.riderCookie);
    expect(riderSees.ofHorse).toEqual([expect.objectContaining({ rating: 2, waitingUntil: '2026-06-24' })]);
    // Nobody else does: not a visitor, not the owner, not a count, not the owner's export.
    expect(await v.seen()).toEqual({ ofHorse: [], ofRider: [] });
    expect(await v.seen(v.ownerCookie)).toEqual({ ofHorse: [], ofRider: [] });
    expect(await v.ratings()).toEqual({ horse: 0, owner: 0, rider: 0 });
    const exported = await get('/api/users/me/export', v.ownerCookie);
    expect(JSON.stringify(exported)).not.toContain('Pulled hard');

    expect((await post(v.ownerCookie, v.ofRider)).statusCode).toBe(201);
    const out = await v.seen();
    expect(out.ofHorse).toEqual([expect.objectContaining({ rating: 2, waitingUntil: null })]);
    expect(out.ofRider).toEqual([expect.objectContaining({ rating: 3, waitingUntil: null })]);
    expect(await v.ratings()).toEqual({ horse: 1, owner: 1, rider: 1 });
  });

  it('brings both out the same way when the owner writes first', async () => {
    const v = await visited();
    expect((await post(v.ownerCookie, v.ofRider)).statusCode).toBe(201);
    expect(await v.seen()).toEqual({ ofHorse: [], ofRider: [] });
    expect(await v.seen(v.riderCookie)).toEqual({ ofHorse: [], ofRider: [] });
    expect((await v.seen(v.ownerCookie)).ofRider).toHaveLength(1);
    expect(await v.ratings()).toEqual({ horse: 0, owner: 0, rider: 0 });

    expect((await post(v.riderCookie, v.ofHorse)).statusCode).toBe(201);
    const out = await v.seen();
    expect(out.ofHorse.map((r) => r.rating)).toEqual([2]);
    expect(out.ofRider.map((r) => r.rating)).toEqual([3]);
    expect(await v.ratings()).toEqual({ horse: 1, owner: 1, rider: 1 });
  });

  it('brings a review out on its own 14 days after it was written, and not a day sooner', async () => {
    const v = await visited();
    expect((await post(v.riderCookie, v.ofHorse)).statusCode).toBe(201);
    // The hourly job late on the 13th day after (23:59 in London): still waiting.
    await setClock('2026-06-23T22:59:00Z');
    expect(await publishDueReviews(ctx.db)).toBe(0);
    expect(await v.seen()).toEqual({ ofHorse: [], ofRider: [] });
    // London's 24 June has begun (BST: 23:01 UTC is 00:01): out, and counted.
    await setClock('2026-06-23T23:01:00Z');
    expect(await publishDueReviews(ctx.db)).toBe(1);
    expect((await v.seen()).ofHorse).toEqual([expect.objectContaining({ rating: 2, waitingUntil: null })]);
    expect(await v.ratings()).toEqual({ horse: 1, owner: 1, rider: 0 });
    // The owner's review written after that answers one already out: it comes out at once.
    expect((await post(v.ownerCookie, v.ofRider)).statusCode).toBe(201);
    expect((await v.seen()).ofRider.map((r) => r.rating)).toEqual([3]);
  });

  it('waits for the other member’s review of the same visit, not of another', async () => {
    const v = await visited();
    const pepper = await insertHorse(ctx.db, { ownerId: v.owner.id, name: 'Pepper' });
    await insertVisit(ctx.db, pepper, v.rider.id, '2026-06-01');
    // The owner's review of the rider stands on the latest visit between them, Biscuit's today.
    expect((await post(v.ownerCookie, v.ofRider)).statusCode).toBe(201);
    const ofPepper = { horseId: pepper.id, reviewerId: v.rider.id, rating: 5 };
    expect((await post(v.riderCookie, ofPepper)).statusCode).toBe(201);
    expect(await get(`/api/reviews?horseId=${pepper.id}`)).toEqual([]);
    // The rider's review of Biscuit answers the owner's: those two come out; Pepper's still waits.
    expect((await post(v.riderCookie, v.ofHorse)).statusCode).toBe(201);
    expect((await v.seen()).ofRider).toHaveLength(1);
    expect((await v.seen()).ofHorse).toHaveLength(1);
    expect(await get(`/api/reviews?horseId=${pepper.id}`)).toEqual([]);
    expect(await publishDueReviews(ctx.db)).toBe(0);
  });
});
