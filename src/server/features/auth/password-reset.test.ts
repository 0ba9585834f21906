import { describe, expect, it } from 'vitest';
import { useTestApp } from '#tests/setup/test-app.js';
import { DEFAULT_PASSWORD, insertUser } from '#server/db/factories.js';
import { passwordResetTokens } from '#server/db/schema/index.js';
import { hashToken } from '#server/platform/sessions/session.js';

const ctx = useTestApp();

const forgot = (email: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
const reset = (token: string, password: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/reset-password', payload: { token, password } });
const login = (email: string, password: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

describe('forgot password', () => {
  it('answers the same whether or not the account exists', async () => {
    await insertUser(ctx.db, { email: 'known@example.test' });
    const known = await forgot('known@example.test');
    const unknown = await forgot('unknown@example.test');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
  });

  it('limits requests for one address (429)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await forgot('someone@example.test')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect((await forgot('someone@example.test')).json().message).toMatch(/^Too many attempts/);
  });

  it('asks for an email address', async () => {
    const res = await forgot('  ');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please enter your email address');
  });
});

describe('reset tokens', () => {
  async function tokenFor(userId: number, expiresAt: Date, used = false): Promise<string> {
    const token = `test-token-${userId}-${expiresAt.getTime()}`;
    await ctx.db.insert(passwordResetTokens).values({ userId, tokenHash: hashToken(token), expiresAt, used });
    return token;
  }

  it('refuses an unknown token', async () => {
    const res = await reset('no-such-token', 'New-Meadow-2025');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('This reset link is invalid or has expired. Please request a new one.');
  });

  it('refuses an expired token and leaves the password as it was', async () => {
    const user = await insertUser(ctx.db, { email: 'known@example.test' });
    const token = await tokenFor(user.id, new Date(Date.now() - 1000));
    expect((await reset(token, 'New-Meadow-2025')).statusCode).toBe(400);
    expect((await login('known@example.test', DEFAULT_PASSWORD)).statusCode).toBe(200);
  });

  it('works once only', async () => {
    const user = await insertUser(ctx.db, { email: 'known@example.test' });
    const token = await tokenFor(user.id, new Date(Date.now() + 60_000));
    expect((await reset(token, 'New-Meadow-2025')).statusCode).toBe(200);
    const again = await reset(token, 'Other-Meadow-2025');
    expect(again.statusCode).toBe(400);
    expect((await login('known@example.test', 'New-Meadow-2025')).statusCode).toBe(200);
  });

  it('refuses a short password and asks for the token', async () => {
    const short = await reset('whatever', 'abc');
    expect(short.statusCode).toBe(400);
    const missing = await reset('', 'New-Meadow-2025');
    expect(missing.json().message).toBe('Reset token is missing');
  });
});
