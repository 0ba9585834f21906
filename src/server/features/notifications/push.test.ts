import { statSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, londonToday } from '#contract/rules/calendar-days.js';
import { NOTIFICATION_LIMITS } from '#contract/notifications.js';
import { SAFETY_LIMITS } from '#contract/safety.js';
import { sendAs, signInMemberOfType } from '#tests/setup/http.js';
import {
  pushAndMailEnv,
  startPushService,
  vapidPair,
  type PushServiceStandIn,
  type TestDevice,
} from '#tests/setup/push-service.js';
import { useSmtpServer } from '#tests/setup/smtp-server.js';
import { useTempDirs } from '#tests/setup/temp-dirs.js';
import { testConfig, useTestApp } from '#tests/setup/test-app.js';
import { insertHorse, insertRequest } from '#server/db/factories.js';
import { conversationNotices, pushSubscriptions, sessions } from '#server/db/schema/index.js';
import { isKnownPushService } from './push.service.js';
import { vapidKeysOf } from './vapid-keys.js';

const VAPID = vapidPair();

let push: PushServiceStandIn;
beforeAll(async () => {
  push = await startPushService();
  push.expectKey(VAPID.publicKey);
});
afterAll(async () => push?.close());

const smtp = useSmtpServer();
const ctx = useTestApp({ env: () => pushAndMailEnv(VAPID, smtp.url) });

const member = (email: string, type: 'owner' | 'enthusiast' = 'owner') =>
  signInMemberOfType(ctx.app, ctx.db, email, type);

/** Puts every session of a member `minutes` in the past, as if they had been away that long. */
const awayFor = (userId: number, minutes: number) =>
  ctx.db
    .update(sessions)
    .set({ lastSeenAt: new Date(Date.now() - minutes * 60_000) })
    .where(eq(sessions.userId, userId));

async function switchOn(cookie: string, device: TestDevice = push.device()) {
  const res = await sendAs(ctx.app, cookie, 'POST', '/api/push/subscriptions', device.subscription);
  expect(res.statusCode, res.body).toBe(204);
  return device;
}

async function message(cookie: string, receiverId: number, content: string) {
  const res = await sendAs(ctx.app, cookie, 'POST', '/api/messages', { receiverId, content });
  expect(res.statusCode, res.body).toBe(201);
}

/** A visit request to `horseId` from `requesterId`, `days` from today, and the answers either side gives. */
function visitRequests(horseId: number, requesterId: number, ownerId: number) {
  return {
    ask: (days: number) =>
      insertRequest(ctx.db, {
        horseId,
        requesterId,
        ownerId,
        service: 'general-care',
        startDate: addDays(londonToday(), days),
      }),
    answer: async (cookie: string, id: number, action: string, reason?: string) => {
      const res = await sendAs(
        ctx.app,
        cookie,
        'POST',
        `/api/requests/${id}/${action}`,
        reason ? { reason } : {},
      );
      expect(res.statusCode, res.body).toBe(200);
    },
  };
}

/** Runs the minute job of held-back notices as if `minutes` had passed (decision 0052). */
const minutesLater = (minutes: number) =>
  Promise.all(ctx.app.minuteJobs.map((job) => job.run(new Date(Date.now() + minutes * 60_000))));
const DELAY = 10;

const to = (device: TestDevice) => (d: { endpoint: string }) => d.endpoint === device.subscription.endpoint;
const pushesTo = (device: TestDevice) => push.deliveries.filter(to(device));

describe('push subscriptions', () => {
  it('gives the VAPID public key to a member, and refuses visitors', async () => {
    const olly = await member('olly@example.test');
    expect((await sendAs(ctx.app, olly.cookie, 'GET', '/api/push/key')).json()).toEqual({
      publicKey: VAPID.publicKey,
    });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/push/key' })).statusCode).toBe(401);
    const device = push.device();
    const visitor = await ctx.app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      payload: device.subscription,
    });
    expect(visitor.statusCode).toBe(401);
  });

  it('refuses a body that is not a valid subscription with 400, storing nothing', async () => {
    const olly = await member('olly@example.test');
    const good = push.device().subscription;
    const bad: unknown[] = [
      {},
      { endpoint: good.endpoint },
      { ...good, endpoint: 'not a url' },
      { ...good, endpoint: 'http://push.example.org/x' },
      { ...good, endpoint: 'ftp://127.0.0.1/x' },
      { ...good, endpoint: `https://${'a'.repeat(NOTIFICATION_LIMITS.endpointMaxLength)}.example` },
      { ...good, keys: { p256dh: good.keys.p256dh } },
      { ...good, keys: { ...good.keys, auth: 'c2hvcnQ' } },
      { ...good, keys: { ...good.keys, auth: `${good.keys.auth}==` } },
      { ...good, keys: { ...good.keys, p256dh: `A${good.keys.p256dh.slice(1)}` } },
      { ...good, keys: { ...good.keys, p256dh: good.keys.p256dh.slice(0, 60) } },
      { ...good, keys: { ...good.keys, p256dh: good.keys.p256dh.replace(/.$/, '+') } },
      [good],
      'endpoint',
    ];
    for (const body of bad) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/push/subscriptions',
        headers: { cookie: olly.cookie, 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    // An https endpoint of no known push service: refused too (the server posts only to push services).
    const elsewhere = await sendAs(ctx.app, olly.cookie, 'POST', '/api/push/subscriptions', {
      ...good,
      endpoint: 'https://internal.example.org/hook',
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().message).toBe('Notifications from this push service are not accepted.');
    expect(await ctx.db.select().from(pushSubscriptions)).toEqual([]);
  });

  it('knows the browsers’ push services, and a loopback stand-in only in tests', () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc',
      'https://updates.push.services.mozilla.com/wpush/v2/abc',
      'https://wns2-par02p.notify.windows.com/w/?token=abc',
      'https://web.push.apple.com/abc',
    ])
      expect(isKnownPushService(endpoint, false), endpoint).toBe(true);
    expect(isKnownPushService('http://127.0.0.1:9/push/x', false)).toBe(false);
    expect(isKnownPushService('http://127.0.0.1:9/push/x', true)).toBe(true);
    expect(isKnownPushService('https://fcm.googleapis.com.evil.example/x', false)).toBe(false);
    expect(isKnownPushService('https://evilpush.apple.com.example/x', false)).toBe(false);
  });

  it('pushes a new message still unread 10 minutes later, signed with VAPID and encrypted, and no e-mail', async () => {
    const ella = await member('ella@example.test', 'enthusiast');
    const olly = await member('olly@example.test');
    const device = await switchOn(olly.cookie);
    const mailsBefore = smtp.messages.length;

    await message(ella.cookie, olly.user.id, `Hello Olly!\nIs Bramble free on Saturday? ${'x'.repeat(200)}`);
    await minutesLater(DELAY - 1);
    expect(pushesTo(device)).toEqual([]);
    await minutesLater(DELAY + 1);
    const delivery = await push.waitFor(to(device));
    expect(delivery.payload).toEqual({
      title: `New message from ${ella.user.firstName}`,
      body: expect.stringMatching(/^Hello Olly! Is Bramble free on Saturday\? x+…$/),
      url: `/messages?userId=${ella.user.id}`,
      tag: `thread-${ella.user.id}`,
    });
    expect((delivery.payload as { body: string }).body).toHaveLength(NOTIFICATION_LIMITS.previewChars);
    expect(delivery.jwt).toMatchObject({ aud: push.origin, sub: 'mailto:push@stablemates.example' });
    expect(push.refusals).toEqual([]);
    // The job awaited its sends: had a mail been decided, it would be here.
    expect(smtp.messages.slice(mailsBefore).filter((m) => (m.text ?? '').includes('Hello Olly'))).toEqual([]);
    await minutesLater(DELAY + 2);
    expect(pushesTo(device)).toHaveLength(1);
  });

  it('is checked for real: a push signed with another key than the device subscribed with is refused', async () => {
    const ella = await member('ella@example.test', 'enthusiast');
    const olly = await member('olly@example.test');
    await switchOn(olly.cookie);
    push.expectKey(vapidPair().publicKey);
    try {
      await message(ella.cookie, olly.user.id, 'Signed with the server key');
      await minutesLater(DELAY + 1);
      await expect.poll(() => push.refusals).toEqual(['Error: signed with another key']);
    } finally {
      push.expectKey(VAPID.publicKey);
      push.refusals.splice(0);
    }
  });

  it('tells of one conversation’s messages at most once every few hours, and arrangements every time', async () => {
    const ella = await member('ella@example.test', 'enthusiast');
    const sam = await member('sam@example.test', 'enthusiast');
    const olly = await member('olly@example.test');
    const device = await switchOn(olly.cookie);
    const bodies = () => pushesTo(device).map((d) => (d.payload as { body: string }).body);

    await message(ella.cookie, olly.user.id, 'First');
    await minutesLater(DELAY + 1);
    await message(ella.cookie, olly.user.id, 'Second, a minute later');
    // Another conversation is another matter.
    await message(sam.cookie, olly.user.id, 'From Sam');
    await minutesLater(DELAY + 1);
    await expect.poll(bodies).toEqual(['First', 'From Sam']);

    // A request answer in Ella's conversation is told at once, whatever the messages' hours say.
    const horse = await insertHorse(ctx.db, { ownerId: ella.user.id, name: 'Bramble' });
    const { ask, answer } = visitRequests(horse.id, olly.user.id, ella.user.id);
    await answer(ella.cookie, (await ask(10)).id, 'accept');
    await expect.poll(() => bodies().some((b) => b.includes('accepted the visit to Bramble'))).toBe(true);

    // Once the hours have passed, Ella's held-back messages are told, once, quoting the newest unread line.
    const past = sql`now() - make_interval(hours => ${SAFETY_LIMITS.noticeEveryHours + 1})`;
    await ctx.db.update(conversationNotices).set({ toldAt: past, mailedAt: past });
    await minutesLater(SAFETY_LIMITS.noticeEveryHours * 60 + 1);
    const titles = () => pushesTo(device).map((d) => (d.payload as { title: string }).title);
    await expect.poll(() => titles().length).toBe(4);
    expect(titles().at(-1)).toBe(`New message from ${ella.user.firstName}`);
    await minutesLater(SAFETY_LIMITS.noticeEveryHours * 60 + 2);
    expect(titles()).toHaveLength(4);
  });

  it('mails what the member switched off on their devices, so they still hear of it', async () => {
    const ella = await member('ella@example.test', 'enthusiast');
    const olly = await member('olly@example.test');
    const device = await switchOn(olly.cookie);
    const off = await sendAs(ctx.app, olly.cookie, 'PUT', '/api/users/me/notices', { pushMessages: false });
    expect(off.json()).toMatchObject({ pushMessages: false, pushRequests: true, pushDecisions: true });

    await message(ella.cookie, olly.user.id, 'Not to be pushed');
    await minutesLater(DELAY + 1);
    await smtp.waitForMessage((m) => (m.text ?? '').includes('Not to be pushed'));
    // A new request is still pushed (its own switch is on).
    const horse = await insertHorse(ctx.db, { ownerId: olly.user.id, name: 'Bramble' });
    const asked = await sendAs(ctx.app, ella.cookie, 'POST', '/api/requests', {
      horseId: horse.id,
      service: 'general-care',
      startDate: addDays(londonToday(), 10),
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const request = await push.waitFor(to(device));
    expect(request.payload).toMatchObject({ url: `/requests?id=${asked.json<{ id: number }>().id}` });
    expect((request.payload as { body: string }).body).toContain('asked to visit Bramble');
    expect(pushesTo(device)).toHaveLength(1);
  });

  it('pushes the answer to a request, and e-mails it once request decisions are switched off', async () => {
    const olly = await member('olly@example.test');
    const ella = await member('ella@example.test', 'enthusiast');
    const device = await switchOn(ella.cookie);
    const horse = await insertHorse(ctx.db, { ownerId: olly.user.id, name: 'Bramble' });
    const { ask, answer } = visitRequests(horse.id, ella.user.id, olly.user.id);

    await answer(olly.cookie, (await ask(10)).id, 'accept');
    const accepted = await push.waitFor(to(device));
    expect((accepted.payload as { body: string }).body).toContain('accepted the visit to Bramble');

    const off = await sendAs(ctx.app, ella.cookie, 'PUT', '/api/users/me/notices', { pushDecisions: false });
    expect(off.json()).toMatchObject({ pushMessages: true, pushRequests: true, pushDecisions: false });
    await answer(olly.cookie, (await ask(11)).id, 'decline');
    await smtp.waitForMessage((m) =>
      (m.text ?? '').includes('declined the request for the visit to Bramble'),
    );
    expect(pushesTo(device)).toHaveLength(1);
  });

  it('removes a subscription the push service reports gone (410), and one the member switches off', async () => {
    const ella = await member('ella@example.test', 'enthusiast');
    const olly = await member('olly@example.test');
    const phone = await switchOn(olly.cookie);
    const laptop = await switchOn(olly.cookie);
    push.gone(phone.subscription.endpoint);

    await message(ella.cookie, olly.user.id, 'To both devices');
    await minutesLater(DELAY + 1);
    await push.waitFor(to(laptop));
    await expect
      .poll(async () => (await ctx.db.select().from(pushSubscriptions)).map((row) => row.endpoint))
      .toEqual([laptop.subscription.endpoint]);

    const del = await sendAs(ctx.app, olly.cookie, 'DELETE', '/api/push/subscriptions', {
      endpoint: laptop.subscription.endpoint,
    });
    expect(del.statusCode).toBe(204);
    expect(await ctx.db.select().from(pushSubscriptions)).toEqual([]);
  });
});

/** A notice mail is recurring mail: RFC 8058's two headers, the link also in its words (decision 0026). */
function expectOneClickUnsubscribe(mail: ParsedMail) {
  const header = (name: string) => {
    const line = mail.headerLines.find((h) => h.key === name)?.line ?? '';
    return line.slice(line.indexOf(':') + 1).trim();
  };
  const link =
    /^<(https:\/\/stablemates\.example\/unsubscribe\/(?:messages|requests|decisions)\.[^>\s]+)>$/.exec(
      header('list-unsubscribe'),
    )?.[1];
  expect(link, header('list-unsubscribe')).toBeDefined();
  expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
  expect(mail.text).toContain(link);
  expect(mail.html).toBeTruthy();
}

describe('arrangement notices are told every time, on the site or away', () => {
  it('e-mails a member each time their request is accepted, declined or cancelled, even just now on the site', async () => {
    const olly = await member('olly@example.test');
    const ella = await member('ella@example.test', 'enthusiast');
    const horse = await insertHorse(ctx.db, { ownerId: olly.user.id, name: 'Bramble' });
    const { ask, answer } = visitRequests(horse.id, ella.user.id, olly.user.id);
    const mailTo = (email: string, text: string) =>
      smtp.waitForMessage((m) =>
        Boolean(m.to && 'text' in m.to && m.to.text.includes(email) && (m.text ?? '').includes(text)),
      );

    const first = await ask(10);
    await answer(olly.cookie, first.id, 'accept');
    const accepted = await mailTo('ella@example.test', 'accepted the visit to Bramble');
    expectOneClickUnsubscribe(accepted);

    const second = await ask(11);
    await answer(olly.cookie, second.id, 'decline', 'Farrier that day');
    await mailTo('ella@example.test', 'Reason: "Farrier that day"');

    await awayFor(olly.user.id, 60);
    await answer(ella.cookie, first.id, 'cancel', 'Car broke down');
    await mailTo('olly@example.test', 'cancelled the visit to Bramble');
  });

  it('e-mails an owner about a new request at once', async () => {
    const olly = await member('olly@example.test');
    const ella = await member('ella@example.test', 'enthusiast');
    const horse = await insertHorse(ctx.db, { ownerId: olly.user.id, name: 'Bramble' });
    const res = await sendAs(ctx.app, ella.cookie, 'POST', '/api/requests', {
      horseId: horse.id,
      service: 'general-care',
      startDate: addDays(londonToday(), 10),
      message: 'I have groomed for years',
    });
    expect(res.statusCode, res.body).toBe(201);
    const mail = await smtp.waitForMessage((m) => (m.text ?? '').includes('I have groomed for years'));
    expect(mail.text).toContain('https://stablemates.example/requests');
    expectOneClickUnsubscribe(mail);
  });
});

describe('VAPID keys', () => {
  const tempDir = useTempDirs();

  it('are generated on first start into DATA_DIR (0600) and read back on the next', async () => {
    const dataDir = await tempDir('vapid-');
    const first = vapidKeysOf(testConfig(dataDir));
    expect(first.publicKey).toMatch(/^B[A-Za-z0-9_-]{86}$/);
    expect(first.privateKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(statSync(path.join(dataDir, 'vapid-keys.json')).mode & 0o777).toBe(0o600);
    expect(vapidKeysOf(testConfig(dataDir))).toEqual(first);
    // Configured keys win over the file.
    const configured = vapidKeysOf(
      testConfig(dataDir, { VAPID_PUBLIC_KEY: VAPID.publicKey, VAPID_PRIVATE_KEY: VAPID.privateKey }),
    );
    expect(configured.publicKey).toBe(VAPID.publicKey);
  });

  it('refuses one key without the other at start', () => {
    expect(() => testConfig('/tmp/none', { VAPID_PUBLIC_KEY: VAPID.publicKey })).toThrow(/VAPID_PRIVATE_KEY/);
  });
});
