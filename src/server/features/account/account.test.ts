import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PROFILE_MESSAGES } from '#contract/profile.js';
import { signIn } from '#tests/setup/http.js';
import { useTestApp } from '#tests/setup/test-app.js';
import {
  DEFAULT_PASSWORD,
  insertAvailabilitySlot,
  insertHorse,
  insertMessage,
  insertUser,
} from '#server/db/factories.js';
import { requests, reviews, users } from '#server/db/schema/index.js';

const ctx = useTestApp();

const isoDay = (offsetDays: number) =>
  new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

/** An owner with a horse and a slot, an enthusiast, a message each way, a request and reviews. */
async function community() {
  const owner = await insertUser(ctx.db, {
    email: 'owner@example.test',
    firstName: 'Olive',
    phone: '07700 900111',
  });
  const rider = await insertUser(ctx.db, {
    email: 'rider@example.test',
    firstName: 'Rosa',
    userType: 'enthusiast',
    riderWeight: '9-11st',
    ownerRating: 450,
    ownerReviewCount: 2,
  });
  const bystander = await insertUser(ctx.db, {
    email: 'other@example.test',
    firstName: 'Bystander',
    phone: '07700 900999',
  });
  const horse = await insertHorse(ctx.db, { ownerId: owner.id, name: 'Bramble' });
  const otherHorse = await insertHorse(ctx.db, { ownerId: bystander.id, name: 'NotMine' });
  await insertAvailabilitySlot(ctx.db, { horseId: horse.id });
  await insertMessage(ctx.db, { senderId: owner.id, receiverId: rider.id, content: 'Hello from Olive' });
  await insertMessage(ctx.db, { senderId: rider.id, receiverId: owner.id, content: 'Hello back from Rosa' });
  await insertMessage(ctx.db, {
    senderId: bystander.id,
    receiverId: rider.id,
    content: 'Private between others',
  });
  const [request] = await ctx.db
    .insert(requests)
    .values({
      horseId: horse.id,
      requesterId: rider.id,
      ownerId: owner.id,
      service: 'exercising-riding',
      status: 'pending',
    })
    .returning();
  await ctx.db.insert(reviews).values(
    [
      { reviewerId: owner.id, reviewedUserId: rider.id, rating: 4, comment: 'Lovely rider' },
      { reviewerId: rider.id, horseId: horse.id, rating: 5, comment: 'Great pony' },
      { reviewerId: bystander.id, horseId: otherHorse.id, rating: 3, comment: 'Not about Olive' },
    ].map((review) => ({ ...review, publishedAt: new Date(), showsOn: '2026-01-15' })),
  );
  return { owner, rider, bystander, horse, request: request! };
}

describe('GET /api/users/me/export', () => {
  it('is a JSON download of every table holding the member’s data, and nobody else’s', async () => {
    const { owner } = await community();
    const cookie = await signIn(ctx.app, 'owner@example.test');
    const res = await ctx.app.inject({ method: 'GET', url: '/api/users/me/export', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="stablemates-my-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = res.json();
    expect(data.profile).toMatchObject({ id: owner.id, email: 'owner@example.test', phone: '07700 900111' });
    expect(data.profile).not.toHaveProperty('passwordHash');
    expect(data.consents.termsAcceptedAt).toBeTruthy();
    expect(data.horses.map((h: { name: string }) => h.name)).toEqual(['Bramble']);
    expect(data.availabilitySlots).toHaveLength(1);
    expect(data.requests).toHaveLength(1);
    expect(data.messagesSent.map((m: { content: string }) => m.content)).toEqual(['Hello from Olive']);
    expect(data.messagesReceived.map((m: { content: string }) => m.content)).toEqual([
      'Hello back from Rosa',
    ]);
    expect(data.reviewsWritten).toHaveLength(1);
    expect(data.sessions.length).toBeGreaterThanOrEqual(1);
    expect(data.sessions[0]).not.toHaveProperty('id');
    for (const key of ['passwordResets', 'registrationSessions', 'uploads', 'contactMessages']) {
      expect(Array.isArray(data[key])).toBe(true);
    }
    expect(Object.keys(data.payments)).toEqual([
      'subscriptions',
      'donations',
      'customerMappings',
      'cancellationRequests',
    ]);
    // Nobody else's data: the bystander's messages, horse, phone and reviews are absent.
    for (const secret of [
      'Private between others',
      'NotMine',
      '07700 900999',
      'Not about Olive',
      'other@example.test',
    ]) {
      expect(res.body).not.toContain(secret);
    }
  });

  it('needs a signed-in member (401)', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/users/me/export' })).statusCode).toBe(401);
  });
});

describe('DELETE /api/users/me', () => {
  const remove = (cookie: string | undefined, payload: object) =>
    ctx.app.inject({ method: 'DELETE', url: '/api/users/me', headers: cookie ? { cookie } : {}, payload });

  it('needs the right password and a signed-in member', async () => {
    await community();
    const cookie = await signIn(ctx.app, 'owner@example.test');
    expect((await remove(undefined, { password: DEFAULT_PASSWORD })).statusCode).toBe(401);
    const empty = await remove(cookie, { password: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fieldErrors.password).toContain(PROFILE_MESSAGES.passwordRequired);
    const wrong = await remove(cookie, { password: 'not-my-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fieldErrors.password).toContain(PROFILE_MESSAGES.passwordWrong);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })).statusCode,
    ).toBe(200);
  });

  it('removes the owner’s data and horse, keeps others’ threads readable and ratings unchanged', async () => {
    const { owner, rider, horse } = await community();
    const cookie = await signIn(ctx.app, 'owner@example.test');
    const res = await remove(cookie, { password: DEFAULT_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(PROFILE_MESSAGES.accountDeleted);

    // Sessions ended, and the old password no longer signs in.
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })).statusCode,
    ).toBe(401);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'owner@example.test', password: DEFAULT_PASSWORD },
    });
    expect(login.statusCode).toBe(401);

    // The horse is gone from its page and from browse; the public profile is gone.
    expect((await ctx.app.inject({ method: 'GET', url: `/api/horses/${horse.id}` })).statusCode).toBe(404);
    const browse = await ctx.app.inject({ method: 'GET', url: '/api/horses' });
    expect(browse.body).not.toContain('Bramble');
    expect((await ctx.app.inject({ method: 'GET', url: `/api/users/${owner.id}` })).statusCode).toBe(404);

    // Personal fields cleared.
    const [row] = await ctx.db.select().from(users).where(eq(users.id, owner.id));
    expect(row).toMatchObject({
      phone: null,
      postcode: null,
      bio: null,
      firstName: 'Deleted',
      lastName: 'member',
    });
    expect(row?.email).not.toContain('owner@example.test');

    // The enthusiast still reads the whole thread, with the sender shown as "Deleted member".
    const riderCookie = await signIn(ctx.app, 'rider@example.test');
    const thread = await ctx.app.inject({
      method: 'GET',
      url: `/api/messages?userId=${rider.id}&otherUserId=${owner.id}`,
      headers: { cookie: riderCookie },
    });
    expect(thread.statusCode).toBe(200);
    expect(thread.json().map((m: { content: string }) => m.content)).toEqual([
      'Hello from Olive',
      'Hello back from Rosa',
    ]);
    const conversations = await ctx.app.inject({
      method: 'GET',
      url: `/api/messages?userId=${rider.id}`,
      headers: { cookie: riderCookie },
    });
    const withOwner = conversations.json().find((c: { user: { id: number } }) => c.user.id === owner.id);
    expect(`${withOwner.user.firstName} ${withOwner.user.lastName}`).toBe(PROFILE_MESSAGES.deletedMemberName);

    // The review the owner wrote stays (without a name), and the rider's rating is untouched.
    const kept = await ctx.db.select().from(reviews).where(eq(reviews.reviewerId, owner.id));
    expect(kept).toHaveLength(1);
    const [riderRow] = await ctx.db.select().from(users).where(eq(users.id, rider.id));
    expect(riderRow).toMatchObject({ ownerRating: 450, ownerReviewCount: 2 });

    // A confirmation mail went to the old address.
    const outbox = path.join(ctx.dataDir, 'outbox');
    const mails = await Promise.all(
      (await readdir(outbox)).map((f) => readFile(path.join(outbox, f), 'utf8')),
    );
    expect(
      mails.some((m) => m.includes('owner@example.test') && m.includes('account has been deleted')),
    ).toBe(true);
  });

  it('tells an owner with an accepted visit to come first (409), and deletes once confirmed', async () => {
    const { request } = await community();
    await ctx.db
      .update(requests)
      .set({ status: 'accepted', startDate: isoDay(3), endDate: isoDay(3) })
      .where(eq(requests.id, request.id));
    const cookie = await signIn(ctx.app, 'owner@example.test');
    const first = await remove(cookie, { password: DEFAULT_PASSWORD });
    expect(first.statusCode).toBe(409);
    expect(first.json().message).toBe(PROFILE_MESSAGES.futureVisits);
    const confirmed = await remove(cookie, { password: DEFAULT_PASSWORD, confirmFutureVisits: true });
    expect(confirmed.statusCode).toBe(200);
  });

  it('an enthusiast’s requests go, the owner’s thread with them stays', async () => {
    const { owner, rider } = await community();
    const cookie = await signIn(ctx.app, 'rider@example.test');
    expect((await remove(cookie, { password: DEFAULT_PASSWORD })).statusCode).toBe(200);
    expect(await ctx.db.select().from(requests).where(eq(requests.requesterId, rider.id))).toHaveLength(0);
    const ownerCookie = await signIn(ctx.app, 'owner@example.test');
    const thread = await ctx.app.inject({
      method: 'GET',
      url: `/api/messages?userId=${owner.id}&otherUserId=${rider.id}`,
      headers: { cookie: ownerCookie },
    });
    expect(thread.json()).toHaveLength(2);
  });
});
