import { describe, expect, it } from 'vitest';
import { signIn } from '#tests/setup/http.js';
import { useTestApp } from '#tests/setup/test-app.js';
import { insertAvailabilitySlot, insertHorse, insertMessage, insertUser } from '#server/db/factories.js';

const ctx = useTestApp();

async function member(email: string, userType: 'owner' | 'enthusiast' = 'enthusiast') {
  const user = await insertUser(ctx.db, {
    email,
    userType,
    firstName: email.split('@')[0],
    riderWeight: userType === 'enthusiast' ? '9-11st' : null,
  });
  return { user, cookie: await signIn(ctx.app, email) };
}

const send = (cookie: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url: '/api/messages', headers: { cookie }, payload });
const get = (cookie: string, url: string) => ctx.app.inject({ method: 'GET', url, headers: { cookie } });

describe('sending', () => {
  it('sends a message as the signed-in member, trimmed', async () => {
    const ann = await member('ann@example.test');
    const bob = await member('bob@example.test', 'owner');
    const res = await send(ann.cookie, {
      senderId: ann.user.id,
      receiverId: bob.user.id,
      content: '  Hello Bob!  ',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      senderId: ann.user.id,
      receiverId: bob.user.id,
      content: 'Hello Bob!',
      messageType: 'general',
      isRead: false,
    });
  });

  it('refuses every bad message, storing nothing', async () => {
    const ann = await member('ann@example.test');
    const bob = await member('bob@example.test', 'owner');
    const cases: Array<[object, number]> = [
      [{ receiverId: ann.user.id, content: 'me' }, 400],
      [{ receiverId: 99999, content: 'ghost' }, 404],
      [{ receiverId: bob.user.id, content: '' }, 400],
      [{ receiverId: bob.user.id, content: '   \n\t ' }, 400],
      [{ receiverId: bob.user.id, content: 'x'.repeat(5001) }, 400],
      [{ senderId: bob.user.id, receiverId: ann.user.id, content: 'spoofed' }, 403],
      [{ receiverId: bob.user.id, content: 'about a request', requestId: 999 }, 400],
    ];
    for (const [payload, status] of cases) {
      expect((await send(ann.cookie, payload)).statusCode, JSON.stringify(payload).slice(0, 80)).toBe(status);
    }
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/messages',
          payload: { receiverId: bob.user.id, content: 'hi' },
        })
      ).statusCode,
    ).toBe(401);
    expect((await get(bob.cookie, `/api/messages/unread-count?userId=${bob.user.id}`)).json()).toEqual({
      count: 0,
    });
  });

  it('validates an availability enquiry: the horse is the receiver’s, the slot the horse’s, activities chosen', async () => {
    const ann = await member('ann@example.test');
    const bob = await member('bob@example.test', 'owner');
    const cat = await member('cat@example.test', 'owner');
    const horse = await insertHorse(ctx.db, { ownerId: bob.user.id, name: 'Bramble' });
    const otherHorse = await insertHorse(ctx.db, { ownerId: cat.user.id, name: 'Dancer', location: 'Leeds' });
    const slot = await insertAvailabilitySlot(ctx.db, { horseId: horse.id, title: 'Weekend' });
    const enquiry = {
      receiverId: bob.user.id,
      content: 'Could I help on Saturday?',
      messageType: 'availability_enquiry',
      horseId: horse.id,
      availabilitySlotId: slot.id,
      preferredTime: '10:00',
      isFlexible: true,
      activities: ['exercising-riding'],
    };
    const ok = await send(ann.cookie, enquiry);
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({
      messageType: 'availability_enquiry',
      preferredTime: '10:00',
      isFlexible: true,
      activities: ['exercising-riding'],
      horse: { id: horse.id, name: 'Bramble' },
      slot: { id: slot.id, startDate: slot.startDate, startTime: '09:00' },
    });
    const noActivities = await send(ann.cookie, { ...enquiry, activities: [] });
    expect(noActivities.statusCode).toBe(400);
    expect(noActivities.json().message).toBe('Please select at least one activity');
    expect((await send(ann.cookie, { ...enquiry, horseId: otherHorse.id })).statusCode).toBe(400);
    expect((await send(ann.cookie, { ...enquiry, availabilitySlotId: 99999 })).statusCode).toBe(400);
    expect((await send(ann.cookie, { ...enquiry, activities: ['juggling'] })).statusCode).toBe(400);
    expect((await send(ann.cookie, { ...enquiry, preferredTime: '25:00' })).statusCode).toBe(400);
  });
});

describe('reading', () => {
  it('orders conversations newest first with unread counts, across three members', async () => {
    const ann = await member('ann@example.test');
    const bob = await member('bob@example.test', 'owner');
    const cat = await member('cat@example.test', 'owner');
    await send(bob.cookie, { receiverId: ann.user.id, content: 'Bob 1' });
    await send(bob.cookie, { receiverId: ann.user.id, content: 'Bob 2' });
    await send(cat.cookie, { receiverId: ann.user.id, content: 'Cat 1' });
    await send(ann.cookie, { receiverId: bob.user.id, content: 'Ann to Bob' });

    const conversations = (await get(ann.cookie, `/api/messages?userId=${ann.user.id}`)).json();
    expect(conversations.map((c: { user: { firstName: string } }) => c.user.firstName)).toEqual([
      'bob',
      'cat',
    ]);
    expect(conversations[0]).toMatchObject({ lastMessage: { content: 'Ann to Bob' }, unreadCount: 2 });
    expect(conversations[1]).toMatchObject({ lastMessage: { content: 'Cat 1' }, unreadCount: 1 });
    expect(conversations[0].user).not.toHaveProperty('email');
    expect((await get(ann.cookie, `/api/messages/unread-count?userId=${ann.user.id}`)).json()).toEqual({
      count: 3,
    });
    expect((await get(bob.cookie, `/api/messages/unread-count?userId=${bob.user.id}`)).json()).toEqual({
      count: 1,
    });
  });

  it('returns a thread oldest first, and pages back through a long one', async () => {
    const ann = await member('ann@example.test');
    const bob = await member('bob@example.test', 'owner');
    for (let i = 1; i <= 5; i++) {
      const [from, to] = i % 2 ? [ann, bob] : [bob, ann];
      await insertMessage(ctx.db, { senderId: from.user.id, receiverId: to.user.id, content: `m${i}` });
    }
    const thread = (
      await get(ann.cookie, `/api/messages?userId=${ann.user.id}&otherUserId=${bob.user.id}`)
    ).json();
    expect(thread.map((m: { content: string }) => m.content)).toEqual(['m1', 'm2', 'm3', 'm4', 'm5']);
    const latest = (
      await get(ann.cookie, `/api/messages?userId=${ann.user.id}&otherUserId=${bob.user.id}&limit=2`)
    ).json();
    expect(latest.map((m: { content: string }) => m.content)).toEqual(['m4', 'm5']);
    const earlier = (
      await get(
        ann.cookie,
        `/api/messages?userId=${ann.user.id}&otherUserId=${bob.user.id}&limit=2&before=${latest[0].id}`,
      )
    ).json();
    expect(earlier.map((m: { content: string }) => m.content)).toEqual(['m2', 'm3']);
    const sent = (await get(ann.cookie, `/api/messages?senderId=${ann.user.id}`)).json();
    expect(sent.map((m: { content: string }) => m.content)).toEqual(['m5', 'm3', 'm1']);
  });

  it("refuses to show another member's conversations, thread, sent messages or count (403)", async () => {
    const ann = await member('ann@example.test');
    const bob = await member('bob@example.test', 'owner');
    for (const url of [
      `/api/messages?userId=${bob.user.id}`,
      `/api/messages?userId=${bob.user.id}&otherUserId=${ann.user.id}`,
      `/api/messages?senderId=${bob.user.id}`,
      `/api/messages/unread-count?userId=${bob.user.id}`,
    ]) {
      expect((await get(ann.cookie, url)).statusCode, url).toBe(403);
    }
    expect((await get(ann.cookie, '/api/messages')).statusCode).toBe(400);
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/messages?userId=${ann.user.id}` })).statusCode,
    ).toBe(401);
  });

  it('lets only the receiver mark a message read, idempotently', async () => {
    const ann = await member('ann@example.test');
    const bob = await member('bob@example.test', 'owner');
    const message = await insertMessage(ctx.db, { senderId: ann.user.id, receiverId: bob.user.id });
    const mark = (cookie: string, id = message.id) =>
      ctx.app.inject({ method: 'PUT', url: `/api/messages/${id}/read`, headers: { cookie } });
    expect((await mark(ann.cookie)).statusCode).toBe(403);
    expect((await mark(bob.cookie)).json().isRead).toBe(true);
    expect((await mark(bob.cookie)).statusCode).toBe(200);
    expect((await mark(bob.cookie, 424242)).statusCode).toBe(404);
    expect((await get(bob.cookie, `/api/messages/unread-count?userId=${bob.user.id}`)).json()).toEqual({
      count: 0,
    });
  });
});
