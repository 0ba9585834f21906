import { describe, expect, it } from 'vitest';
import { passwordResetTokens } from '#server/db/schema/index.js';
import { hashToken } from '#server/platform/sessions/session.js';
import { signInAsNewAdmin } from '#tests/setup/admin.js';
import { sendAs, signIn } from '#tests/setup/http.js';
import { useTestApp } from '#tests/setup/test-app.js';
import { requestTestCalls } from './request-test-helpers.js';

// A calendar feed address is a bearer link: it must not outlive a password reset, nor work while its
// member is suspended (decision 0049).

const ctx = useTestApp();
const { member, call } = requestTestCalls(ctx);

const UNKNOWN_FEED = `/api/calendar-feed/${'A'.repeat(43)}`;

/** A member with a feed address that works, and what an unknown address answers. */
async function memberWithFeed() {
  const rider = await member('ella@example.test', 'enthusiast');
  const made = await call('POST', '/api/calendar-feed', rider.cookie);
  expect(made.statusCode).toBe(201);
  const path: string = made.json().path;
  expect((await call('GET', path)).statusCode).toBe(200);
  const unknown = await call('GET', UNKNOWN_FEED);
  expect(unknown.statusCode).toBe(404);
  return { rider, path, unknown: unknown.json() };
}

describe('a calendar feed address', () => {
  it('stops with a password reset, answering as an unknown one; the member makes a new one', async () => {
    const { rider, path, unknown } = await memberWithFeed();
    const token = 'reset-token-for-ella';
    await ctx.db.insert(passwordResetTokens).values({
      userId: rider.user.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + 60_000),
    });
    const password = 'New-Meadow-2025';
    const reset = await ctx.app.inject({
      method: 'POST',
      url: '/api/reset-password',
      payload: { token, password },
    });
    expect(reset.statusCode, reset.body).toBe(200);

    const old = await call('GET', path);
    expect(old.statusCode).toBe(404);
    expect(old.json()).toEqual(unknown);
    const cookie = await signIn(ctx.app, 'ella@example.test', password);
    expect((await call('GET', '/api/calendar-feed', cookie)).json()).toEqual({
      active: false,
      createdAt: null,
    });
    const renewed = (await call('POST', '/api/calendar-feed', cookie)).json().path;
    expect(renewed).not.toBe(path);
    expect((await call('GET', renewed)).statusCode).toBe(200);
    expect((await call('GET', path)).statusCode).toBe(404);
  });

  it('answers as an unknown one while its member is suspended, and works again once lifted', async () => {
    const { rider, path, unknown } = await memberWithFeed();
    const { cookie: admin } = await signInAsNewAdmin(ctx.app, ctx.db);
    const reason = { reason: 'Reported by several members' };
    const act = (action: 'suspend' | 'unsuspend') =>
      sendAs(ctx.app, admin, 'POST', `/api/admin/users/${rider.user.id}/${action}`, reason);

    expect((await act('suspend')).statusCode).toBe(200);
    const stopped = await call('GET', path);
    expect(stopped.statusCode).toBe(404);
    expect(stopped.json()).toEqual(unknown);

    expect((await act('unsuspend')).statusCode).toBe(200);
    const again = await call('GET', path);
    expect(again.statusCode).toBe(200);
    expect(again.headers['content-type']).toMatch(/^text\/calendar/);
  });
});
