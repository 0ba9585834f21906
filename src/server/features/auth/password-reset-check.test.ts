import { describe, expect, it } from 'vitest';
import { useTestApp } from '#tests/setup/test-app.js';
import { DEFAULT_PASSWORD, insertUser } from '#server/db/factories.js';
import { passwordResetTokens } from '#server/db/schema/index.js';
import { hashToken } from '#server/platform/sessions/session.js';

const ctx = useTestApp();

/** What the reset page asks as it opens: can this link still be used? */
const check = (token: string) =>
  ctx.app.inject({ method: 'GET', url: `/api/reset-password/${encodeURIComponent(token)}` });
const reset = (token: string, password: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/reset-password', payload: { token, password } });
const login = (email: string, password: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

async function tokenFor(email: string, expiresAt: Date, used = false): Promise<string> {
  const user = await insertUser(ctx.db, { email });
  const token = `check-token-${user.id}-${expiresAt.getTime()}`;
  await ctx.db
    .insert(passwordResetTokens)
    .values({ userId: user.id, tokenHash: hashToken(token), expiresAt, used });
  return token;
}

const inAnHour = () => new Date(Date.now() + 60 * 60 * 1000);

describe('checking a reset link before the form is shown (issue 29)', () => {
  it('says a fresh link can be used, without using it', async () => {
    const token = await tokenFor('mara@example.test', inAnHour());
    const res = await check(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'valid' });
    expect(res.headers['cache-control']).toBe('no-store');
    // Checking twice changes nothing, and the link still resets the password afterwards.
    expect((await check(token)).json()).toEqual({ status: 'valid' });
    expect((await reset(token, 'New-Meadow-2025')).statusCode).toBe(200);
    expect((await login('mara@example.test', 'New-Meadow-2025')).statusCode).toBe(200);
  });

  it('says a link already used is used', async () => {
    const token = await tokenFor('mara@example.test', inAnHour());
    expect((await reset(token, 'New-Meadow-2025')).statusCode).toBe(200);
    expect((await check(token)).json()).toEqual({ status: 'used' });
  });

  it('says an earlier link is used once a later one has reset the password', async () => {
    const user = await insertUser(ctx.db, { email: 'mara@example.test' });
    const first = 'check-token-first';
    const second = 'check-token-second';
    for (const token of [first, second]) {
      await ctx.db
        .insert(passwordResetTokens)
        .values({ userId: user.id, tokenHash: hashToken(token), expiresAt: inAnHour() });
    }
    expect((await reset(second, 'New-Meadow-2025')).statusCode).toBe(200);
    expect((await check(first)).json()).toEqual({ status: 'used' });
  });

  it('says an expired link has expired, and a link nobody sent is unknown', async () => {
    const token = await tokenFor('mara@example.test', new Date(Date.now() - 1000));
    expect((await check(token)).json()).toEqual({ status: 'expired' });
    expect((await check('no-such-token')).json()).toEqual({ status: 'unknown' });
    expect((await login('mara@example.test', DEFAULT_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a blank token, and one longer than any link carries, with a clear 4xx', async () => {
    const blank = await check(' ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('Reset token is missing');
    expect((await check('x'.repeat(101))).statusCode).toBe(414);
  });

  it('shares the reset allowance of the address: checking cannot be used to guess links faster', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 15; i++) statuses.push((await check(`guess-${i}`)).statusCode);
    for (let i = 0; i < 6; i++) statuses.push((await reset(`guess-${i}`, 'New-Meadow-2025')).statusCode);
    expect(statuses.slice(0, 15).every((status) => status === 200)).toBe(true);
    expect(statuses.slice(15)).toEqual([400, 400, 400, 400, 400, 429]);
    const refused = await check('guess-last');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many attempts/);
  });
});
