import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, londonToday } from '#contract/rules/calendar-days.js';
import { SAFETY_MESSAGES } from '#contract/safety.js';
import { signInAsNewAdmin } from '#tests/setup/admin.js';
import { sendAs, signInMemberOfType } from '#tests/setup/http.js';
import { useSmtpServer } from '#tests/setup/smtp-server.js';
import { useTestApp } from '#tests/setup/test-app.js';
import { countRows } from '#server/db/count-rows.js';
import {
  DEFAULT_PASSWORD,
  insertHorse,
  insertMessage,
  insertRequest,
  insertReview,
} from '#server/db/factories.js';
import { horses, sessions } from '#server/db/schema/index.js';
import { recountHorseRating } from '#server/features/horses/index.js';

const smtp = useSmtpServer();
const ctx = useTestApp({ env: () => ({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://stablemates.example' }) });

/** An owner with a horse, a rider who wrote to the owner and reviewed the horse, and a third member. */
async function scene() {
  const owner = await signInMemberOfType(ctx.app, ctx.db, 'olly@example.test', 'owner');
  const rider = await signInMemberOfType(ctx.app, ctx.db, 'ella@example.test', 'enthusiast');
  const stranger = await signInMemberOfType(ctx.app, ctx.db, 'sam@example.test', 'enthusiast');
  const horse = await insertHorse(ctx.db, { ownerId: owner.user.id, name: 'Bramble' });
  const message = await insertMessage(ctx.db, {
    senderId: rider.user.id,
    receiverId: owner.user.id,
    content: 'Send me your bank details',
  });
  // A review that counts stands on a visit (docs/decisions/0021).
  const visit = await insertRequest(ctx.db, {
    horseId: horse.id,
    requesterId: rider.user.id,
    ownerId: owner.user.id,
    status: 'accepted',
    startDate: '2026-01-05',
    endDate: '2026-01-05',
  });
  const review = await insertReview(ctx.db, {
    reviewerId: rider.user.id,
    horseId: horse.id,
    requestId: visit.id,
    visitOn: '2026-01-05',
    rating: 1,
    comment: 'Rude words here',
  });
  await recountHorseRating(ctx.db, horse.id);
  const admin = await signInAsNewAdmin(ctx.app, ctx.db);
  return { owner, rider, stranger, horse, message, review, admin: admin.cookie };
}

const report = (cookie: string, targetType: string, targetId: number, reason = 'harassment') =>
  sendAs(ctx.app, cookie, 'POST', '/api/reports', { targetType, targetId, reason, detail: 'Please look' });
const decide = (cookie: string, id: number, body: object) =>
  sendAs(ctx.app, cookie, 'POST', `/api/admin/reports/${id}/decision`, body);
const queue = async (cookie: string, status = 'open') =>
  (await sendAs(ctx.app, cookie, 'GET', `/api/admin/reports?status=${status}`)).json();

describe('reporting', () => {
  it('takes a report from a member who can see the item, once, and refuses everyone else', async () => {
    const { owner, rider, stranger, message, admin } = await scene();
    const signedOut = await ctx.app.inject({
      method: 'POST',
      url: '/api/reports',
      payload: { targetType: 'message', targetId: message.id, reason: 'spam' },
    });
    expect(signedOut.statusCode).toBe(401);
    // An admin session is not a member session.
    expect((await report(admin, 'message', message.id)).statusCode).toBe(401);

    const made = await report(owner.cookie, 'message', message.id);
    expect(made.statusCode).toBe(201);
    expect(made.json().message).toBe(SAFETY_MESSAGES.reported);
    const again = await report(owner.cookie, 'message', message.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(SAFETY_MESSAGES.alreadyReported);
    // Someone else's conversation does not exist for them.
    expect((await report(stranger.cookie, 'message', message.id)).statusCode).toBe(404);
    // The sender cannot report their own words.
    expect((await report(rider.cookie, 'message', message.id)).statusCode).toBe(400);
    expect((await report(owner.cookie, 'member', owner.user.id)).json().message).toBe(
      SAFETY_MESSAGES.reportSelf,
    );
    expect((await report(owner.cookie, 'member', 999999)).statusCode).toBe(404);
    expect((await report(owner.cookie, 'member', rider.user.id, 'not-a-reason')).statusCode).toBe(400);
    expect((await report(owner.cookie, 'pony', rider.user.id)).statusCode).toBe(400);
  });

  it('shows open reports to admins only, with who reported whom and what', async () => {
    const { owner, rider, message, admin } = await scene();
    await report(owner.cookie, 'message', message.id);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/reports' })).statusCode).toBe(401);
    expect((await sendAs(ctx.app, owner.cookie, 'GET', '/api/admin/reports')).statusCode).toBe(401);
    expect((await sendAs(ctx.app, rider.cookie, 'GET', '/api/admin/reports')).statusCode).toBe(401);
    const res = await sendAs(ctx.app, admin, 'GET', '/api/admin/reports');
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('1');
    expect(res.json()).toEqual([
      {
        id: expect.any(Number),
        targetType: 'message',
        targetId: message.id,
        reason: 'harassment',
        detail: 'Please look',
        status: 'open',
        createdAt: expect.any(String),
        reporter: { id: owner.user.id, firstName: owner.user.firstName, lastName: owner.user.lastName },
        reported: {
          id: rider.user.id,
          firstName: rider.user.firstName,
          lastName: rider.user.lastName,
          suspended: false,
        },
        excerpt: 'Send me your bank details',
        hidden: false,
      },
    ]);
    // Members cannot decide either.
    const id = res.json()[0].id as number;
    expect((await decide(owner.cookie, id, { action: 'dismiss' })).statusCode).toBe(401);
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: `/api/admin/reports/${id}/decision`,
          payload: { action: 'dismiss' },
        })
      ).statusCode,
    ).toBe(401);
  });
});

describe('an admin decides a report', () => {
  it('hides a message from both members, closes the report and writes the audit log', async () => {
    const { owner, rider, message, admin } = await scene();
    const id = (await report(owner.cookie, 'message', message.id)).json().id as number;
    const thread = async (me: { cookie: string; user: { id: number } }, other: number) =>
      (
        await sendAs(ctx.app, me.cookie, 'GET', `/api/messages?userId=${me.user.id}&otherUserId=${other}`)
      ).json();
    expect(await thread(owner, rider.user.id)).toHaveLength(1);

    const res = await decide(admin, id, { action: 'hide' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id, status: 'hidden' });
    expect(await thread(owner, rider.user.id)).toEqual([]);
    expect(await thread(rider, owner.user.id)).toEqual([]);
    expect(await queue(admin)).toEqual([]);
    expect((await queue(admin, 'closed'))[0]).toMatchObject({ id, status: 'hidden', hidden: true });
    expect((await decide(admin, id, { action: 'dismiss' })).json().message).toBe(
      SAFETY_MESSAGES.reportClosed,
    );

    const log = (await sendAs(ctx.app, admin, 'GET', '/api/admin/audit-log')).json();
    expect(log[0]).toMatchObject({ action: 'report.hidden', targetType: 'report', targetId: id });
  });

  it('hides a horse listing and a review from everyone but the horse’s owner', async () => {
    const { owner, rider, stranger, horse, review, admin } = await scene();
    const horseReport = (await report(stranger.cookie, 'horse', horse.id)).json().id as number;
    const reviewReport = (await report(owner.cookie, 'review', review.id)).json().id as number;
    const before = await sendAs(ctx.app, owner.cookie, 'GET', `/api/horses/${horse.id}`);
    expect(before.json()).toMatchObject({ rating: 100, reviewCount: 1 });
    expect((await decide(admin, horseReport, { action: 'hide' })).statusCode).toBe(200);
    expect((await decide(admin, reviewReport, { action: 'hide' })).statusCode).toBe(200);

    const list = await ctx.app.inject({ method: 'GET', url: '/api/horses' });
    expect(list.json().map((h: { id: number }) => h.id)).not.toContain(horse.id);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/horses/${horse.id}` })).statusCode).toBe(404);
    expect((await sendAs(ctx.app, rider.cookie, 'GET', `/api/horses/${horse.id}`)).statusCode).toBe(404);
    expect((await sendAs(ctx.app, owner.cookie, 'GET', `/api/horses/${horse.id}`)).statusCode).toBe(200);
    const reviews = await ctx.app.inject({ method: 'GET', url: `/api/reviews?horseId=${horse.id}` });
    expect(reviews.json()).toEqual([]);
    // The one-star review no longer counts in the horse's rating.
    const shown = await sendAs(ctx.app, owner.cookie, 'GET', `/api/horses/${horse.id}`);
    expect(shown.json()).toMatchObject({ rating: 500, reviewCount: 0 });
    // Nor can anyone ask for a visit with it.
    const request = await sendAs(ctx.app, rider.cookie, 'POST', '/api/requests', {
      horseId: horse.id,
      service: 'general-care',
      startDate: addDays(londonToday(), 3),
    });
    expect(request.statusCode).toBe(404);
    // A hidden item cannot be reported again.
    expect((await report(rider.cookie, 'horse', horse.id)).statusCode).toBe(404);
  });

  it('refuses to hide a member: suspension is the action for a member', async () => {
    const { owner, rider, admin } = await scene();
    const id = (await report(owner.cookie, 'member', rider.user.id)).json().id as number;
    const res = await decide(admin, id, { action: 'hide' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(SAFETY_MESSAGES.hideMember);
    const noReason = await decide(admin, id, { action: 'suspend' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().fieldErrors.reason).toEqual([SAFETY_MESSAGES.suspensionReasonRequired]);
    expect((await decide(admin, 999999, { action: 'dismiss' })).statusCode).toBe(404);
  });

  it('dismisses a report, which is logged and changes nothing else', async () => {
    const { owner, rider, admin } = await scene();
    const id = (await report(owner.cookie, 'member', rider.user.id)).json().id as number;
    expect((await decide(admin, id, { action: 'dismiss' })).json()).toEqual({ id, status: 'dismissed' });
    expect((await ctx.app.inject({ method: 'GET', url: `/api/users/${rider.user.id}` })).statusCode).toBe(
      200,
    );
    const log = (await sendAs(ctx.app, admin, 'GET', '/api/admin/audit-log')).json();
    expect(log[0]).toMatchObject({ action: 'report.dismissed', targetId: id });
  });

  it('suspends a member: signed out everywhere, cannot sign in, profile and listings hidden, reason mailed', async () => {
    const { owner, rider, horse, admin } = await scene();
    const id = (await report(rider.cookie, 'member', owner.user.id)).json().id as number;
    const reason = 'Asking riders to pay for rides, which the site does not allow.';
    const res = await decide(admin, id, { action: 'suspend', reason });
    expect(res.json()).toEqual({ id, status: 'suspended' });

    expect((await sendAs(ctx.app, owner.cookie, 'GET', '/api/auth/me')).statusCode).toBe(401);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'olly@example.test', password: DEFAULT_PASSWORD },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json().message).toBe(SAFETY_MESSAGES.suspended);
    // A wrong password still hears only the usual words: suspension is no clue that an account exists.
    const wrong = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'olly@example.test', password: 'Not-The-Password-1' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(await countRows(ctx.db, sessions)).toBe(2);

    expect((await ctx.app.inject({ method: 'GET', url: `/api/users/${owner.user.id}` })).statusCode).toBe(
      404,
    );
    expect((await ctx.app.inject({ method: 'GET', url: `/api/horses/${horse.id}` })).statusCode).toBe(404);

    const mail = await smtp.waitForMessage((m) => m.subject?.includes('has been suspended') ?? false);
    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toContain('olly@example.test');
    expect(mail.text).toContain(reason);

    const log = (await sendAs(ctx.app, admin, 'GET', '/api/admin/audit-log')).json();
    expect(log[0]).toMatchObject({ action: 'member.suspended', targetType: 'user', targetId: owner.user.id });
    expect(log[0].detail).toMatchObject({ reportId: id, reason });
  });
});

describe('account deletion with a report open', () => {
  it('goes ahead: the reports and the reported items stay for the review, the rest goes', async () => {
    const { owner, rider, stranger, horse, message, admin } = await scene();
    await report(owner.cookie, 'message', message.id);
    await report(stranger.cookie, 'member', rider.user.id);
    const horseReport = (await report(rider.cookie, 'horse', horse.id)).json().id as number;
    const other = await insertHorse(ctx.db, { ownerId: owner.user.id, name: 'Clover' });

    for (const member of [rider, owner]) {
      const res = await sendAs(ctx.app, member.cookie, 'DELETE', '/api/users/me', {
        password: DEFAULT_PASSWORD,
      });
      expect(res.statusCode).toBe(200);
    }

    // The operators still see every report with what it is about; the members read as deleted.
    const open = await queue(admin);
    expect(open).toHaveLength(3);
    const excerpts = open.map((item: { excerpt: string | null }) => item.excerpt);
    expect(excerpts).toEqual(expect.arrayContaining(['Send me your bank details', 'Bramble']));
    for (const item of open) expect(item.reported.firstName).toBe('Deleted');

    // The reported horse is kept out of sight; the owner's other horse is gone.
    expect((await ctx.app.inject({ method: 'GET', url: `/api/horses/${horse.id}` })).statusCode).toBe(404);
    expect(await countRows(ctx.db, horses, eq(horses.id, horse.id))).toBe(1);
    expect(await countRows(ctx.db, horses, eq(horses.id, other.id))).toBe(0);
    // Once reviewed, nothing holds the horse any more: it goes.
    expect((await decide(admin, horseReport, { action: 'hide' })).statusCode).toBe(200);
    expect(await countRows(ctx.db, horses, eq(horses.id, horse.id))).toBe(0);
  });
});
