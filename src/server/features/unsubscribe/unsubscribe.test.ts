import { eq } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { addDays, londonToday } from '#contract/rules/calendar-days.js';
import { UNSUBSCRIBE_MESSAGES } from '#contract/unsubscribe.js';
import {
  createMailer,
  signUnsubscribeToken,
  UNSUBSCRIBE_KINDS,
  type UnsubscribeKind,
} from '#server/adapters/mailer/index.js';
import { UNSUBSCRIBE_LINK_DAYS } from '#server/adapters/mailer/unsubscribe-link.js';
import { insertHorse, insertVisit, insertUser } from '#server/db/factories.js';
import { savedSearches, users } from '#server/db/schema/index.js';
import { sendAs, signInMemberOfType, signInNewMember } from '#tests/setup/http.js';
import { useSmtpServer } from '#tests/setup/smtp-server.js';
import { useTestApp } from '#tests/setup/test-app.js';
import { sendSavedSearchDigests } from '../saved/index.js';
import { sendVisitReminders } from '../requests/index.js';

const PUBLIC_URL = 'https://stablemates.test';
const smtp = useSmtpServer();
const ctx = useTestApp({ env: () => ({ SMTP_URL: smtp.url, PUBLIC_URL }) });
const DAY_MS = 24 * 60 * 60 * 1000;

const housekeepingDeps = () => ({
  db: ctx.db,
  mailer: createMailer(ctx.config, () => undefined),
  siteName: 'Stablemates',
  publicUrl: PUBLIC_URL,
  unsubscribeSecret: ctx.config.SESSION_SECRET,
});

/** A header as the mail carries it on the wire (mailparser turns List-* headers into objects). */
function header(mail: ParsedMail, name: string): string | undefined {
  const line = mail.headerLines.find((h) => h.key === name.toLowerCase())?.line;
  return line?.slice(line.indexOf(':') + 1).trim();
}

/** The one-click address in a mail's List-Unsubscribe header, checked for RFC 8058's shape. */
function oneClickOf(mail: ParsedMail): string {
  const value = header(mail, 'List-Unsubscribe') ?? '';
  const link = /^<(https:\/\/stablemates\.test\/unsubscribe\/[^>\s]+)>$/.exec(value)?.[1];
  expect(link, value).toBeDefined();
  expect(header(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
  // The same link is in the words of the mail, for a person whose mail program shows no button.
  expect(mail.text).toContain(link);
  return new URL(link!).pathname;
}

/** What a mailbox provider sends: a form POST from its own servers, with no cookie and a foreign origin. */
const BOUNDARY = 'provider-boundary';
const BODIES = {
  form: { type: 'application/x-www-form-urlencoded', payload: 'List-Unsubscribe=One-Click' },
  // RFC 8058 prefers multipart/form-data.
  multipart: {
    type: `multipart/form-data; boundary=${BOUNDARY}`,
    payload: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${BOUNDARY}--\r\n`,
  },
};
const oneClick = (path: string, body: keyof typeof BODIES = 'form') =>
  ctx.app.inject({
    method: 'POST',
    url: path,
    headers: {
      origin: 'https://mail.provider.test',
      'sec-fetch-site': 'cross-site',
      'content-type': BODIES[body].type,
    },
    payload: BODIES[body].payload,
  });

const preferencesOf = async (id: number) => {
  const [row] = await ctx.db
    .select({ messageNotices: users.messageNotices, visitReminders: users.visitReminders })
    .from(users)
    .where(eq(users.id, id));
  return row;
};

const mailsTo = (email: string, since: number) =>
  smtp.messages.slice(since).filter((m) => m.to && !Array.isArray(m.to) && m.to.text.includes(email));

describe('one-click unsubscribe on recurring mail', () => {
  it('a message notice carries the headers, and its one-click POST turns message notices off for that member only', async () => {
    const sender = await signInMemberOfType(ctx.app, ctx.db, 'ella@example.test', 'enthusiast');
    const away = await signInMemberOfType(ctx.app, ctx.db, 'olly@example.test', 'owner');
    const sent = await sendAs(ctx.app, sender.cookie, 'POST', '/api/messages', {
      receiverId: away.user.id,
      content: 'Is Bramble free on Saturday?',
    });
    expect(sent.statusCode).toBe(201);
    // Still unread 10 minutes later, the notice goes (decision 0052).
    await Promise.all(ctx.app.minuteJobs.map((job) => job.run(new Date(Date.now() + 11 * 60_000))));
    const mail = await smtp.waitForMessage((m) => m.subject?.startsWith('New message from') ?? false);
    const path = oneClickOf(mail);

    const res = await oneClick(path);
    expect(res.statusCode, res.body).toBe(204);
    expect(await preferencesOf(away.user.id)).toEqual({ messageNotices: false, visitReminders: true });
    expect(await preferencesOf(sender.user.id)).toEqual({ messageNotices: true, visitReminders: true });
    // Again (providers retry): the same answer, the same state.
    expect((await oneClick(path)).statusCode).toBe(204);
    expect(await preferencesOf(away.user.id)).toEqual({ messageNotices: false, visitReminders: true });
    // The member sees it on the preferences page and can turn it back on there.
    const shown = await sendAs(ctx.app, away.cookie, 'GET', '/api/users/me/notices');
    // The mail link stops the e-mails only: push notifications (decision 0030) stay as they were.
    expect(shown.json()).toEqual({
      messageNotices: false,
      visitReminders: true,
      pushMessages: true,
      pushRequests: true,
      pushDecisions: true,
      emailRequests: true,
      emailDecisions: true,
    });
  });

  it('a visit reminder carries the headers, and its one-click POST stops reminders for that member only', async () => {
    const owner = await signInMemberOfType(ctx.app, ctx.db, 'owner@example.test', 'owner');
    const rider = await signInMemberOfType(ctx.app, ctx.db, 'rider@example.test', 'enthusiast');
    const horse = await insertHorse(ctx.db, { ownerId: owner.user.id, name: 'Bramble' });
    const today = londonToday();
    const visitOn = (day: string) => insertVisit(ctx.db, horse, rider.user.id, day);
    await visitOn(addDays(today, 1));
    const since = smtp.messages.length;
    expect(await sendVisitReminders(housekeepingDeps(), today)).toBe(1);
    const [toOwner] = mailsTo('owner@example.test', since);
    const [toRider] = mailsTo('rider@example.test', since);
    expect(oneClickOf(toRider!)).not.toBe(oneClickOf(toOwner!));

    expect((await oneClick(oneClickOf(toOwner!), 'multipart')).statusCode).toBe(204);
    expect(await preferencesOf(owner.user.id)).toEqual({ messageNotices: true, visitReminders: false });
    expect(await preferencesOf(rider.user.id)).toEqual({ messageNotices: true, visitReminders: true });

    // The next visit's reminder goes to the rider alone.
    await visitOn(addDays(today, 2));
    const later = smtp.messages.length;
    expect(await sendVisitReminders(housekeepingDeps(), addDays(today, 1))).toBe(1);
    expect(mailsTo('rider@example.test', later)).toHaveLength(1);
    expect(mailsTo('owner@example.test', later)).toHaveLength(0);
  });

  it("a saved-search digest carries the headers, and its one-click POST stops that search's mail only", async () => {
    const rider = await signInMemberOfType(ctx.app, ctx.db, 'searcher@example.test', 'enthusiast');
    const owner = await insertUser(ctx.db, { email: 'lister@example.test', userType: 'owner' });
    const save = async (location: string) => {
      const res = await sendAs(ctx.app, rider.cookie, 'POST', '/api/saved-searches', {
        location,
        radiusMiles: 25,
        services: [],
      });
      return res.json().id as number;
    };
    const [bristol, bath] = [await save('Bristol'), await save('Bath')];
    await ctx.db.update(savedSearches).set({ checkedThrough: new Date(Date.now() - 2 * DAY_MS) });
    await insertHorse(ctx.db, {
      ownerId: owner.id,
      name: 'Nearby Nell',
      location: 'Bath',
      latitude: 51.3811,
      longitude: -2.359,
      createdAt: new Date(Date.now() - DAY_MS),
    });
    const since = smtp.messages.length;
    expect(await sendSavedSearchDigests(housekeepingDeps())).toBe(2);
    const paths = mailsTo('searcher@example.test', since).map(oneClickOf);
    expect(new Set(paths).size).toBe(2);

    const bristolPath = paths.find((p) => p.startsWith(`/unsubscribe/search.${bristol}.`))!;
    expect((await oneClick(bristolPath)).statusCode).toBe(204);
    const alerts = await ctx.db
      .select({ id: savedSearches.id, alerts: savedSearches.alerts })
      .from(savedSearches);
    expect(alerts.sort((a, b) => a.id - b.id)).toEqual([
      { id: bristol, alerts: false },
      { id: bath, alerts: true },
    ]);
    expect(await preferencesOf(rider.user.id)).toEqual({ messageNotices: true, visitReminders: true });
  });

  it('refuses a forged, altered, expired or foreign link and changes nothing', async () => {
    const member = await insertUser(ctx.db, { email: 'kept@example.test' });
    const secret = ctx.config.SESSION_SECRET;
    const good = signUnsubscribeToken(secret, { kind: 'messages', id: member.id });
    const [, , expires, mac] = good.split('.');
    const flipped = mac!.startsWith('A') ? `B${mac!.slice(1)}` : `A${mac!.slice(1)}`;
    const refused = [
      `messages.${member.id}.${expires}.${flipped}`, // the signature altered
      `visits.${member.id}.${expires}.${mac}`, // another kind under the same signature
      `messages.${member.id + 1}.${expires}.${mac}`, // another member
      `messages.${member.id}.${Number(expires) + 1}.${mac}`, // a later expiry
      signUnsubscribeToken('another-secret-another-secret-12345', { kind: 'messages', id: member.id }),
      // Signed by us, but long ago: expired.
      signUnsubscribeToken(
        secret,
        { kind: 'messages', id: member.id },
        new Date(Date.now() - (UNSUBSCRIBE_LINK_DAYS + 1) * DAY_MS),
      ),
      'messages.1.2.3',
      'nonsense',
    ];
    for (const token of refused) {
      const res = await oneClick(`/unsubscribe/${encodeURIComponent(token)}`);
      expect(res.statusCode, token).toBe(400);
      expect(res.json()).toEqual({ message: UNSUBSCRIBE_MESSAGES.badLink });
      const page = await ctx.app.inject({ method: 'POST', url: '/api/unsubscribe', payload: { token } });
      expect(page.statusCode, token).toBe(400);
    }
    // Over-long (past Fastify's path-parameter limit) or empty tokens: a clear 4xx too.
    expect((await oneClick(`/unsubscribe/${'a'.repeat(300)}`)).statusCode).toBe(414);
    expect((await oneClick('/unsubscribe/')).statusCode).toBe(400);
    expect(await preferencesOf(member.id)).toEqual({ messageNotices: true, visitReminders: true });

    // A well-signed link for a member or search that is not there: 404, nothing made.
    for (const kind of UNSUBSCRIBE_KINDS satisfies readonly UnsubscribeKind[]) {
      const token = signUnsubscribeToken(secret, { kind, id: 999_999 });
      expect((await oneClick(`/unsubscribe/${token}`)).statusCode, kind).toBe(404);
    }

    // Only the one-click address is open to other sites: the page's JSON call keeps the same-origin check.
    const crossSite = await ctx.app.inject({
      method: 'POST',
      url: '/api/unsubscribe',
      headers: { origin: 'https://elsewhere.test', 'sec-fetch-site': 'cross-site' },
      payload: { token: good },
    });
    expect(crossSite.statusCode).toBe(403);
    expect(await preferencesOf(member.id)).toEqual({ messageNotices: true, visitReminders: true });

    // The untouched good link still works, and the page's call says what it stopped.
    const page = await ctx.app.inject({ method: 'POST', url: '/api/unsubscribe', payload: { token: good } });
    expect(page.json()).toEqual({ kind: 'messages' });
    expect(await preferencesOf(member.id)).toEqual({ messageNotices: false, visitReminders: true });
  });
});

describe('transactional mail and the plain-text part', () => {
  it('a password reset and an e-mail confirmation carry no List-Unsubscribe; every mail has text and HTML', async () => {
    await insertUser(ctx.db, { email: 'forgot@example.test' });
    const since = smtp.messages.length;
    const forgot = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: 'forgot@example.test' },
    });
    expect(forgot.statusCode).toBe(200);
    const reset = await smtp.waitForMessage((m) => mailsTo('forgot@example.test', since).includes(m));

    const unconfirmed = await signInNewMember(ctx.app, ctx.db, {
      email: 'new@example.test',
      emailVerifiedAt: null,
    });
    const resent = await sendAs(ctx.app, unconfirmed.cookie, 'POST', '/api/auth/resend-verification');
    expect(resent.statusCode).toBe(200);
    const confirm = await smtp.waitForMessage((m) => mailsTo('new@example.test', since).includes(m));

    for (const mail of [reset, confirm]) {
      expect(mail.text, mail.subject).toMatch(/https:\/\/stablemates\.test\//);
      expect(header(mail, 'List-Unsubscribe'), mail.subject).toBeUndefined();
      expect(header(mail, 'List-Unsubscribe-Post'), mail.subject).toBeUndefined();
    }

    // Every mail this file made (notices, reminders, digests, reset, confirmation) is multipart with a
    // plain-text part beside the HTML one.
    expect(smtp.messages.length).toBeGreaterThanOrEqual(8);
    for (const mail of smtp.messages) {
      expect(header(mail, 'Content-Type'), mail.subject).toMatch(/^multipart\/alternative/);
      expect(mail.text?.trim(), mail.subject).toBeTruthy();
      expect(mail.html, mail.subject).toBeTruthy();
    }
  });
});
