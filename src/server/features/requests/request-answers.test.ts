import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { REQUEST_MESSAGES } from '#contract/requests.js';
import { addDays, londonToday } from '#contract/rules/calendar-days.js';
import { signInAsNewAdmin } from '#tests/setup/admin.js';
import { useTestApp } from '#tests/setup/test-app.js';
import { insertAvailabilitySlot, insertHorse, insertVisit } from '#server/db/factories.js';
import { messages, requests } from '#server/db/schema/index.js';
import { requestTestCalls } from './request-test-helpers.js';

const ctx = useTestApp();

const { member, call } = requestTestCalls(ctx);

// Explicit days: a fortnight on, well clear of "today" whatever day the suite runs.
const day = addDays(londonToday(), 14);

async function scene(capacity = 1) {
  const owner = await member('olly@example.test', 'owner');
  const rider = await member('ella@example.test', 'enthusiast');
  const second = await member('sam@example.test', 'enthusiast');
  const horse = await insertHorse(ctx.db, { ownerId: owner.user.id, name: 'Bramble' });
  const slot = await insertAvailabilitySlot(ctx.db, {
    horseId: horse.id,
    title: 'Morning hack',
    startDate: day,
    endDate: day,
    recurrenceType: 'daily',
    recurrenceEnd: addDays(day, 20),
    startTime: '10:00',
    endTime: '12:00',
    capacity,
  });
  const enquire = (cookie: string, slotDate = day) =>
    call('POST', '/api/messages', cookie, {
      receiverId: owner.user.id,
      content: 'Could I come?',
      messageType: 'availability_enquiry',
      horseId: horse.id,
      availabilitySlotId: slot.id,
      slotDate,
      preferredTime: 'any',
      isFlexible: false,
      activities: ['exercising-riding'],
    });
  const requestOf = async (userId: number) =>
    (await ctx.db.select().from(requests).where(eq(requests.requesterId, userId)))[0]!;
  const slotsAs = async (cookie?: string) =>
    (await call('GET', `/api/availability-slots?horseId=${horse.id}`, cookie)).json()[0];
  return { owner, rider, second, horse, slot, enquire, requestOf, slotsAs };
}

describe('asking for a slot’s day', () => {
  it('refuses a second open request for the same slot and day (409), storing nothing', async () => {
    const { rider, enquire } = await scene();
    expect((await enquire(rider.cookie)).statusCode).toBe(201);
    const again = await enquire(rider.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'You have already asked for this day. Your request is waiting in your requests.',
    );
    expect(await ctx.db.select().from(requests)).toHaveLength(1);
    expect(await ctx.db.select().from(messages)).toHaveLength(1);
    // Another day of the same slot is another visit.
    expect((await enquire(rider.cookie, addDays(day, 1))).statusCode).toBe(201);
  });

  it('limits how many requests a member sends in an hour (429)', async () => {
    const { rider, enquire } = await scene();
    for (let i = 0; i < 12; i++) expect((await enquire(rider.cookie, addDays(day, i))).statusCode).toBe(201);
    const over = await enquire(rider.cookie, addDays(day, 12));
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toMatch(/a lot of requests in the last hour/);
    expect(await ctx.db.select().from(requests)).toHaveLength(12);
  });

  it('a slot takes one person a day: once accepted, the day is taken for everyone else', async () => {
    const { owner, rider, second, enquire, requestOf, slotsAs } = await scene();
    await enquire(rider.cookie);
    await enquire(second.cookie);
    expect((await slotsAs(rider.cookie)).requestedDays).toEqual([day]);
    expect((await slotsAs()).takenDays).toEqual([]);
    const first = await requestOf(rider.user.id);
    expect((await call('POST', `/api/requests/${first.id}/accept`, owner.cookie)).statusCode).toBe(200);

    for (const cookie of [undefined, second.cookie, rider.cookie, owner.cookie]) {
      expect((await slotsAs(cookie)).takenDays).toEqual([day]);
    }
    expect((await slotsAs(second.cookie)).requestedDays).toEqual([day]);
    expect((await slotsAs()).requestedDays).toEqual([]);
    const third = await member('tia@example.test', 'enthusiast');
    const refused = await enquire(third.cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('That day is already taken. Please choose another day.');
    // Nor can the owner accept the second request for the full day.
    const waiting = await requestOf(second.user.id);
    const full = await call('POST', `/api/requests/${waiting.id}/accept`, owner.cookie);
    expect(full.statusCode).toBe(409);
    expect((await requestOf(second.user.id)).status).toBe('pending');
  });

  it('a slot whose owner says it takes two is taken only when two are accepted', async () => {
    const { owner, rider, second, enquire, requestOf, slotsAs } = await scene(2);
    await enquire(rider.cookie);
    await enquire(second.cookie);
    await call('POST', `/api/requests/${(await requestOf(rider.user.id)).id}/accept`, owner.cookie);
    expect((await slotsAs()).takenDays).toEqual([]);
    await call('POST', `/api/requests/${(await requestOf(second.user.id)).id}/accept`, owner.cookie);
    expect((await slotsAs()).takenDays).toEqual([day]);
  });
});

describe('a requester who is suspended', () => {
  it('has their request called off, with a reason the owner reads; lifting the suspension does not revive it', async () => {
    const { owner, rider, enquire, requestOf } = await scene();
    expect((await enquire(rider.cookie)).statusCode).toBe(201);
    const { id } = await requestOf(rider.user.id);
    const { cookie: admin } = await signInAsNewAdmin(ctx.app, ctx.db);
    const reason = { reason: 'Under review' };
    expect((await call('POST', `/api/admin/users/${rider.user.id}/suspend`, admin, reason)).statusCode).toBe(
      200,
    );

    const inbox = await call('GET', `/api/requests?userId=${owner.user.id}`, owner.cookie);
    expect(
      inbox.json().map((r: { id: number; status: string; reason: string }) => [r.id, r.status, r.reason]),
    ).toEqual([[id, 'cancelled', `${rider.user.firstName} is no longer available`]]);
    expect(
      (await call('POST', `/api/admin/users/${rider.user.id}/unsuspend`, admin, reason)).statusCode,
    ).toBe(200);
    expect((await call('POST', `/api/requests/${id}/accept`, owner.cookie)).statusCode).toBe(409);
  });

  it('cannot be brought back into a visit the owner just cancelled (409), and the visit stays cancelled', async () => {
    const { owner, rider, horse } = await scene();
    const visit = await insertVisit(ctx.db, horse, rider.user.id, day);
    expect((await call('POST', `/api/requests/${visit.id}/cancel`, owner.cookie)).statusCode).toBe(200);
    const { cookie: admin } = await signInAsNewAdmin(ctx.app, ctx.db);
    const suspend = `/api/admin/users/${rider.user.id}/suspend`;
    expect((await call('POST', suspend, admin, { reason: 'Under review' })).statusCode).toBe(200);

    const undone = await call('POST', `/api/requests/${visit.id}/undo`, owner.cookie);
    expect(undone.statusCode).toBe(409);
    expect(undone.json().message).toBe(REQUEST_MESSAGES.requesterUnavailable);
    const inbox = await call('GET', `/api/requests?userId=${owner.user.id}`, owner.cookie);
    expect(inbox.json().map((r: { id: number; status: string }) => [r.id, r.status])).toEqual([
      [visit.id, 'cancelled'],
    ]);
  });
});

describe('answers with reasons, and undo', () => {
  it('a decline carries its optional reason to the enthusiast, in the view and the thread', async () => {
    const { owner, rider, enquire, requestOf } = await scene();
    await enquire(rider.cookie);
    const { id } = await requestOf(rider.user.id);
    const res = await call('POST', `/api/requests/${id}/decline`, owner.cookie, {
      reason: 'The farrier is in that morning',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'declined', reason: 'The farrier is in that morning' });
    const mine = (await call('GET', `/api/requests?userId=${rider.user.id}`, rider.cookie)).json();
    expect(mine[0]).toMatchObject({ status: 'declined', reason: 'The farrier is in that morning' });
    const lines = (await ctx.db.select().from(messages)).map((m) => m.content);
    expect(lines).toContainEqual(
      expect.stringMatching(/declined .* Reason: "The farrier is in that morning"/),
    );
    const tooLong = await call('POST', `/api/requests/${id}/decline`, owner.cookie, {
      reason: 'x'.repeat(501),
    });
    expect(tooLong.statusCode).toBe(400);
  });

  it('either side cancels an accepted visit with a reason', async () => {
    const { owner, rider, horse } = await scene();
    for (const [cookie, reason] of [
      [owner.cookie, 'Bramble is lame'],
      [rider.cookie, 'My car broke down'],
    ] as const) {
      const request = await insertVisit(ctx.db, horse, rider.user.id, day);
      const res = await call('POST', `/api/requests/${request.id}/cancel`, cookie, { reason });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ status: 'cancelled', reason });
    }
  });

  it('the member who answered may undo within a minute, and nobody else or later', async () => {
    const { owner, rider, enquire, requestOf } = await scene();
    await enquire(rider.cookie);
    const { id } = await requestOf(rider.user.id);
    const declined = await call('POST', `/api/requests/${id}/decline`, owner.cookie, { reason: 'Busy' });
    expect(declined.json().undoMsLeft).toBeGreaterThan(50_000);
    expect(declined.json().changedById).toBe(owner.user.id);

    const byRider = await call('POST', `/api/requests/${id}/undo`, rider.cookie);
    expect(byRider.statusCode).toBe(409);
    expect(byRider.json().message).toBe('This change can no longer be undone');
    const undone = await call('POST', `/api/requests/${id}/undo`, owner.cookie);
    expect(undone.statusCode).toBe(200);
    expect(undone.json()).toMatchObject({ status: 'pending', reason: null, undoMsLeft: 0 });
    // An undo is not itself undone.
    expect((await call('POST', `/api/requests/${id}/undo`, owner.cookie)).statusCode).toBe(409);

    await call('POST', `/api/requests/${id}/accept`, owner.cookie);
    await ctx.db
      .update(requests)
      .set({ changedAt: sql`now() - interval '61 seconds'` })
      .where(eq(requests.id, id));
    const late = await call('POST', `/api/requests/${id}/undo`, owner.cookie);
    expect(late.statusCode).toBe(409);
    expect((await requestOf(rider.user.id)).status).toBe('accepted');
    const stranger = await member('zed@example.test', 'enthusiast');
    expect((await call('POST', `/api/requests/${id}/undo`, stranger.cookie)).statusCode).toBe(404);
    expect((await call('POST', `/api/requests/${id}/undo`)).statusCode).toBe(401);
  });
});
