import { eq } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from '#contract/admin.js';
import { SAFETY_MESSAGES } from '#contract/safety.js';
import { signInAsNewAdmin } from '#tests/setup/admin.js';
import { sendAs, signInMemberOfType } from '#tests/setup/http.js';
import { useSmtpServer } from '#tests/setup/smtp-server.js';
import { useTestApp } from '#tests/setup/test-app.js';
import { DEFAULT_PASSWORD, insertHorse, insertUser } from '#server/db/factories.js';
import { users } from '#server/db/schema/index.js';

const smtp = useSmtpServer();
const ctx = useTestApp({ env: () => ({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://stablemates.example' }) });

const to = (address: string, subject: string) => (mail: ParsedMail) =>
  (mail.to && 'text' in mail.to ? mail.to.text : '').includes(address) &&
  (mail.subject ?? '').includes(subject);

const login = (email: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: DEFAULT_PASSWORD } });

const publicHorse = async (id: number) =>
  (await ctx.app.inject({ method: 'GET', url: `/api/horses/${id}` })).statusCode;

/** An owner with a listed horse and a horse already hidden for a report of its own, a rider, an admin. */
async function scene() {
  const owner = await signInMemberOfType(ctx.app, ctx.db, 'olly@example.test', 'owner');
  const rider = await signInMemberOfType(ctx.app, ctx.db, 'ella@example.test', 'enthusiast');
  const listed = await insertHorse(ctx.db, {
    ownerId: owner.user.id,
    name: 'Bramble',
    images: ['/uploads/horses/a.webp', '/uploads/horses/b.webp'],
    imageApprovalStatus: ['approved', 'pending'],
  });
  const hiddenEarlier = await insertHorse(ctx.db, {
    ownerId: owner.user.id,
    name: 'Thistle',
    hiddenAt: new Date(Date.now() - 60_000),
  });
  const admin = await signInAsNewAdmin(ctx.app, ctx.db);
  return { owner, rider, listed, hiddenEarlier, admin: admin.cookie };
}

describe('suspending and restoring a member from the Users tab', () => {
  it('answers only admins: 401 for a visitor and for a member, whatever the body', async () => {
    const { owner, rider } = await scene();
    for (const path of ['suspend', 'unsuspend', 'resend-confirmation']) {
      const url = `/api/admin/users/${owner.user.id}/${path}`;
      const payload = { reason: 'Testing' };
      expect((await ctx.app.inject({ method: 'POST', url, payload })).statusCode).toBe(401);
      expect((await sendAs(ctx.app, rider.cookie, 'POST', url, payload)).statusCode).toBe(401);
    }
    const horsesUrl = `/api/admin/users/${owner.user.id}/horses`;
    expect((await ctx.app.inject({ method: 'GET', url: horsesUrl })).statusCode).toBe(401);
    expect((await sendAs(ctx.app, owner.cookie, 'GET', horsesUrl)).statusCode).toBe(401);
    // Nothing changed.
    expect((await login('olly@example.test')).statusCode).toBe(200);
  });

  it('suspends with a reason: signed out, no sign-in, listings hidden, reason mailed, logged; once', async () => {
    const { owner, listed, admin } = await scene();
    const suspend = (body: object, id = owner.user.id) =>
      sendAs(ctx.app, admin, 'POST', `/api/admin/users/${id}/suspend`, body);

    for (const body of [{}, { reason: '   ' }, { reason: 'x'.repeat(1001) }, { reason: 42 }]) {
      const res = await suspend(body);
      expect(res.statusCode).toBe(400);
    }
    expect((await suspend({ reason: 'x' }, 999_999)).statusCode).toBe(404);
    expect((await login('olly@example.test')).statusCode).toBe(200);

    const reason = 'Several members told us you asked them for money.';
    const res = await suspend({ reason: `  ${reason} ` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ userId: owner.user.id, suspendedAt: expect.any(String) });

    expect((await sendAs(ctx.app, owner.cookie, 'GET', '/api/auth/me')).statusCode).toBe(401);
    const refused = await login('olly@example.test');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(SAFETY_MESSAGES.suspended);
    expect(await publicHorse(listed.id)).toBe(404);

    const mail = await smtp.waitForMessage(to('olly@example.test', 'has been suspended'));
    expect(mail.text).toContain('After a review, our team has suspended your account.');
    expect(mail.text).toContain(reason);

    const log = (await sendAs(ctx.app, admin, 'GET', '/api/admin/audit-log')).json();
    expect(log[0]).toMatchObject({
      action: 'member.suspended',
      targetId: owner.user.id,
      detail: { reason },
      member: { id: owner.user.id, name: `${owner.user.firstName} Tester`, deleted: false },
    });

    const again = await suspend({ reason });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(ADMIN_MESSAGES.alreadySuspended);
    const listed2 = (await sendAs(ctx.app, admin, 'GET', `/api/admin/users?id=${owner.user.id}`)).json();
    expect(listed2).toEqual([
      expect.objectContaining({ id: owner.user.id, suspendedAt: expect.any(String) }),
    ]);
  });

  it('lifts a suspension: sign-in again, the listings hidden with it come back, an earlier hidden one stays', async () => {
    const { owner, listed, hiddenEarlier, admin } = await scene();
    const unsuspend = (body: object) =>
      sendAs(ctx.app, admin, 'POST', `/api/admin/users/${owner.user.id}/unsuspend`, body);

    const notYet = await unsuspend({ reason: 'Appeal upheld' });
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json().message).toBe(ADMIN_MESSAGES.notSuspended);

    await sendAs(ctx.app, admin, 'POST', `/api/admin/users/${owner.user.id}/suspend`, { reason: 'Rude' });
    expect((await unsuspend({})).statusCode).toBe(400);
    expect((await login('olly@example.test')).statusCode).toBe(403);

    const res = await unsuspend({ reason: 'Appeal upheld after a phone call' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ userId: owner.user.id, suspendedAt: null });
    expect((await login('olly@example.test')).statusCode).toBe(200);
    expect(await publicHorse(listed.id)).toBe(200);
    expect(await publicHorse(hiddenEarlier.id)).toBe(404);

    const mail = await smtp.waitForMessage(to('olly@example.test', 'is open again'));
    expect(mail.text).toContain('lifted the suspension');
    const log = (await sendAs(ctx.app, admin, 'GET', '/api/admin/audit-log')).json();
    expect(log[0]).toMatchObject({
      action: 'member.unsuspended',
      targetId: owner.user.id,
      detail: { reason: 'Appeal upheld after a phone call', listingsShown: 1 },
    });
  });

  it('refuses to act on a member who deleted their account, and names them "Deleted member"', async () => {
    const { owner, admin } = await scene();
    await sendAs(ctx.app, admin, 'POST', `/api/admin/users/${owner.user.id}/suspend`, { reason: 'Rude' });
    await ctx.db
      .update(users)
      .set({ deletedAt: new Date(), firstName: 'Deleted', lastName: 'member' })
      .where(eq(users.id, owner.user.id));
    const res = await sendAs(ctx.app, admin, 'POST', `/api/admin/users/${owner.user.id}/unsuspend`, {
      reason: 'Appeal',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(ADMIN_MESSAGES.memberDeleted);
    const log = (await sendAs(ctx.app, admin, 'GET', '/api/admin/audit-log')).json();
    expect(log[0].member).toEqual({ id: owner.user.id, name: 'Deleted member', deleted: true });
  });
});

describe("a member's listings for the admin", () => {
  it('lists every horse of the member, hidden ones too, with its photo counts', async () => {
    const { owner, rider, listed, hiddenEarlier, admin } = await scene();
    const res = await sendAs(ctx.app, admin, 'GET', `/api/admin/users/${owner.user.id}/horses`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const byName = Object.fromEntries((res.json() as { name: string }[]).map((horse) => [horse.name, horse]));
    expect(byName).toEqual({
      Bramble: expect.objectContaining({ id: listed.id, hidden: false, photoCount: 2, pendingPhotoCount: 1 }),
      Thistle: expect.objectContaining({ id: hiddenEarlier.id, hidden: true, photoCount: 0 }),
    });
    expect((await sendAs(ctx.app, admin, 'GET', `/api/admin/users/${rider.user.id}/horses`)).json()).toEqual(
      [],
    );
    expect((await sendAs(ctx.app, admin, 'GET', '/api/admin/users/999999/horses')).statusCode).toBe(404);
    expect((await sendAs(ctx.app, admin, 'GET', '/api/admin/users/abc/horses')).statusCode).toBe(400);
  });
});

describe('resending the confirmation link', () => {
  it('sends a new link to an unconfirmed member, logs it, and refuses a confirmed one', async () => {
    const admin = (await signInAsNewAdmin(ctx.app, ctx.db)).cookie;
    const unconfirmed = await insertUser(ctx.db, { email: 'new@example.test', emailVerifiedAt: null });
    const confirmed = await insertUser(ctx.db, { email: 'done@example.test' });
    const resend = (id: number) =>
      sendAs(ctx.app, admin, 'POST', `/api/admin/users/${id}/resend-confirmation`);

    const res = await resend(unconfirmed.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(ADMIN_MESSAGES.verificationMailResent);
    const mail = await smtp.waitForMessage(to('new@example.test', 'Confirm your e-mail'));
    const link = mail.text?.match(/https:\/\/stablemates\.example\/\S+/)?.[0] ?? '';
    const url = new URL(link);
    const opened = await ctx.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(opened.headers.location).toContain('result=confirmed');

    const done = await resend(confirmed.id);
    expect(done.statusCode).toBe(409);
    expect(done.json().message).toBe(ADMIN_MESSAGES.emailAlreadyConfirmed);
    expect((await resend(999_999)).statusCode).toBe(404);

    const log = (await sendAs(ctx.app, admin, 'GET', '/api/admin/audit-log')).json();
    expect(log[0]).toMatchObject({
      action: 'member.confirmation-mail-resent',
      targetId: unconfirmed.id,
      member: { id: unconfirmed.id },
    });
  });

  it('sends at most three links an hour to one member, whichever admin asks', async () => {
    const first = (await signInAsNewAdmin(ctx.app, ctx.db, 'first')).cookie;
    const second = (await signInAsNewAdmin(ctx.app, ctx.db, 'second')).cookie;
    const member = await insertUser(ctx.db, { email: 'slow@example.test', emailVerifiedAt: null });
    const other = await insertUser(ctx.db, { email: 'other@example.test', emailVerifiedAt: null });
    const url = (id: number) => `/api/admin/users/${id}/resend-confirmation`;
    for (const cookie of [first, second, first]) {
      expect((await sendAs(ctx.app, cookie, 'POST', url(member.id))).statusCode).toBe(200);
    }
    expect((await sendAs(ctx.app, second, 'POST', url(member.id))).statusCode).toBe(429);
    expect((await sendAs(ctx.app, second, 'POST', url(other.id))).statusCode).toBe(200);
  });
});

describe('open reports on the dashboard', () => {
  it('counts open reports and animal-welfare concerns, and puts those first in the queue', async () => {
    const { owner, rider, listed, admin } = await scene();
    const stranger = await signInMemberOfType(ctx.app, ctx.db, 'sam@example.test', 'enthusiast');
    const report = (cookie: string, body: object) => sendAs(ctx.app, cookie, 'POST', '/api/reports', body);
    expect(
      (await report(rider.cookie, { targetType: 'member', targetId: owner.user.id, reason: 'spam' }))
        .statusCode,
    ).toBe(201);
    await report(stranger.cookie, { targetType: 'horse', targetId: listed.id, reason: 'animal-welfare' });

    const metrics = (await sendAs(ctx.app, admin, 'GET', '/api/admin/metrics')).json();
    expect(metrics).toMatchObject({ openReportsCount: 2, openAnimalWelfareReportsCount: 1 });
    const queue = (await sendAs(ctx.app, admin, 'GET', '/api/admin/reports?status=open')).json();
    expect(queue.map((r: { reason: string }) => r.reason)).toEqual(['animal-welfare', 'spam']);

    // Suspending the owner settles both: the card goes back to nothing waiting.
    await sendAs(ctx.app, admin, 'POST', `/api/admin/users/${owner.user.id}/suspend`, { reason: 'Neglect' });
    const after = (await sendAs(ctx.app, admin, 'GET', '/api/admin/metrics')).json();
    expect(after).toMatchObject({ openReportsCount: 0, openAnimalWelfareReportsCount: 0 });
  });
});
