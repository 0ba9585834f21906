import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, londonToday } from '#contract/rules/calendar-days.js';
import { signInMemberOfType } from '#tests/setup/http.js';
import { useTestApp } from '#tests/setup/test-app.js';
import { insertAvailabilitySlot, insertHorse } from '#server/db/factories.js';
import { messages, requests } from '#server/db/schema/index.js';

const ctx = useTestApp();

const member = (email: string, userType: 'owner' | 'enthusiast') =>
  signInMemberOfType(ctx.app, ctx.db, email, userType);

const send = (cookie: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url: '/api/messages', headers: { cookie }, payload });

/** An owner, an enthusiast, and a weekday slot (Monday to Friday, 9 to 5) running for the next 8 weeks. */
async function scene() {
  const owner = await member('olly@example.test', 'owner');
  const rider = await member('ella@example.test', 'enthusiast');
  const horse = await insertHorse(ctx.db, { ownerId: owner.user.id, name: 'Bramble' });
  const today = londonToday();
  const monday = addDays(today, (8 - new Date(`${today}T00:00:00Z`).getUTCDay()) % 7 || 7);
  const slot = await insertAvailabilitySlot(ctx.db, {
    horseId: horse.id,
    title: 'Mon-Fri 9-5',
    startDate: monday,
    endDate: addDays(monday, 4),
    recurrenceType: 'weekly',
    recurrenceEnd: addDays(monday, 55),
  });
  const enquiry = {
    receiverId: owner.user.id,
    content: 'Could I ride on Tuesday?',
    messageType: 'availability_enquiry',
    horseId: horse.id,
    availabilitySlotId: slot.id,
    slotDate: addDays(monday, 1),
    preferredTime: '10:00',
    isFlexible: false,
    activities: ['exercising-riding', 'general-care'],
  };
  return { owner, rider, horse, slot, monday, enquiry };
}

describe('an availability enquiry', () => {
  it('opens a pending request for the chosen day with the message pointing at it', async () => {
    const { owner, rider, horse, slot, monday, enquiry } = await scene();
    const res = await send(rider.cookie, enquiry);
    expect(res.statusCode).toBe(201);
    const [request] = await ctx.db.select().from(requests);
    expect(request).toMatchObject({
      horseId: horse.id,
      requesterId: rider.user.id,
      ownerId: owner.user.id,
      service: 'exercising-riding',
      startDate: addDays(monday, 1),
      endDate: addDays(monday, 1),
      status: 'pending',
    });
    expect(res.json()).toMatchObject({ requestId: request!.id, availabilitySlotId: slot.id });

    const listed = await ctx.app.inject({
      method: 'GET',
      url: `/api/requests?userId=${owner.user.id}`,
      headers: { cookie: owner.cookie },
    });
    expect(listed.json()).toEqual([
      expect.objectContaining({
        id: request!.id,
        slot: { id: slot.id, title: 'Mon-Fri 9-5', startTime: '09:00', endTime: '17:00' },
        preferredTime: '10:00',
        isFlexible: false,
        activities: ['exercising-riding', 'general-care'],
        requester: expect.objectContaining({ id: rider.user.id }),
      }),
    ]);

    // Accepted, the visit's calendar file is at the chosen hour.
    await ctx.app.inject({
      method: 'POST',
      url: `/api/requests/${request!.id}/accept`,
      headers: { cookie: owner.cookie },
    });
    const ics = await ctx.app.inject({
      method: 'GET',
      url: `/api/requests/${request!.id}/calendar.ics`,
      headers: { cookie: rider.cookie },
    });
    expect(ics.statusCode).toBe(200);
    expect(ics.body).toMatch(/DTSTART:\d{8}T(09|10)0000Z/);
  });

  it('without a day, asks for the slot’s next day from today', async () => {
    const { rider, monday, enquiry } = await scene();
    const { slotDate: _day, ...withoutDay } = enquiry;
    expect((await send(rider.cookie, withoutDay)).statusCode).toBe(201);
    const [request] = await ctx.db.select().from(requests);
    expect(request?.startDate).toBe(monday);
  });

  it('is refused on a day the slot does not occur, in the past, or from an owner; nothing is stored', async () => {
    const { owner, monday, enquiry, rider } = await scene();
    const saturday = await send(rider.cookie, { ...enquiry, slotDate: addDays(monday, 5) });
    expect(saturday.statusCode).toBe(400);
    expect(saturday.json().fieldErrors.slotDate).toEqual(['That time slot is not available on that date']);
    const past = await send(rider.cookie, { ...enquiry, slotDate: addDays(londonToday(), -1) });
    expect(past.statusCode).toBe(400);
    const otherOwner = await member('otto@example.test', 'owner');
    const byOwner = await send(otherOwner.cookie, enquiry);
    expect(byOwner.statusCode).toBe(403);
    expect(byOwner.json().message).toBe('Only horse enthusiasts can send requests');
    expect(owner.user.id).toBeGreaterThan(0);
    expect(await ctx.db.select().from(requests)).toEqual([]);
    expect(await ctx.db.select().from(messages)).toEqual([]);
  });

  it('stores the request and the message together or neither: a failing message insert leaves no request', async () => {
    const { rider, enquiry } = await scene();
    // Make the second insert (the message) fail inside the transaction.
    await ctx.db.execute(sql`
      create function refuse_boom() returns trigger language plpgsql as $$
      begin
        if new.content = 'boom' then raise exception 'forced failure'; end if;
        return new;
      end $$`);
    await ctx.db.execute(
      sql`create trigger refuse_boom before insert on messages for each row execute function refuse_boom()`,
    );
    try {
      const res = await send(rider.cookie, { ...enquiry, content: 'boom' });
      expect(res.statusCode).toBe(500);
      expect(await ctx.db.select().from(requests)).toEqual([]);
      expect(await ctx.db.select().from(messages)).toEqual([]);
      // The same enquiry without the failure stores both.
      expect((await send(rider.cookie, enquiry)).statusCode).toBe(201);
      expect(await ctx.db.select().from(requests)).toHaveLength(1);
      expect(await ctx.db.select().from(messages)).toHaveLength(1);
    } finally {
      await ctx.db.execute(sql`drop trigger refuse_boom on messages`);
      await ctx.db.execute(sql`drop function refuse_boom()`);
    }
  });
});
