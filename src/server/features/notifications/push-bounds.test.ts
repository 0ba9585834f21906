import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_LIMITS, NOTIFICATION_MESSAGES } from '#contract/notifications.js';
import { sendAs, signInMemberOfType } from '#tests/setup/http.js';
import {
  startPushService,
  vapidPair,
  type PushServiceStandIn,
  type TestDevice,
} from '#tests/setup/push-service.js';
import { useTestApp } from '#tests/setup/test-app.js';
import { pushSubscriptions } from '#server/db/schema/index.js';
import { PUSH_SENDS } from './delivery.js';
import { PUSH_DEVICE_LIMITS } from './push.routes.js';

/**
 * Issue 40: a member could switch on any number of devices, and one message to a member with 300 started
 * 300 sends at once. The devices are capped (the oldest goes), switching on is rate-limited, and the
 * sends in flight are bounded per member and per process, counted by the push service stand-in.
 */
const VAPID = vapidPair();
const CAP = NOTIFICATION_LIMITS.devicesPerMember;

let push: PushServiceStandIn;
beforeAll(async () => {
  push = await startPushService();
  push.expectKey(VAPID.publicKey);
});
afterAll(async () => push?.close());
afterEach(() => {
  push.holdReplies(0);
  push.deliveries.splice(0);
});

const ctx = useTestApp({
  env: { VAPID_PUBLIC_KEY: VAPID.publicKey, VAPID_PRIVATE_KEY: VAPID.privateKey },
});

const member = (email: string, type: 'owner' | 'enthusiast' = 'owner') =>
  signInMemberOfType(ctx.app, ctx.db, email, type);

const switchOn = (cookie: string, device: TestDevice) =>
  sendAs(ctx.app, cookie, 'POST', '/api/push/subscriptions', device.subscription);

const endpointsOf = async (userId: number) =>
  (await ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId)))
    .map((row) => row.endpoint)
    .sort();

const endpoints = (devices: TestDevice[]) => devices.map((d) => d.subscription.endpoint).sort();

/** Devices stored for a member as before the cap, the first switched on longest ago. */
async function storedDevices(userId: number, count: number): Promise<TestDevice[]> {
  const devices = Array.from({ length: count }, () => push.device());
  const start = Date.now() - count * 60_000;
  await ctx.db.insert(pushSubscriptions).values(
    devices.map((device, i) => ({
      userId,
      endpoint: device.subscription.endpoint,
      p256dh: device.subscription.keys.p256dh,
      auth: device.subscription.keys.auth,
      createdAt: new Date(start + i * 60_000),
    })),
  );
  return devices;
}

async function message(cookie: string, receiverId: number, content: string) {
  const res = await sendAs(ctx.app, cookie, 'POST', '/api/messages', { receiverId, content });
  expect(res.statusCode, res.body).toBe(201);
}

/** Runs the minute job of held-back message notices as if their 10 minutes had passed (decision 0052). */
const noticesDue = () =>
  Promise.all(ctx.app.minuteJobs.map((job) => job.run(new Date(Date.now() + 11 * 60_000))));

const deliveredTo = () => push.deliveries.map((d) => d.endpoint).sort();

describe('a member’s devices', () => {
  it(`keeps the ${CAP} switched on last: one more drops the oldest, which is told nothing more`, async () => {
    const olly = await member('olly@example.test');
    const ella = await member('ella@example.test', 'enthusiast');
    const devices = Array.from({ length: CAP + 1 }, () => push.device());
    for (const device of devices) expect((await switchOn(olly.cookie, device)).statusCode).toBe(204);

    const [oldest, ...kept] = devices;
    expect(await endpointsOf(olly.user.id)).toEqual(endpoints(kept));
    await message(ella.cookie, olly.user.id, 'Hello Olly');
    void noticesDue();
    await expect.poll(deliveredTo).toEqual(endpoints(kept));
    expect(deliveredTo()).not.toContain(oldest!.subscription.endpoint);
  });

  it('switching on again counts from then: the device switched on again is kept, the next oldest goes', async () => {
    const olly = await member('olly@example.test');
    const devices = Array.from({ length: CAP }, () => push.device());
    for (const device of devices) await switchOn(olly.cookie, device);
    await switchOn(olly.cookie, devices[0]!);
    const another = push.device();
    expect((await switchOn(olly.cookie, another)).statusCode).toBe(204);
    expect(await endpointsOf(olly.user.id)).toEqual(endpoints([devices[0]!, ...devices.slice(2), another]));
  });

  it('refuses switching on past the hour’s allowance (429), storing nothing; another member still can', async () => {
    const olly = await member('olly@example.test');
    for (let i = 0; i < PUSH_DEVICE_LIMITS.perMember.max; i++)
      expect((await switchOn(olly.cookie, push.device())).statusCode, `device ${i + 1}`).toBe(204);
    const before = await endpointsOf(olly.user.id);

    const refused = await switchOn(olly.cookie, push.device());
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().message).toBe(NOTIFICATION_MESSAGES.switchedOnTooOften('60 minutes'));
    expect(await endpointsOf(olly.user.id)).toEqual(before);

    const nina = await member('nina@example.test');
    expect((await switchOn(nina.cookie, push.device())).statusCode).toBe(204);
  });
});

describe('sends in flight', () => {
  it(`a member with 300 devices from before the cap: the newest ${CAP} are told, ${PUSH_SENDS.perMember} at a time`, async () => {
    const olly = await member('olly@example.test');
    const ella = await member('ella@example.test', 'enthusiast');
    const devices = await storedDevices(olly.user.id, 300);
    push.holdReplies(100);
    push.resetPeak();

    await message(ella.cookie, olly.user.id, 'Hello Olly');
    void noticesDue();
    await expect.poll(deliveredTo, { timeout: 5000 }).toEqual(endpoints(devices.slice(-CAP)));
    expect(push.peakInFlight).toBeLessThanOrEqual(PUSH_SENDS.perMember);
    expect(push.refusals).toEqual([]);
  });

  it(`messages to many members at once: never more than ${PUSH_SENDS.perProcess} sends open, all delivered`, async () => {
    const ella = await member('ella@example.test', 'enthusiast');
    const owners = await Promise.all(Array.from({ length: 6 }, (_, i) => member(`owner${i}@example.test`)));
    const devices = (await Promise.all(owners.map((o) => storedDevices(o.user.id, CAP)))).flat();
    push.holdReplies(200);
    push.resetPeak();

    await Promise.all(owners.map((o) => message(ella.cookie, o.user.id, 'Hello')));
    void noticesDue();
    await expect.poll(deliveredTo, { timeout: 5000 }).toEqual(endpoints(devices));
    // Several members' devices are sent to side by side, but the process keeps its bound.
    expect(push.peakInFlight).toBeGreaterThan(PUSH_SENDS.perMember);
    expect(push.peakInFlight).toBeLessThanOrEqual(PUSH_SENDS.perProcess);
  });
});
