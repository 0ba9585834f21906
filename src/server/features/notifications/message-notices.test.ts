import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SAFETY_LIMITS } from '#contract/safety.js';
import { signInAsNewAdmin } from '#tests/setup/admin.js';
import { sendAs, signInMemberOfType } from '#tests/setup/http.js';
import { useSmtpServer } from '#tests/setup/smtp-server.js';
import { useTestApp } from '#tests/setup/test-app.js';
import { conversationNotices } from '#server/db/schema/index.js';
import { quoteOf } from './notifier.js';

const PUSH_ON = {
  pushMessages: true,
  pushRequests: true,
  pushDecisions: true,
  emailRequests: true,
  emailDecisions: true,
};

const smtp = useSmtpServer();
const ctx = useTestApp({
  env: () => ({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://stablemates.example', SITE_NAME: 'Stablemates' }),
});

/** Notices to `email` among the mails received since the `since`-th (the server outlives each test). */
const noticesTo = (email: string, since: number) =>
  smtp.messages
    .slice(since)
    .filter((m) => m.to && 'text' in m.to && m.to.text.includes(email) && m.subject?.includes('New message'));

/** Sends a message and waits until the notice, if one was decided, has reached the SMTP server. */
async function send(cookie: string, receiverId: number, content: string) {
  const res = await sendAs(ctx.app, cookie, 'POST', '/api/messages', { receiverId, content });
  expect(res.statusCode, res.body).toBe(201);
}

/** Runs the minute job of held-back notices as if `minutes` had passed (decision 0052). */
const minutesLater = (minutes: number) =>
  Promise.all(ctx.app.minuteJobs.map((job) => job.run(new Date(Date.now() + minutes * 60_000))));
const DELAY = 10;

describe('message notices', () => {
  it('holds a new message for 10 minutes, then mails it once with the first lines and a link', async () => {
    const sender = await signInMemberOfType(ctx.app, ctx.db, 'ella@example.test', 'enthusiast');
    const away = await signInMemberOfType(ctx.app, ctx.db, 'olly@example.test', 'owner');
    const since = smtp.messages.length;

    await send(
      sender.cookie,
      away.user.id,
      'Hello Olly!\nIs Bramble free on Saturday?\nI can muck out too.\nThanks, Ella',
    );
    await minutesLater(DELAY - 1);
    expect(noticesTo('olly@example.test', since)).toEqual([]);
    await minutesLater(DELAY + 1);
    const mail = await smtp.waitForMessage((m) => m.subject === `New message from ${sender.user.firstName}`);
    expect(mail.text).toContain('Hello Olly!\nIs Bramble free on Saturday?\nI can muck out too.\n…');
    expect(mail.text).not.toContain('Thanks, Ella');
    expect(mail.text).toContain(`https://stablemates.example/messages?userId=${sender.user.id}`);
    await minutesLater(DELAY + 2);
    expect(noticesTo('olly@example.test', since)).toHaveLength(1);
    // The bell has it too, in the same words, leading to the thread.
    const bell = await sendAs(ctx.app, away.cookie, 'GET', '/api/notices');
    expect(bell.json()).toMatchObject({
      unread: 1,
      notices: [
        {
          kind: 'message',
          words: `New message from ${sender.user.firstName}`,
          link: `/messages?userId=${sender.user.id}`,
        },
      ],
    });

    // A second message within the hours is held until they pass, then told: deferred, never dropped.
    await send(sender.cookie, away.user.id, 'Also, does he hack out alone?');
    await minutesLater(DELAY + 1);
    expect(noticesTo('olly@example.test', since)).toHaveLength(1);
    const past = sql`now() - make_interval(hours => ${SAFETY_LIMITS.noticeEveryHours + 1})`;
    await ctx.db.update(conversationNotices).set({ toldAt: past, mailedAt: past });
    await minutesLater(SAFETY_LIMITS.noticeEveryHours * 60 + 1);
    await smtp.waitForMessage((m) => (m.text ?? '').includes('hack out'));
    expect(noticesTo('olly@example.test', since)).toHaveLength(2);
  });

  it('tells a member on the site too, but not one who read the thread first or turned e-mails off', async () => {
    const sender = await signInMemberOfType(ctx.app, ctx.db, 'ella@example.test', 'enthusiast');
    const active = await signInMemberOfType(ctx.app, ctx.db, 'olly@example.test', 'owner');
    const reader = await signInMemberOfType(ctx.app, ctx.db, 'rita@example.test', 'owner');
    const quiet = await signInMemberOfType(ctx.app, ctx.db, 'quinn@example.test', 'owner');
    const since = smtp.messages.length;

    const off = await sendAs(ctx.app, quiet.cookie, 'PUT', '/api/users/me/notices', {
      messageNotices: false,
    });
    // Naming one preference leaves the other as it was.
    expect(off.json()).toEqual({ ...PUSH_ON, messageNotices: false, visitReminders: true });

    await send(sender.cookie, active.user.id, 'To the active one');
    const read = await sendAs(ctx.app, sender.cookie, 'POST', '/api/messages', {
      receiverId: reader.user.id,
      content: 'To the reader',
    });
    await send(sender.cookie, quiet.user.id, 'To the quiet one');
    const opened = await sendAs(
      ctx.app,
      reader.cookie,
      'PUT',
      `/api/messages/${read.json<{ id: number }>().id}/read`,
    );
    expect(opened.statusCode, opened.body).toBe(200);

    await minutesLater(DELAY + 1);
    await smtp.waitForMessage((m) => (m.text ?? '').includes('To the active one'));
    expect(noticesTo('rita@example.test', since)).toEqual([]);
    expect(noticesTo('quinn@example.test', since)).toEqual([]);
    expect(await ctx.db.select().from(conversationNotices)).toHaveLength(1);
  });

  it('sends nothing for a blocked sender, whose message is refused', async () => {
    const sender = await signInMemberOfType(ctx.app, ctx.db, 'ella@example.test', 'enthusiast');
    const blocker = await signInMemberOfType(ctx.app, ctx.db, 'olly@example.test', 'owner');
    await sendAs(ctx.app, blocker.cookie, 'PUT', `/api/blocks/${sender.user.id}`);
    const res = await sendAs(ctx.app, sender.cookie, 'POST', '/api/messages', {
      receiverId: blocker.user.id,
      content: 'Let me in',
    });
    expect(res.statusCode).toBe(403);
    await minutesLater(DELAY + 1);
    expect(await ctx.db.select().from(conversationNotices)).toEqual([]);
  });

  it('reads and saves the preference for the signed-in member only', async () => {
    const member = await signInMemberOfType(ctx.app, ctx.db, 'ella@example.test', 'enthusiast');
    const other = await signInMemberOfType(ctx.app, ctx.db, 'olly@example.test', 'owner');
    const { cookie: admin } = await signInAsNewAdmin(ctx.app, ctx.db);
    const url = '/api/users/me/notices';
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect(
      (await ctx.app.inject({ method: 'PUT', url, payload: { messageNotices: false } })).statusCode,
    ).toBe(401);
    expect((await sendAs(ctx.app, admin, 'GET', url)).statusCode).toBe(401);
    expect((await sendAs(ctx.app, admin, 'PUT', url, { messageNotices: false })).statusCode).toBe(401);

    const both = (messageNotices: boolean, visitReminders: boolean) => ({
      ...PUSH_ON,
      messageNotices,
      visitReminders,
    });
    expect((await sendAs(ctx.app, member.cookie, 'GET', url)).json()).toEqual(both(true, true));
    await sendAs(ctx.app, member.cookie, 'PUT', url, { messageNotices: false });
    expect((await sendAs(ctx.app, member.cookie, 'GET', url)).json()).toEqual(both(false, true));
    await sendAs(ctx.app, member.cookie, 'PUT', url, { visitReminders: false });
    expect((await sendAs(ctx.app, member.cookie, 'GET', url)).json()).toEqual(both(false, false));
    expect((await sendAs(ctx.app, other.cookie, 'GET', url)).json()).toEqual(both(true, true));
    expect((await sendAs(ctx.app, member.cookie, 'PUT', url, { messageNotices: 'no' })).statusCode).toBe(400);
    expect((await sendAs(ctx.app, member.cookie, 'PUT', url, { visitReminders: 1 })).statusCode).toBe(400);
    expect((await sendAs(ctx.app, member.cookie, 'GET', url)).json()).toEqual(both(false, false));
  });
});

describe('quoteOf', () => {
  it('quotes the first three non-empty lines and at most 300 characters', () => {
    expect(quoteOf('One\n\nTwo')).toBe('One\nTwo');
    expect(quoteOf('a\nb\nc\nd')).toBe('a\nb\nc\n…');
    expect(quoteOf('x'.repeat(400))).toBe(`${'x'.repeat(300)}…`);
  });
});
