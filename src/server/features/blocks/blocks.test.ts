import { describe, expect, it } from 'vitest';
import { addDays, londonToday } from '#contract/rules/calendar-days.js';
import { SAFETY_MESSAGES } from '#contract/safety.js';
import { signInAsNewAdmin } from '#tests/setup/admin.js';
import { sendAs, signInMemberOfType } from '#tests/setup/http.js';
import { useTestApp } from '#tests/setup/test-app.js';
import { countRows } from '#server/db/count-rows.js';
import { insertAvailabilitySlot, insertHorse, insertMessage } from '#server/db/factories.js';
import { messages, requests } from '#server/db/schema/index.js';

const ctx = useTestApp();

/** An owner with a horse and a slot, an enthusiast, and a third member who has nothing to do with them. */
async function scene() {
  const owner = await signInMemberOfType(ctx.app, ctx.db, 'olly@example.test', 'owner');
  const rider = await signInMemberOfType(ctx.app, ctx.db, 'ella@example.test', 'enthusiast');
  const stranger = await signInMemberOfType(ctx.app, ctx.db, 'sam@example.test', 'enthusiast');
  const horse = await insertHorse(ctx.db, { ownerId: owner.user.id, name: 'Bramble' });
  const start = addDays(londonToday(), 3);
  const slot = await insertAvailabilitySlot(ctx.db, {
    horseId: horse.id,
    title: 'Weekday mornings',
    startDate: start,
    endDate: addDays(start, 20),
  });
  return { owner, rider, stranger, horse, slot, start };
}

describe('blocking a member', () => {
  it('needs a member session for every call: signed out and admin-only get 401', async () => {
    const { rider } = await scene();
    const { cookie: admin } = await signInAsNewAdmin(ctx.app, ctx.db);
    for (const cookie of [undefined, admin]) {
      const headers = cookie ? { cookie } : {};
      expect((await ctx.app.inject({ method: 'GET', url: '/api/blocks', headers })).statusCode).toBe(401);
      for (const method of ['PUT', 'DELETE'] as const) {
        const res = await ctx.app.inject({ method, url: `/api/blocks/${rider.user.id}`, headers });
        expect(res.statusCode).toBe(401);
      }
    }
  });

  it('lists whom the member blocked, only to them; refuses themselves, nobody and bad ids', async () => {
    const { owner, rider, stranger } = await scene();
    expect((await sendAs(ctx.app, owner.cookie, 'PUT', `/api/blocks/${rider.user.id}`)).statusCode).toBe(204);
    // Blocking twice changes nothing.
    expect((await sendAs(ctx.app, owner.cookie, 'PUT', `/api/blocks/${rider.user.id}`)).statusCode).toBe(204);
    const mine = await sendAs(ctx.app, owner.cookie, 'GET', '/api/blocks');
    expect(mine.json()).toEqual([
      {
        id: rider.user.id,
        firstName: rider.user.firstName,
        lastName: rider.user.lastName,
        userType: 'enthusiast',
        profileImage: null,
        location: rider.user.location,
      },
    ]);
    // The blocked member is not told; another member's list is their own.
    expect((await sendAs(ctx.app, rider.cookie, 'GET', '/api/blocks')).json()).toEqual([]);
    expect((await sendAs(ctx.app, stranger.cookie, 'GET', '/api/blocks')).json()).toEqual([]);

    const self = await sendAs(ctx.app, owner.cookie, 'PUT', `/api/blocks/${owner.user.id}`);
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe(SAFETY_MESSAGES.blockSelf);
    expect((await sendAs(ctx.app, owner.cookie, 'PUT', '/api/blocks/999999')).statusCode).toBe(404);
    expect((await sendAs(ctx.app, owner.cookie, 'PUT', '/api/blocks/abc')).statusCode).toBe(400);

    // Another member cannot lift someone else's block: DELETE only ever removes the caller's own.
    expect(
      (await sendAs(ctx.app, stranger.cookie, 'DELETE', `/api/blocks/${rider.user.id}`)).statusCode,
    ).toBe(204);
    expect((await sendAs(ctx.app, owner.cookie, 'GET', '/api/blocks')).json()).toHaveLength(1);
    expect((await sendAs(ctx.app, owner.cookie, 'DELETE', `/api/blocks/${rider.user.id}`)).statusCode).toBe(
      204,
    );
    expect((await sendAs(ctx.app, owner.cookie, 'GET', '/api/blocks')).json()).toEqual([]);
  });

  it('refuses messages and enquiries both ways with a neutral 403, and stores nothing', async () => {
    const { owner, rider, stranger, horse, slot, start } = await scene();
    await sendAs(ctx.app, owner.cookie, 'PUT', `/api/blocks/${rider.user.id}`);
    const general = (to: number) => ({ receiverId: to, content: 'Hello there' });
    const enquiry = {
      receiverId: owner.user.id,
      content: 'Could I ride on the first morning?',
      messageType: 'availability_enquiry',
      horseId: horse.id,
      availabilitySlotId: slot.id,
      slotDate: start,
      activities: ['exercising-riding'],
    };
    const request = { horseId: horse.id, service: 'exercising-riding', startDate: start };

    const refusals = [
      await sendAs(ctx.app, rider.cookie, 'POST', '/api/messages', general(owner.user.id)),
      await sendAs(ctx.app, owner.cookie, 'POST', '/api/messages', general(rider.user.id)),
      await sendAs(ctx.app, rider.cookie, 'POST', '/api/messages', enquiry),
      await sendAs(ctx.app, rider.cookie, 'POST', '/api/requests', request),
    ];
    for (const res of refusals) {
      expect(res.statusCode).toBe(403);
      // The same words whoever blocked whom: the blocked member is not told.
      expect(res.json().message).toBe(SAFETY_MESSAGES.cannotContact);
    }
    expect(await countRows(ctx.db, messages)).toBe(0);
    expect(await countRows(ctx.db, requests)).toBe(0);

    // Others are untouched, and unblocking restores contact.
    expect(
      (await sendAs(ctx.app, stranger.cookie, 'POST', '/api/messages', general(owner.user.id))).statusCode,
    ).toBe(201);
    await sendAs(ctx.app, owner.cookie, 'DELETE', `/api/blocks/${rider.user.id}`);
    expect((await sendAs(ctx.app, rider.cookie, 'POST', '/api/messages', enquiry)).statusCode).toBe(201);
  });

  it('calls off the requests between the two; none can then be accepted, and nothing is posted', async () => {
    const { owner, rider, horse, start } = await scene();
    // Two days: one member holds one open request for a day (issue 27).
    const ask = async (day: string) => {
      const request = { horseId: horse.id, service: 'exercising-riding', startDate: day };
      const res = await sendAs(ctx.app, rider.cookie, 'POST', '/api/requests', request);
      expect(res.statusCode, res.body).toBe(201);
      return res.json().id as number;
    };
    const first = await ask(start);
    const second = await ask(addDays(start, 1));
    const messagesBefore = await countRows(ctx.db, messages);
    await sendAs(ctx.app, rider.cookie, 'PUT', `/api/blocks/${owner.user.id}`);

    for (const id of [first, second]) {
      const view = await sendAs(ctx.app, owner.cookie, 'GET', `/api/requests/${id}`);
      expect(view.json()).toMatchObject({ status: 'cancelled' });
    }
    const accept = await sendAs(ctx.app, owner.cookie, 'POST', `/api/requests/${first}/accept`);
    expect(accept.statusCode).toBe(409);
    // Taking the call-off back cannot arrange a visit between blocked members either.
    await sendAs(ctx.app, rider.cookie, 'POST', `/api/requests/${first}/undo`);
    const again = await sendAs(ctx.app, owner.cookie, 'POST', `/api/requests/${first}/accept`);
    expect([403, 409]).toContain(again.statusCode);
    expect(await countRows(ctx.db, messages)).toBe(messagesBefore);
  });

  it('drops the blocked member from the blocker’s conversations, not from theirs', async () => {
    const { owner, rider, stranger } = await scene();
    await insertMessage(ctx.db, { senderId: rider.user.id, receiverId: owner.user.id, content: 'Hi Olly' });
    await insertMessage(ctx.db, {
      senderId: stranger.user.id,
      receiverId: owner.user.id,
      content: 'Hi from Sam',
    });
    const partners = async ({ cookie, user }: { cookie: string; user: { id: number } }) => {
      const res = await sendAs(ctx.app, cookie, 'GET', `/api/messages?userId=${user.id}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().map((c: { user: { id: number } }) => c.user.id);
    };
    expect((await partners(owner)).sort()).toEqual([rider.user.id, stranger.user.id].sort());

    await sendAs(ctx.app, owner.cookie, 'PUT', `/api/blocks/${rider.user.id}`);
    expect(await partners(owner)).toEqual([stranger.user.id]);
    expect(await partners(rider)).toEqual([owner.user.id]);
  });

  it('counts in the unread badge only what the conversation list shows as unread', async () => {
    const { owner, rider, stranger } = await scene();
    await insertMessage(ctx.db, { senderId: rider.user.id, receiverId: owner.user.id, content: 'Hi Olly' });
    await insertMessage(ctx.db, { senderId: stranger.user.id, receiverId: owner.user.id, content: 'Hi' });
    /** The badge, and the sum of the unread counts the conversation list shows. */
    const seen = async () => {
      const badge = await sendAs(
        ctx.app,
        owner.cookie,
        'GET',
        `/api/messages/unread-count?userId=${owner.user.id}`,
      );
      const list = await sendAs(ctx.app, owner.cookie, 'GET', `/api/messages?userId=${owner.user.id}`);
      const listed = list.json().reduce((sum: number, c: { unreadCount: number }) => sum + c.unreadCount, 0);
      return { badge: badge.json().count, listed };
    };
    expect(await seen()).toEqual({ badge: 2, listed: 2 });

    // Blocked before it was read: nothing left to open, so nothing counted.
    await sendAs(ctx.app, owner.cookie, 'PUT', `/api/blocks/${rider.user.id}`);
    expect(await seen()).toEqual({ badge: 1, listed: 1 });
    // The blocked member's own badge is unchanged by the block.
    await insertMessage(ctx.db, { senderId: owner.user.id, receiverId: rider.user.id, content: 'Earlier' });
    const riders = await sendAs(
      ctx.app,
      rider.cookie,
      'GET',
      `/api/messages/unread-count?userId=${rider.user.id}`,
    );
    expect(riders.json().count).toBe(1);

    // Unblocked: the conversation is listed again, and its unread message counts again.
    await sendAs(ctx.app, owner.cookie, 'DELETE', `/api/blocks/${rider.user.id}`);
    expect(await seen()).toEqual({ badge: 2, listed: 2 });
  });
});
