import type { ParsedMail } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { createMailer } from '#server/adapters/mailer/index.js';
import { insertHorse, insertUser, insertVisit } from '#server/db/factories.js';
import { conversationNotices, savedSearches } from '#server/db/schema/index.js';
import { sendAs, signInMemberOfType, signInNewMember } from '#tests/setup/http.js';
import { useSmtpServer } from '#tests/setup/smtp-server.js';
import { useTestApp } from '#tests/setup/test-app.js';
import { sendVisitReminders } from '../requests/index.js';
import { sendSavedSearchDigests } from '../saved/index.js';

// Recurring mail (digests, notices, reminders) goes only to an address its member confirmed: anyone can
// register a stranger's address, and these mails name or quote other members (decision 0049).

const smtp = useSmtpServer();
const ctx = useTestApp({ env: () => ({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://stablemates.test' }) });

const DAY_MS = 24 * 60 * 60 * 1000;
const UNCONFIRMED = 'stranger@example.test';
const CONFIRMED = 'cora@example.test';

const housekeepingDeps = () => ({
  db: ctx.db,
  mailer: createMailer(ctx.config, () => undefined),
  siteName: 'Stablemates',
  publicUrl: 'https://stablemates.test',
  unsubscribeSecret: ctx.config.SESSION_SECRET,
});

const addressOf = (mail: ParsedMail) => (mail.to && 'text' in mail.to ? mail.to.text : '');

/** The addresses the mails received since the `since`-th went to. */
const recipients = (since: number) => smtp.messages.slice(since).map(addressOf);

/** A member signed in as the registration leaves them: `confirmed` or not yet. */
const memberAt = (email: string, userType: 'owner' | 'enthusiast', confirmed: boolean) =>
  signInNewMember(ctx.app, ctx.db, {
    email,
    userType,
    riderWeight: userType === 'enthusiast' ? '9-11st' : null,
    emailVerifiedAt: confirmed ? new Date() : null,
  });

describe('recurring mail and addresses nobody confirmed', () => {
  it('sends a saved search’s digest only to a confirmed address', async () => {
    const owner = await insertUser(ctx.db, { email: 'owner@example.test', userType: 'owner' });
    for (const [email, confirmed] of [
      [UNCONFIRMED, false],
      [CONFIRMED, true],
    ] as const) {
      const member = await memberAt(email, 'enthusiast', confirmed);
      const saved = await sendAs(ctx.app, member.cookie, 'POST', '/api/saved-searches', {
        location: 'Bristol',
        radiusMiles: 25,
        services: ['general-care'],
      });
      expect(saved.statusCode, saved.body).toBe(201);
    }
    await ctx.db.update(savedSearches).set({ checkedThrough: new Date(Date.now() - 2 * DAY_MS) });
    await insertHorse(ctx.db, {
      ownerId: owner.id,
      name: 'Nearby Nell',
      location: 'Bath',
      latitude: 51.3811,
      longitude: -2.359,
      services: ['general-care'],
      createdAt: new Date(Date.now() - DAY_MS),
    });

    const since = smtp.messages.length;
    expect(await sendSavedSearchDigests(housekeepingDeps())).toBe(1);
    expect(recipients(since)).toEqual([CONFIRMED]);
  });

  it('e-mails a message notice only to a confirmed address', async () => {
    const sender = await signInMemberOfType(ctx.app, ctx.db, 'ella@example.test', 'enthusiast');
    const stranger = await memberAt(UNCONFIRMED, 'owner', false);
    const cora = await memberAt(CONFIRMED, 'owner', true);
    const since = smtp.messages.length;

    for (const receiver of [stranger, cora]) {
      const res = await sendAs(ctx.app, sender.cookie, 'POST', '/api/messages', {
        receiverId: receiver.user.id,
        content: 'Is Bramble free on Saturday?',
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    // Still unread 10 minutes later (decision 0052); the job awaits its mails.
    await Promise.all(ctx.app.minuteJobs.map((job) => job.run(new Date(Date.now() + 11 * 60_000))));
    await smtp.waitForMessage(
      (mail) => addressOf(mail) === CONFIRMED && mail.subject?.startsWith('New message') === true,
    );
    expect(recipients(since)).toEqual([CONFIRMED]);
    const claims = await ctx.db.select().from(conversationNotices);
    expect(claims.map((claim) => claim.receiverId)).toEqual([cora.user.id]);
  });

  it('sends the day-before reminder only to the party whose address is confirmed', async () => {
    const stranger = await memberAt(UNCONFIRMED, 'owner', false);
    const cora = await memberAt(CONFIRMED, 'enthusiast', true);
    const horse = await insertHorse(ctx.db, { ownerId: stranger.user.id, name: 'Bramble' });
    await insertVisit(ctx.db, horse, cora.user.id, '2026-12-08');

    const since = smtp.messages.length;
    expect(await sendVisitReminders(housekeepingDeps(), '2026-12-07')).toBe(1);
    expect(recipients(since)).toEqual([CONFIRMED]);
  });

  it('still sends a password reset to an address not yet confirmed', async () => {
    await insertUser(ctx.db, { email: UNCONFIRMED, emailVerifiedAt: null });
    const since = smtp.messages.length;
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: UNCONFIRMED },
    });
    expect(res.statusCode).toBe(200);
    const mail = await smtp.waitForMessage((m) => smtp.messages.indexOf(m) >= since);
    expect(addressOf(mail)).toBe(UNCONFIRMED);
    expect(mail.subject).toBe('Reset your Stablemates password');
  });
});
