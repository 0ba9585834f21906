import { describe, expect, it } from 'vitest';
import { useTestApp } from '#tests/setup/test-app.js';
import { DEFAULT_PASSWORD, insertUser } from '#server/db/factories.js';
import { accountDelayMs } from './login-throttle.js';

const ctx = useTestApp();

const login = (email: string, password: string, remoteAddress: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress });
const forgot = (email: string, remoteAddress: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email }, remoteAddress });

describe('sign-in limits hit the attacker, not the member (issue 10)', () => {
  it('lets the member in from their own address after many addresses failed at their account', async () => {
    await insertUser(ctx.db, { email: 'ella@example.test' });
    for (let i = 0; i < 12; i++) {
      const res = await login('ella@example.test', `Wrong-${i}-Password`, `198.51.100.${i + 1}`);
      expect(res.statusCode).toBe(401);
    }
    const member = await login('ella@example.test', DEFAULT_PASSWORD, '203.0.113.7');
    expect(member.statusCode).toBe(200);
  });

  it('refuses (429) an address that keeps failing at one account, even with the right password', async () => {
    await insertUser(ctx.db, { email: 'ella@example.test' });
    for (let i = 0; i < 10; i++) await login('ella@example.test', `Wrong-${i}-Password`, '198.51.100.9');
    const attacker = await login('ella@example.test', DEFAULT_PASSWORD, '198.51.100.9');
    expect(attacker.statusCode).toBe(429);
    expect(attacker.headers['retry-after']).toBeDefined();
    expect((await login('ella@example.test', DEFAULT_PASSWORD, '203.0.113.7')).statusCode).toBe(200);
  });

  it('refuses (429) an address that fails across many accounts', async () => {
    await insertUser(ctx.db, { email: 'ella@example.test' });
    for (let i = 0; i < 30; i++) {
      expect((await login(`guess-${i}@example.test`, 'Wrong-Password-1', '198.51.100.20')).statusCode).toBe(
        401,
      );
    }
    expect((await login('ella@example.test', DEFAULT_PASSWORD, '198.51.100.20')).statusCode).toBe(429);
    expect((await login('ella@example.test', DEFAULT_PASSWORD, '203.0.113.7')).statusCode).toBe(200);
  });

  it('does not count successful sign-ins against anyone', async () => {
    await insertUser(ctx.db, { email: 'ella@example.test' });
    for (let i = 0; i < 12; i++) {
      expect((await login('ella@example.test', DEFAULT_PASSWORD, '203.0.113.7')).statusCode).toBe(200);
    }
  });

  it('slows, but never refuses, an account failed at from many addresses', () => {
    expect(accountDelayMs(0)).toBe(0);
    expect(accountDelayMs(10)).toBe(0);
    expect(accountDelayMs(11)).toBeGreaterThan(0);
    expect(accountDelayMs(12)).toBeGreaterThan(accountDelayMs(11));
    expect(accountDelayMs(1_000_000)).toBeLessThanOrEqual(3000);
  });
});

describe('reset mail limits (issue 10)', () => {
  it("does not let an attacker's requests block the member's own", async () => {
    await insertUser(ctx.db, { email: 'ella@example.test' });
    const attacker = [];
    for (let i = 0; i < 4; i++)
      attacker.push((await forgot('ella@example.test', '198.51.100.30')).statusCode);
    expect(attacker).toEqual([200, 200, 200, 429]);
    expect((await forgot('ella@example.test', '203.0.113.7')).statusCode).toBe(200);
  });
});
