import { describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { mailsTo } from '#tests/setup/outbox.js';
import { signInMemberOfType } from '#tests/setup/http.js';
import { useTestApp } from '#tests/setup/test-app.js';
import { insertUser } from '#server/db/factories.js';
import { CONTACT_PER_EMAIL_LIMIT } from '#server/features/contact/contact.routes.js';
import { MESSAGE_LIMITS } from '#server/features/messages/messages.routes.js';
import { CANCELLATION_LIMITS } from '#server/features/payments/payments.routes.js';
import { REPORT_LIMITS } from '#server/features/reports/reports.routes.js';
import { AUTH_LIMITS } from '#server/features/auth/auth.routes.js';

/**
 * Issue 29: every limit used to be per address, so one member (or one script aimed at one e-mail) with
 * rotating addresses went on for ever. Each request here comes from an address of its own.
 */
const ctx = useTestApp();

let nextAddress = 1;
const freshAddress = () => `10.29.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;

const post = (url: string, payload: object, cookie?: string) =>
  ctx.app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: freshAddress(),
    ...(cookie ? { headers: { cookie } } : {}),
  });

/** Sends `allowed` requests (none refused with 429), then one more, which must be refused with 429. */
async function expectLimitAfter(
  allowed: number,
  send: (i: number) => Promise<LightMyRequestResponse>,
): Promise<LightMyRequestResponse> {
  for (let i = 0; i < allowed; i++) expect((await send(i)).statusCode, `request ${i + 1}`).not.toBe(429);
  const refused = await send(allowed);
  expect(refused.statusCode).toBe(429);
  expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  expect(refused.json().message).toMatch(/Please wait \d+ (seconds|minutes?)/);
  return refused;
}

describe('limits per member, whatever the address (issue 29)', () => {
  it('stops one member sending messages without end; another member still sends', async () => {
    const ann = await signInMemberOfType(ctx.app, ctx.db, 'ann@example.test', 'enthusiast');
    const bob = await signInMemberOfType(ctx.app, ctx.db, 'bob@example.test', 'owner');
    const refused = await expectLimitAfter(MESSAGE_LIMITS.perMember.max, async (i) => {
      const res = await post('/api/messages', { receiverId: bob.user.id, content: `Hello ${i}` }, ann.cookie);
      if (i < MESSAGE_LIMITS.perMember.max) expect(res.statusCode).toBe(201);
      return res;
    });
    expect(refused.json().message).toContain('You have sent a lot of messages');
    const reply = await post('/api/messages', { receiverId: ann.user.id, content: 'Hi Ann' }, bob.cookie);
    expect(reply.statusCode).toBe(201);
  });

  it('sends the team a few cancellation e-mails from one member, not one per request', async () => {
    const member = await signInMemberOfType(ctx.app, ctx.db, 'leaving@example.test', 'owner');
    const payload = { type: 'subscription', item: 'Horse Owner Premium', userEmail: 'leaving@example.test' };
    await expectLimitAfter(CANCELLATION_LIMITS.perMember.max, async () => {
      return post('/api/request-cancellation', payload, member.cookie);
    });
    expect(await mailsTo(ctx.dataDir, ctx.config.TEAM_EMAIL)).toHaveLength(CANCELLATION_LIMITS.perMember.max);
  });

  it('limits the reports one member files', async () => {
    const reporter = await signInMemberOfType(ctx.app, ctx.db, 'rita@example.test', 'enthusiast');
    const targets: number[] = [];
    for (let i = 0; i <= REPORT_LIMITS.perMember.max; i++)
      targets.push((await insertUser(ctx.db, { email: `target${i}@example.test` })).id);
    await expectLimitAfter(REPORT_LIMITS.perMember.max, async (i) => {
      const res = await post(
        '/api/reports',
        { targetType: 'member', targetId: targets[i], reason: 'spam' },
        reporter.cookie,
      );
      if (i < REPORT_LIMITS.perMember.max) expect(res.statusCode).toBe(201);
      return res;
    });
  });
});

describe('limits per target e-mail, whatever the address (issue 29)', () => {
  it('sends one e-mail a few reset links an hour at most', async () => {
    await insertUser(ctx.db, { email: 'victim@example.test' });
    const refused = await expectLimitAfter(AUTH_LIMITS.forgotPerEmail.max, async () =>
      post('/api/auth/forgot-password', { email: 'Victim@example.test' }),
    );
    // The same words whether or not an account exists.
    expect(refused.json().message).toContain('If it has an account');
    const unknown = await expectLimitAfter(AUTH_LIMITS.forgotPerEmail.max, async () =>
      post('/api/auth/forgot-password', { email: 'nobody@example.test' }),
    );
    const words = (res: LightMyRequestResponse) => (res.json().message as string).replace(/\d+/g, 'N');
    expect(words(unknown)).toBe(words(refused));
    await expect
      .poll(async () => (await mailsTo(ctx.dataDir, 'victim@example.test')).length)
      .toBe(AUTH_LIMITS.forgotPerEmail.max);
  });

  it('limits contact messages sent in one e-mail address’s name', async () => {
    const message = { name: 'Jane', subject: 'Hello', message: 'A question about volunteering.' };
    await expectLimitAfter(CONTACT_PER_EMAIL_LIMIT.max, async () =>
      post('/api/contact', { ...message, email: 'jane@example.org' }),
    );
    expect((await post('/api/contact', { ...message, email: 'other@example.org' })).statusCode).toBe(201);
  });
});
