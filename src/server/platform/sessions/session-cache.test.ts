import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SESSION_CALLS } from '#contract/auth.js';
import { insertUser } from '#server/db/factories.js';
import { passwordResetTokens, users } from '#server/db/schema/index.js';
import { sendAs, signIn } from '#tests/setup/http.js';
import { useSecondProcess, useTestApp } from '#tests/setup/test-app.js';
import { hashToken } from './session.js';

/**
 * Session checks are answered from memory in each process; sign-out, "sign out everywhere" and a
 * password reset made in one process must still take effect in every other within a second. Two apps on
 * one database (on PostgreSQL, each with its own connection pool, as two processes would have).
 */
const ctx = useTestApp();
const other = useSecondProcess(ctx);

/** What the other process answers for this cookie, asked twice so the second answer comes from memory. */
async function meOnOther(cookie: string): Promise<number> {
  await sendAs(other.app, cookie, 'GET', '/api/auth/me');
  return (await sendAs(other.app, cookie, 'GET', '/api/auth/me')).statusCode;
}
const within1s = { timeout: 1000, interval: 25 };

async function memberSignedInTwice() {
  const user = await insertUser(ctx.db, { email: 'rider@example.test', userType: 'enthusiast' });
  const first = await signIn(ctx.app, 'rider@example.test');
  const second = await signIn(ctx.app, 'rider@example.test');
  expect(await meOnOther(first)).toBe(200);
  expect(await meOnOther(second)).toBe(200);
  return { user, first, second };
}

describe('session checks from memory, across processes', () => {
  it('signing out in one process signs out in the other within a second', async () => {
    const { first, second } = await memberSignedInTwice();
    await sendAs(ctx.app, first, 'POST', '/api/auth/logout');
    await expect.poll(() => meOnOther(first), within1s).toBe(401);
    expect(await meOnOther(second)).toBe(200);
  });

  it('"sign out everywhere else" ends the other sessions in every process within a second', async () => {
    const { first, second } = await memberSignedInTwice();
    expect((await sendAs(ctx.app, second, 'POST', SESSION_CALLS.endOthers)).statusCode).toBe(200);
    await expect.poll(() => meOnOther(first), within1s).toBe(401);
    expect(await meOnOther(second)).toBe(200);
  });

  it('a password reset ends every session in every process within a second', async () => {
    const { user, first, second } = await memberSignedInTwice();
    const token = 'reset-token-for-the-session-cache-test';
    await ctx.db
      .insert(passwordResetTokens)
      .values({ userId: user.id, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + 60_000) });
    const reset = await ctx.app.inject({
      method: 'POST',
      url: '/api/reset-password',
      payload: { token, password: 'New-Meadow-2025-Hay' },
    });
    expect(reset.statusCode).toBe(200);
    await expect.poll(() => meOnOther(first), within1s).toBe(401);
    await expect.poll(() => meOnOther(second), within1s).toBe(401);
  });

  it('a change to the member shows in the other process within a second', async () => {
    const { user, first } = await memberSignedInTwice();
    await ctx.db.update(users).set({ firstName: 'Renamed' }).where(eq(users.id, user.id));
    await expect
      .poll(async () => (await sendAs(other.app, first, 'GET', '/api/auth/me')).json().firstName, within1s)
      .toBe('Renamed');
  });
});
