import { asc, eq } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { describe, expect, it } from 'vitest';
import {
  LISTING_HIDE_REASONS,
  LISTING_MODERATION_MESSAGES,
  hiddenByModeratorsLine,
} from '#contract/listing-moderation.js';
import { signInAsNewAdmin } from '#tests/setup/admin.js';
import { sendAs, signInMemberOfType } from '#tests/setup/http.js';
import { useSmtpServer } from '#tests/setup/smtp-server.js';
import { useTestApp } from '#tests/setup/test-app.js';
import { insertHorse } from '#server/db/factories.js';
import { horses, reports } from '#server/db/schema/index.js';

const smtp = useSmtpServer();
const ctx = useTestApp({ env: () => ({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://stablemates.example' }) });

const toOwner = (subject: string) => (mail: ParsedMail) =>
  (mail.to && 'text' in mail.to ? mail.to.text : '').includes('olly@example.test') &&
  (mail.subject ?? '').includes(subject);

const publicStatus = async (id: number) =>
  (await ctx.app.inject({ method: 'GET', url: `/api/horses/${id}` })).statusCode;
const browseIds = async () =>
  ((await ctx.app.inject({ method: 'GET', url: '/api/horses' })).json() as { id: number }[]).map((h) => h.id);

/** Runs the minute jobs as if `seconds` had passed. */
const minuteJobsAfter = (seconds: number) =>
  Promise.all(ctx.app.minuteJobs.map((job) => job.run(new Date(Date.now() + seconds * 1000))));

/** An owner with a listed horse, a rider who reported it, and two admins. */
async function scene() {
  const owner = await signInMemberOfType(ctx.app, ctx.db, 'olly@example.test', 'owner');
  const rider = await signInMemberOfType(ctx.app, ctx.db, 'ella@example.test', 'enthusiast');
  const horse = await insertHorse(ctx.db, { ownerId: owner.user.id, name: 'Bramble' });
  const admin = (await signInAsNewAdmin(ctx.app, ctx.db, 'warden')).cookie;
  const other = (await signInAsNewAdmin(ctx.app, ctx.db, 'steward')).cookie;
  const act = (cookie: string, what: 'hide' | 'unhide' | 'undo-hide', body?: object, id = horse.id) =>
    sendAs(ctx.app, cookie, 'POST', `/api/admin/horses/${id}/${what}`, body);
  const bell = async () =>
    (await sendAs(ctx.app, owner.cookie, 'GET', '/api/notices')).json() as {
      notices: { words: string; link: string }[];
    };
  const ownList = async () =>
    (await sendAs(ctx.app, owner.cookie, 'GET', `/api/horses?ownerId=${owner.user.id}`)).json() as {
      id: number;
      hiddenByModerators?: { reason: string; note: string | null };
    }[];
  const log = async () => (await sendAs(ctx.app, admin, 'GET', '/api/admin/audit-log')).json();
  return { owner, rider, horse, admin, other, act, bell, ownList, log };
}

describe('a moderator hides a listing', () => {
  it('answers only admins: 401 for a visitor and a member, and nothing changes', async () => {
    const { owner, horse } = await scene();
    for (const what of ['hide', 'unhide', 'undo-hide']) {
      const url = `/api/admin/horses/${horse.id}/${what}`;
      const payload = { reason: 'misleading' };
      expect((await ctx.app.inject({ method: 'POST', url, payload })).statusCode).toBe(401);
      expect((await sendAs(ctx.app, owner.cookie, 'POST', url, payload)).statusCode).toBe(401);
    }
    expect(await publicStatus(horse.id)).toBe(200);
  });

  it('refuses bad input with 400 and an unknown horse with 404, storing nothing', async () => {
    const { horse, admin, act, log } = await scene();
    for (const body of [{}, { reason: 'ugly' }, { reason: 'other', note: 'x'.repeat(1001) }, { reason: 7 }]) {
      const res = await act(admin, 'hide', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await act(admin, 'hide', {})).json().fieldErrors.reason).toEqual([
      LISTING_MODERATION_MESSAGES.reasonRequired,
    ]);
    expect((await act(admin, 'unhide', { note: 'x'.repeat(1001) })).statusCode).toBe(400);
    expect(
      (await sendAs(ctx.app, admin, 'POST', '/api/admin/horses/abc/hide', { reason: 'other' })).statusCode,
    ).toBe(400);
    const missing = await act(admin, 'hide', { reason: 'other' }, 999_999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(LISTING_MODERATION_MESSAGES.horseNotFound);
    expect(await publicStatus(horse.id)).toBe(200);
    expect(await log()).toEqual([]);
    const [row] = await ctx.db.select().from(horses).where(eq(horses.id, horse.id));
    expect(row).toMatchObject({ hiddenAt: null, hiddenReason: null, hiddenNoticeDueAt: null });
  });

  it('hides it from everyone but its owner, settles its reports, logs it, and tells the owner after the minute', async () => {
    const { owner, rider, horse, admin, act, bell, ownList, log } = await scene();
    const reported = await sendAs(ctx.app, rider.cookie, 'POST', '/api/reports', {
      targetType: 'horse',
      targetId: horse.id,
      reason: 'fake-profile',
    });
    const note = 'The photos are of another horse.';
    const res = await act(admin, 'hide', { reason: 'misleading', note: `  ${note} ` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ horseId: horse.id, hidden: true, undoMsLeft: expect.any(Number) });
    expect(res.json().undoMsLeft).toBeGreaterThan(50_000);

    // Gone for the public and other members.
    expect(await publicStatus(horse.id)).toBe(404);
    expect(await browseIds()).not.toContain(horse.id);
    expect((await sendAs(ctx.app, rider.cookie, 'GET', `/api/horses/${horse.id}`)).statusCode).toBe(404);
    // Its owner still has it in My Horses, with why.
    expect(await ownList()).toEqual([
      expect.objectContaining({
        id: horse.id,
        hiddenByModerators: expect.objectContaining({ reason: 'misleading', note }),
      }),
    ]);
    const own = await sendAs(ctx.app, owner.cookie, 'GET', `/api/horses/${horse.id}`);
    expect(own.json().hiddenByModerators).toMatchObject({ reason: 'misleading', note });
    // The owner's public profile shows no one else the horse.
    const profile = await sendAs(ctx.app, rider.cookie, 'GET', `/api/horses?ownerId=${owner.user.id}`);
    expect(profile.json()).toEqual([]);

    const closed = (await sendAs(ctx.app, admin, 'GET', '/api/admin/reports?status=closed')).json();
    expect(closed).toEqual([
      expect.objectContaining({ id: reported.json().id, status: 'hidden', hidden: true }),
    ]);
    expect((await log())[0]).toMatchObject({
      action: 'listing.hidden',
      targetType: 'horse',
      targetId: horse.id,
      detail: { reason: 'misleading', note, reportsClosed: [reported.json().id] },
      horse: { id: horse.id, name: 'Bramble' },
      member: { id: owner.user.id },
    });

    const again = await act(admin, 'hide', { reason: 'other' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(LISTING_MODERATION_MESSAGES.alreadyHidden);

    // Nothing reaches the owner within the undo minute...
    await minuteJobsAfter(30);
    expect((await bell()).notices).toEqual([]);
    // ...and once it has passed, the bell and an e-mail say why and what to do; once.
    await minuteJobsAfter(61);
    await minuteJobsAfter(120);
    const { label, whatToDo } = LISTING_HIDE_REASONS.misleading;
    expect((await bell()).notices).toEqual([
      expect.objectContaining({
        words: `Our moderators have hidden your listing of Bramble: ${label}`,
        link: '/my-profile?section=horses',
      }),
    ]);
    const mail = await smtp.waitForMessage(toOwner('Our moderators have hidden your listing of Bramble'));
    expect(mail.text).toContain(`Why: ${label}.`);
    expect(mail.text).toContain(`Our moderator added: ${note}`);
    expect(mail.text).toContain(`What to do: ${whatToDo}`);
    expect(smtp.messages.filter(toOwner('have hidden your listing'))).toHaveLength(1);
    expect(hiddenByModeratorsLine('misleading')).toBe(`Hidden by our moderators: ${label} · ${whatToDo}`);
  });
});

describe('undoing a hide', () => {
  it('is for the admin who hid it, within the minute: shown again, logged, and the owner never told', async () => {
    const { horse, admin, other, act, bell, ownList, log } = await scene();
    const mailsBefore = smtp.messages.length;
    await act(admin, 'hide', { reason: 'duplicate' });
    const notMine = await act(other, 'undo-hide');
    expect(notMine.statusCode).toBe(409);
    expect(notMine.json().message).toBe(LISTING_MODERATION_MESSAGES.undoTooLate);

    const res = await act(admin, 'undo-hide');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ horseId: horse.id, hidden: false, undoMsLeft: 0, reportsReopened: 0 });
    expect(await publicStatus(horse.id)).toBe(200);
    expect(await browseIds()).toContain(horse.id);
    expect((await ownList())[0]?.hiddenByModerators).toBeUndefined();
    expect((await log())[0]).toMatchObject({
      action: 'listing.hide-undone',
      detail: { reason: 'duplicate', reportsReopened: 0 },
    });

    await minuteJobsAfter(120);
    expect((await bell()).notices).toEqual([]);
    expect(smtp.messages.length).toBe(mailsBefore);
    // Nothing left to undo.
    expect((await act(admin, 'undo-hide')).json().message).toBe(LISTING_MODERATION_MESSAGES.notHidden);
  });

  it('opens again exactly the reports that hide settled: not those settled before, nor those of another horse', async () => {
    const { owner, rider, horse, admin, act, log } = await scene();
    const finn = await signInMemberOfType(ctx.app, ctx.db, 'finn@example.test', 'enthusiast');
    const gus = await signInMemberOfType(ctx.app, ctx.db, 'gus@example.test', 'enthusiast');
    const clover = await insertHorse(ctx.db, { ownerId: owner.user.id, name: 'Clover' });
    const report = async (cookie: string, targetId = horse.id) => {
      const res = await sendAs(ctx.app, cookie, 'POST', '/api/reports', {
        targetType: 'horse',
        targetId,
        reason: 'fake-profile',
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().id as number;
    };
    // Settled before: one dismissed, one by an earlier hide of the same admin, since shown again.
    const dismissed = await report(gus.cookie);
    await sendAs(ctx.app, admin, 'POST', `/api/admin/reports/${dismissed}/decision`, { action: 'dismiss' });
    const earlierHide = await report(gus.cookie);
    expect((await act(admin, 'hide', { reason: 'other' })).statusCode).toBe(200);
    expect((await act(admin, 'unhide', {})).statusCode).toBe(200);
    // Open when the hide comes: two about the horse, one about another horse.
    const first = await report(rider.cookie);
    const second = await report(finn.cookie);
    const otherHorse = await report(rider.cookie, clover.id);
    const rows = () => ctx.db.select().from(reports).orderBy(asc(reports.id));
    const before = await rows();

    expect((await act(admin, 'hide', { reason: 'misleading' })).statusCode).toBe(200);
    const settled = await rows();
    expect(settled.filter((row) => row.status === 'hidden').map((row) => row.id)).toEqual([
      earlierHide,
      first,
      second,
    ]);

    const res = await act(admin, 'undo-hide');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ hidden: false, reportsReopened: 2 });
    // The two are as they were before the hide (open, undecided); every other report is untouched.
    expect(await rows()).toEqual(before);
    expect(before.find((row) => row.id === first)).toMatchObject({
      status: 'open',
      decidedAt: null,
      decidedBy: null,
    });
    const open = (await sendAs(ctx.app, admin, 'GET', '/api/admin/reports?status=open')).json() as {
      id: number;
      hidden: boolean;
    }[];
    expect(open.map((row) => row.id).sort((a, b) => a - b)).toEqual([first, second, otherHorse]);
    expect(open.every((row) => !row.hidden)).toBe(true);
    expect((await log())[0]).toMatchObject({
      action: 'listing.hide-undone',
      targetId: horse.id,
      detail: { reason: 'misleading', reportsReopened: 2 },
    });
    const metrics = (await sendAs(ctx.app, admin, 'GET', '/api/admin/metrics')).json();
    expect(metrics.openReportsCount).toBe(3);
  });

  it('leaves a report the hide settled that was decided again since, or whose reporter reported the horse again', async () => {
    const { rider, horse, admin, act, log } = await scene();
    const finn = await signInMemberOfType(ctx.app, ctx.db, 'finn@example.test', 'enthusiast');
    const report = async (cookie: string) =>
      (
        await sendAs(ctx.app, cookie, 'POST', '/api/reports', {
          targetType: 'horse',
          targetId: horse.id,
          reason: 'spam',
        })
      ).json().id as number;
    const decidedAgain = await report(rider.cookie);
    const reportedAgain = await report(finn.cookie);
    await act(admin, 'hide', { reason: 'other' });
    // Neither can happen through the site within the minute (only open reports are decided, and a hidden
    // horse cannot be reported), so the rows are written as if it had.
    const later = new Date(Date.now() + 1000);
    await ctx.db
      .update(reports)
      .set({ status: 'dismissed', decidedAt: later })
      .where(eq(reports.id, decidedAgain));
    const [again] = await ctx.db
      .insert(reports)
      .values({
        reporterId: finn.user.id,
        reportedUserId: horse.ownerId,
        targetType: 'horse',
        targetId: horse.id,
        reason: 'spam',
      })
      .returning();

    const res = await act(admin, 'undo-hide');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().reportsReopened).toBe(0);
    const byId = new Map((await ctx.db.select().from(reports)).map((row) => [row.id, row]));
    expect(byId.get(decidedAgain)).toMatchObject({ status: 'dismissed', decidedAt: later });
    expect(byId.get(reportedAgain)?.status).toBe('hidden');
    expect(byId.get(again?.id ?? 0)?.status).toBe('open');
    expect((await log())[0]).toMatchObject({ action: 'listing.hide-undone', detail: { reportsReopened: 0 } });
  });

  it('is refused once the minute has passed', async () => {
    const { horse, admin, act } = await scene();
    await act(admin, 'hide', { reason: 'inappropriate' });
    await ctx.db
      .update(horses)
      .set({ hiddenByModeratorsAt: new Date(Date.now() - 61_000) })
      .where(eq(horses.id, horse.id));
    const late = await act(admin, 'undo-hide');
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(LISTING_MODERATION_MESSAGES.undoTooLate);
    expect(await publicStatus(horse.id)).toBe(404);
  });
});

describe('unhiding after the minute', () => {
  it('reopens no report: the hide stands as a decision, and the listing is shown again by another', async () => {
    const { rider, horse, admin, act, log } = await scene();
    const reported = await sendAs(ctx.app, rider.cookie, 'POST', '/api/reports', {
      targetType: 'horse',
      targetId: horse.id,
      reason: 'fake-profile',
    });
    await act(admin, 'hide', { reason: 'misleading' });
    await ctx.db
      .update(horses)
      .set({ hiddenByModeratorsAt: new Date(Date.now() - 61_000) })
      .where(eq(horses.id, horse.id));
    expect((await act(admin, 'undo-hide')).statusCode).toBe(409);
    const res = await act(admin, 'unhide', {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ horseId: horse.id, hidden: false, undoMsLeft: 0 });
    const [row] = await ctx.db.select().from(reports).where(eq(reports.id, reported.json().id));
    expect(row).toMatchObject({ status: 'hidden', decidedBy: expect.any(Number) });
    expect((await sendAs(ctx.app, admin, 'GET', '/api/admin/reports?status=open')).json()).toEqual([]);
    const entry = (await log())[0];
    expect(entry).toMatchObject({ action: 'listing.unhidden' });
    expect(entry.detail).not.toHaveProperty('reportsReopened');
  });
});

describe('unhiding a listing', () => {
  it('shows it again at any time, logs the note, and tells an owner who was told of the hide', async () => {
    const { horse, admin, other, act, bell, log } = await scene();
    const notHidden = await act(admin, 'unhide', {});
    expect(notHidden.statusCode).toBe(409);
    expect(notHidden.json().message).toBe(LISTING_MODERATION_MESSAGES.notHidden);

    await act(admin, 'hide', { reason: 'contact-details' });
    await minuteJobsAfter(61);
    const res = await act(other, 'unhide', { note: 'Owner removed the phone number' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ horseId: horse.id, hidden: false, undoMsLeft: 0 });
    expect(await publicStatus(horse.id)).toBe(200);
    expect((await log())[0]).toMatchObject({
      action: 'listing.unhidden',
      detail: { reason: 'contact-details', note: 'Owner removed the phone number' },
    });
    expect((await bell()).notices[0]?.words).toBe('Our moderators have shown your listing of Bramble again');
    const mail = await smtp.waitForMessage(toOwner('shown your listing of Bramble again'));
    expect(mail.text).toContain('Bramble is back in search results');
  });

  it("stays hidden through the owner's suspension: lifting it leaves the moderators' hide, which Unhide then ends", async () => {
    const { owner, horse, admin, act } = await scene();
    const other = await insertHorse(ctx.db, { ownerId: owner.user.id, name: 'Clover' });
    await act(admin, 'hide', { reason: 'asks-for-money' });
    await sendAs(ctx.app, admin, 'POST', `/api/admin/users/${owner.user.id}/suspend`, { reason: 'Money' });
    const refused = await act(admin, 'unhide', {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(LISTING_MODERATION_MESSAGES.ownerSuspended);

    await sendAs(ctx.app, admin, 'POST', `/api/admin/users/${owner.user.id}/unsuspend`, { reason: 'Appeal' });
    expect(await publicStatus(other.id)).toBe(200);
    expect(await publicStatus(horse.id)).toBe(404);
    const listings = (await sendAs(ctx.app, admin, 'GET', `/api/admin/users/${owner.user.id}/horses`)).json();
    expect(listings).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          id: horse.id,
          hidden: true,
          hiddenByModerators: expect.objectContaining({ reason: 'asks-for-money' }),
        }),
        expect.objectContaining({ id: other.id, hidden: false, hiddenByModerators: null }),
      ]),
    );
    expect((await act(admin, 'unhide', {})).statusCode).toBe(200);
    expect(await publicStatus(horse.id)).toBe(200);
  });

  it('a report\'s bare Hide hides the horse for "other" reasons, which Unhide ends', async () => {
    const { rider, horse, admin, act, ownList } = await scene();
    const reported = await sendAs(ctx.app, rider.cookie, 'POST', '/api/reports', {
      targetType: 'horse',
      targetId: horse.id,
      reason: 'spam',
    });
    const id = reported.json().id as number;
    const decided = await sendAs(ctx.app, admin, 'POST', `/api/admin/reports/${id}/decision`, {
      action: 'hide',
    });
    expect(decided.json()).toEqual({ id, status: 'hidden' });
    expect((await ownList())[0]?.hiddenByModerators?.reason).toBe('other');
    expect((await act(admin, 'unhide', {})).statusCode).toBe(200);
    expect(await publicStatus(horse.id)).toBe(200);
  });

  it("a report's bare Hide, undone, leaves that report open again", async () => {
    const { rider, admin, act, horse } = await scene();
    const id = (
      await sendAs(ctx.app, rider.cookie, 'POST', '/api/reports', {
        targetType: 'horse',
        targetId: horse.id,
        reason: 'spam',
      })
    ).json().id as number;
    await sendAs(ctx.app, admin, 'POST', `/api/admin/reports/${id}/decision`, { action: 'hide' });
    expect((await act(admin, 'undo-hide')).json().reportsReopened).toBe(1);
    const open = (await sendAs(ctx.app, admin, 'GET', '/api/admin/reports?status=open')).json();
    expect(open).toEqual([expect.objectContaining({ id, status: 'open', hidden: false })]);
  });
});
