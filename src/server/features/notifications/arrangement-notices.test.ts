import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useCalendarDay } from '#tests/setup/calendar-clock.js';
import { sendAs, signInNamedMember } from '#tests/setup/http.js';
import {
  pushAndMailEnv,
  startPushService,
  vapidPair,
  type PushServiceStandIn,
} from '#tests/setup/push-service.js';
import { useSmtpServer } from '#tests/setup/smtp-server.js';
import { useTestApp } from '#tests/setup/test-app.js';
import { insertAvailabilitySlot, insertHorse, insertRequest } from '#server/db/factories.js';
import { sessions } from '#server/db/schema/index.js';

/**
 * Arrangement notices (decision 0052): each one reaches the member exactly once, by push where that kind
 * is switched on on a device, else by e-mail, whether they were on the site a moment ago or away for
 * hours; and each says what happened: who, which horse, the day and the time, the reason, and the link.
 */
const VAPID = vapidPair();
let push: PushServiceStandIn;
beforeAll(async () => {
  push = await startPushService();
  push.expectKey(VAPID.publicKey);
});
afterAll(async () => push?.close());

useCalendarDay('2026-12-01');
const smtp = useSmtpServer();
const ctx = useTestApp({ env: () => pushAndMailEnv(VAPID, smtp.url) });

const DAY = '2026-12-08';
const WHEN = 'Tue 8 Dec, 10:00–12:00';

async function scene(presence: 'active' | 'away') {
  const fiona = await signInNamedMember(ctx.app, ctx.db, 'Fiona', 'owner');
  const ella = await signInNamedMember(ctx.app, ctx.db, 'Ella', 'enthusiast');
  const horse = await insertHorse(ctx.db, { ownerId: fiona.user.id, name: 'Biscuit' });
  const slot = await insertAvailabilitySlot(ctx.db, {
    horseId: horse.id,
    startDate: DAY,
    endDate: '2026-12-09',
    startTime: '10:00',
    endTime: '12:00',
  });
  const ask = (day = DAY) =>
    insertRequest(ctx.db, {
      horseId: horse.id,
      requesterId: ella.user.id,
      ownerId: fiona.user.id,
      slotId: slot.id,
      startDate: day,
      endDate: day,
    });
  if (presence === 'away') {
    const hoursAgo = new Date(Date.now() - 3 * 60 * 60_000);
    for (const who of [fiona, ella])
      await ctx.db.update(sessions).set({ lastSeenAt: hoursAgo }).where(eq(sessions.userId, who.user.id));
  }
  return { fiona, ella, horse, ask };
}

async function switchOn(cookie: string) {
  const device = push.device();
  const res = await sendAs(ctx.app, cookie, 'POST', '/api/push/subscriptions', device.subscription);
  expect(res.statusCode, res.body).toBe(204);
  return device;
}

const mailsTo = (email: string, since: number) =>
  smtp.messages.slice(since).filter((m) => m.to && 'text' in m.to && m.to.text.includes(email));

describe.each([
  ['on', 'active'],
  ['on', 'away'],
  ['off', 'active'],
  ['off', 'away'],
] as const)('push %s, member %s', (pushSwitch, presence) => {
  it('tells of a request accepted, declined with a reason and a new one asked for, each exactly once', async () => {
    const { fiona, ella, ask } = await scene(presence);
    const ellaPhone = pushSwitch === 'on' ? await switchOn(ella.cookie) : undefined;
    const fionaPhone = pushSwitch === 'on' ? await switchOn(fiona.cookie) : undefined;
    const since = smtp.messages.length;
    const pushSince = push.deliveries.length;
    const pushes = () => push.deliveries.slice(pushSince);
    const answer = async (id: number, action: string, body: object = {}) => {
      const res = await sendAs(ctx.app, fiona.cookie, 'POST', `/api/requests/${id}/${action}`, body);
      expect(res.statusCode, res.body).toBe(200);
    };

    const first = await ask();
    await answer(first.id, 'accept');
    const second = await ask('2026-12-09');
    await answer(second.id, 'decline', { reason: 'Farrier that day' });
    const asked = await sendAs(ctx.app, ella.cookie, 'POST', '/api/requests', {
      horseId: first.horseId,
      service: 'general-care',
      startDate: '2026-12-10',
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const third = asked.json<{ id: number }>().id;

    const accepted = `Fiona accepted your visit to Biscuit on ${WHEN}`;
    const declined = 'Fiona declined your visit to Biscuit on Wed 9 Dec, 10:00–12:00';
    const newRequest = 'Ella asked to visit Biscuit on Thu 10 Dec';
    if (ellaPhone && fionaPhone) {
      const pushed = (device: typeof ellaPhone, n: number) =>
        expect
          .poll(() => push.deliveries.filter((d) => d.endpoint === device.subscription.endpoint).length)
          .toBe(n);
      await pushed(ellaPhone, 2);
      await pushed(fionaPhone, 1);
      const payloads = pushes().map((d) => d.payload);
      expect(payloads).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ title: accepted, url: `/requests?id=${first.id}` }),
          expect.objectContaining({
            title: declined,
            body: 'Reason: "Farrier that day"',
            url: `/requests?id=${second.id}`,
          }),
          expect.objectContaining({ title: newRequest, url: `/requests?id=${third}` }),
        ]),
      );
      expect(mailsTo('ella@example.test', since)).toEqual([]);
    } else {
      await expect.poll(() => mailsTo('ella@example.test', since).length).toBe(2);
      await expect.poll(() => mailsTo('fiona@example.test', since).length).toBe(1);
      const [yes, no] = ['accepted', 'declined'].map((word) =>
        mailsTo('ella@example.test', since).find((m) => m.subject?.includes(word))!,
      );
      expect(yes?.subject).toBe(accepted);
      expect(yes?.text).toContain(`https://stablemates.example/requests?id=${first.id}`);
      expect(no?.subject).toBe(declined);
      expect(no?.text).toContain('Reason: "Farrier that day"');
      expect(mailsTo('fiona@example.test', since)[0]?.subject).toBe(newRequest);
    }
    // Nothing more comes later: arrangement notices are never held back or told twice.
    await Promise.all(ctx.app.minuteJobs.map((job) => job.run(new Date(Date.now() + 60 * 60_000))));
    const told = [mailsTo('ella@example.test', since), mailsTo('fiona@example.test', since), pushes()];
    expect(told.map((each) => each.length)).toEqual(pushSwitch === 'on' ? [0, 0, 3] : [2, 1, 0]);
  });
});

describe('the e-mail switches of arrangement notices', () => {
  it('a decision mail’s one click stops those mails only; the notice still reaches the bell', async () => {
    const { fiona, ella, ask } = await scene('away');
    const since = smtp.messages.length;
    const answer = async (id: number, action: string) => {
      const res = await sendAs(ctx.app, fiona.cookie, 'POST', `/api/requests/${id}/${action}`, {});
      expect(res.statusCode, res.body).toBe(200);
    };
    await answer((await ask()).id, 'accept');
    await expect.poll(() => mailsTo('ella@example.test', since).length).toBe(1);
    const mail = mailsTo('ella@example.test', since)[0]!;
    const link = /<https:\/\/stablemates\.example(\/unsubscribe\/decisions\.[^>\s]+)>/.exec(
      mail.headerLines.find((h) => h.key === 'list-unsubscribe')?.line ?? '',
    )?.[1];
    expect(link).toBeDefined();
    expect((await ctx.app.inject({ method: 'POST', url: link! })).statusCode).toBe(204);
    const preferences = await sendAs(ctx.app, ella.cookie, 'GET', '/api/users/me/notices');
    expect(preferences.json()).toMatchObject({
      emailDecisions: false,
      emailRequests: true,
      messageNotices: true,
    });

    await answer((await ask('2026-12-09')).id, 'decline');
    const bell = await sendAs(ctx.app, ella.cookie, 'GET', '/api/notices');
    expect(bell.json<{ notices: { words: string }[] }>().notices.map((n) => n.words)).toEqual([
      'Fiona declined your visit to Biscuit on Wed 9 Dec, 10:00–12:00',
      `Fiona accepted your visit to Biscuit on ${WHEN}`,
    ]);
    // Fiona's own mails (a new request) are another member's switch: still on.
    const asked = await sendAs(ctx.app, ella.cookie, 'POST', '/api/requests', {
      horseId: (await ask('2026-12-09')).horseId,
      service: 'general-care',
      startDate: '2026-12-10',
    });
    expect(asked.statusCode, asked.body).toBe(201);
    await expect
      .poll(() => mailsTo('fiona@example.test', since).map((m) => m.subject))
      .toEqual(['Ella asked to visit Biscuit on Thu 10 Dec']);
    expect(mailsTo('ella@example.test', since).map((m) => m.subject)).toEqual([
      `Fiona accepted your visit to Biscuit on ${WHEN}`,
    ]);
  });
});
