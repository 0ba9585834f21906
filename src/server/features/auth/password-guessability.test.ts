import { describe, expect, it } from 'vitest';
import { ownerRegistration } from '#tests/setup/registration-payload.js';
import { useTestApp } from '#tests/setup/test-app.js';
import { insertUser } from '#server/db/factories.js';
import { passwordResetTokens } from '#server/db/schema/index.js';
import { hashToken } from '#server/platform/sessions/session.js';

const ctx = useTestApp();

const member = ownerRegistration();
const TOO_COMMON = 'That password is too common. Please choose another.';

describe('common passwords are refused with zxcvbn, not a short list (issue 10)', () => {
  // All pass the single-page form's upper/lower/digit rule, and none was on the old list of sixty.
  it.each(['Summer2024', 'Liverpool2020', 'Michael123', 'Qwerty123!'])(
    'refuses %s at both registrations with the spec message',
    async (password) => {
      for (const url of ['/api/auth/register', '/api/users']) {
        const res = await ctx.app.inject({ method: 'POST', url, payload: { ...member, password } });
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe(TOO_COMMON);
      }
    },
  );

  it("refuses a password built from the member's own name", async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/users',
      payload: { ...member, firstName: 'Quillbrook', lastName: 'Tennyson', password: 'Quillbrook88' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(TOO_COMMON);
  });

  it('refuses a common password on reset, and accepts a good one', async () => {
    const user = await insertUser(ctx.db, { email: 'mara@example.test' });
    const token = 'a-test-reset-token';
    await ctx.db
      .insert(passwordResetTokens)
      .values({ userId: user.id, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + 60_000) });
    const reset = (password: string) =>
      ctx.app.inject({ method: 'POST', url: '/api/reset-password', payload: { token, password } });
    const weak = await reset('Summer2024');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toBe(TOO_COMMON);
    expect((await reset('Hay-Net-Lantern-42')).statusCode).toBe(200);
  });
});
