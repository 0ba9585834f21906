import { randomUUID } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD } from '#tests/setup/admin.js';
import { signInMemberOfType } from '#tests/setup/http.js';
import { ownerRegistration } from '#tests/setup/registration-payload.js';
import { buildTestApp, useTestApp } from '#tests/setup/test-app.js';
import { insertUser } from '#server/db/factories.js';
import { createAdminAccount } from '#server/features/admin/index.js';
import { AUTH_LIMITS } from '#server/features/auth/auth.routes.js';
import { LOGIN_FAILURE_LIMITS } from '#server/features/auth/login-throttle.js';
import { MESSAGE_LIMITS } from '#server/features/messages/messages.routes.js';
import { CANCELLATION_LIMITS } from '#server/features/payments/payments.routes.js';

/**
 * Issue 29: the limits per member and per target e-mail hold across server processes, as the ones per
 * address do: two apps sharing the machine's Redis (REDIS_URL), every request going to the next in turn.
 */
const REDIS_URL = 'redis://127.0.0.1:6379';
const ctx = useTestApp({ env: { REDIS_URL } });
let second: FastifyInstance;
const redis = new Redis(REDIS_URL);

beforeAll(async () => {
  second = await buildTestApp(ctx.config, ctx.testDatabase.handle);
  await second.ready();
});
afterAll(async () => {
  await second?.close();
  redis.disconnect();
});

/** Counts in Redis outlive a run; members' ids come back in every fresh database, so theirs start at 0. */
const forgetMemberCounts = (name: string, memberId: number) =>
  redis.del(`stablemates:rl:${name}-member:${memberId}`);

/** Each call goes to the other process, from an address of its own (a rotating attacker). */
function roundRobin() {
  let turn = 0;
  const run = randomUUID().slice(0, 2);
  return (request: InjectOptions) => {
    const app = turn % 2 === 0 ? ctx.app : second;
    const remoteAddress = `10.${parseInt(run, 16)}.${Math.floor(turn / 250)}.${(turn++ % 250) + 1}`;
    return app.inject({ remoteAddress, ...request });
  };
}

/** `allowed` requests pass (not 429) across both processes; then both refuse, with Retry-After. */
async function expectSharedLimit(allowed: number, request: () => InjectOptions): Promise<void> {
  const send = roundRobin();
  for (let i = 0; i < allowed; i++)
    expect((await send(request())).statusCode, `request ${i + 1}`).not.toBe(429);
  for (const app of [ctx.app, second]) {
    const refused: LightMyRequestResponse = await app.inject({ ...request(), remoteAddress: '10.255.0.1' });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  }
}

describe('limits per member and per e-mail across two processes sharing Redis', () => {
  it("counts one member's messages on both processes together", async () => {
    const ann = await signInMemberOfType(ctx.app, ctx.db, 'ann@example.test', 'enthusiast');
    const bob = await insertUser(ctx.db, { email: 'bob@example.test', userType: 'owner' });
    await forgetMemberCounts('messages', ann.user.id);
    await expectSharedLimit(MESSAGE_LIMITS.perMember.max, () => ({
      method: 'POST',
      url: '/api/messages',
      headers: { cookie: ann.cookie },
      payload: { receiverId: bob.id, content: 'Hello' },
    }));
  });

  it("counts one member's cancellation requests (team e-mails) on both processes together", async () => {
    const member = await signInMemberOfType(ctx.app, ctx.db, 'leaving@example.test', 'owner');
    await forgetMemberCounts('cancellation', member.user.id);
    await expectSharedLimit(CANCELLATION_LIMITS.perMember.max, () => ({
      method: 'POST',
      url: '/api/request-cancellation',
      headers: { cookie: member.cookie },
      payload: { type: 'subscription', item: 'Horse Owner Premium', userEmail: 'leaving@example.test' },
    }));
  });

  it('counts reset requests for one e-mail on both processes together', async () => {
    // A new e-mail each run: Redis keeps the counts between runs.
    const email = `victim-${randomUUID()}@example.test`;
    await insertUser(ctx.db, { email });
    await expectSharedLimit(AUTH_LIMITS.forgotPerEmail.max, () => ({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email },
    }));
  });

  it('counts registrations with one e-mail on both processes together', async () => {
    const email = `taken-${randomUUID()}@example.test`;
    await insertUser(ctx.db, { email });
    const payload = ownerRegistration({ email, username: email });
    await expectSharedLimit(AUTH_LIMITS.registerPerEmail.max, () => ({
      method: 'POST',
      url: '/api/auth/register',
      payload,
    }));
  });

  it("locks an address failing at the admin's sign-in on both processes, never the admin", async () => {
    const username = `warden-${randomUUID().slice(0, 8)}`;
    await createAdminAccount({ db: ctx.db, username, password: ADMIN_PASSWORD });
    const attacker = `10.254.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;
    const login = (app: FastifyInstance, password: string, remoteAddress: string) =>
      app.inject({ method: 'POST', url: '/api/admin/login', payload: { username, password }, remoteAddress });
    for (let i = 0; i < LOGIN_FAILURE_LIMITS.perAccountAndAddress; i++)
      expect((await login(i % 2 === 0 ? ctx.app : second, `Wrong-guess-${i}-x`, attacker)).statusCode).toBe(
        401,
      );
    for (const app of [ctx.app, second]) {
      expect((await login(app, ADMIN_PASSWORD, attacker)).statusCode).toBe(429);
      expect((await login(app, ADMIN_PASSWORD, '10.253.0.1')).statusCode).toBe(200);
    }
  });
});
