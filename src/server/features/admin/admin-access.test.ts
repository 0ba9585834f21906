import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signIn } from '#tests/setup/http.js';
import { useTestApp } from '#tests/setup/test-app.js';
import { insertUser } from '#server/db/factories.js';
import { adminSessions } from '#server/db/schema/index.js';
import { ADMIN_PASSWORD, adminCookieOf, signInAsNewAdmin } from '#tests/setup/admin.js';

const ctx = useTestApp();

/** Every admin call, with a body that is valid for it (the guard must answer before validation anyway). */
const ADMIN_CALLS: Array<{ method: 'GET' | 'POST'; url: string; payload?: object; ok: number[] }> = [
  { method: 'GET', url: '/api/admin/me', ok: [200] },
  { method: 'GET', url: '/api/admin/metrics', ok: [200] },
  { method: 'GET', url: '/api/admin/pending-images', ok: [200] },
  { method: 'GET', url: '/api/admin/pending-verifications', ok: [200] },
  { method: 'GET', url: '/api/admin/users?q=member', ok: [200] },
  { method: 'GET', url: '/api/admin/audit-log', ok: [200] },
  // No horse 999 / no document: the admin gets past the guard to a true 404 or 409.
  {
    method: 'POST',
    url: '/api/admin/approve-image',
    payload: { horseId: 999, imageIndex: 0, imageUrl: '/uploads/horses/1-x.webp', action: 'approved' },
    ok: [404],
  },
  {
    method: 'POST',
    url: '/api/admin/approve-verification',
    payload: { userId: 1, action: 'verified' },
    ok: [409],
  },
  { method: 'GET', url: '/api/admin/verification-documents/1', ok: [404] },
  { method: 'POST', url: '/api/admin/logout', ok: [200] },
];

describe('admin access', () => {
  it('answers 401 to the signed-out and to members on every admin route, and serves admins', async () => {
    await insertUser(ctx.db, { email: 'member@example.test' });
    const member = await signIn(ctx.app, 'member@example.test');
    const call = (c: (typeof ADMIN_CALLS)[number], cookie?: string) =>
      ctx.app.inject({ method: c.method, url: c.url, payload: c.payload, headers: cookie ? { cookie } : {} });

    for (const c of ADMIN_CALLS) {
      expect((await call(c)).statusCode, `${c.url} signed out`).toBe(401);
      expect((await call(c, member)).statusCode, `${c.url} as member`).toBe(401);
      // Signed in as both: still the admin session alone decides.
      const { cookie: admin } = await signInAsNewAdmin(ctx.app, ctx.db, `admin${ADMIN_CALLS.indexOf(c)}`);
      const res = await call(c, `${admin}; ${member}`);
      expect(c.ok, `${c.url} as admin: ${res.statusCode} ${res.body}`).toContain(res.statusCode);
    }
  });

  it('signs in with the right password only, and an admin session is not a member session', async () => {
    const { cookie } = await signInAsNewAdmin(ctx.app, ctx.db);
    const me = await ctx.app.inject({ method: 'GET', url: '/api/admin/me', headers: { cookie } });
    expect(me.json()).toMatchObject({ username: 'warden' });
    expect(me.json()).not.toHaveProperty('passwordHash');
    const asMember = await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
    expect(asMember.statusCode).toBe(401);

    for (const password of ['wrong-password-123', ADMIN_PASSWORD.toLowerCase()]) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        payload: { username: 'warden', password },
      });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('Invalid username or password');
      expect(adminCookieOf(res)).toBeUndefined();
    }
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { username: 'nobody', password: ADMIN_PASSWORD },
    });
    expect(unknown.json().message).toBe('Invalid username or password');
    // A member's credentials do not open the admin side.
    await insertUser(ctx.db, { email: 'member@example.test' });
    const memberTry = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { username: 'member@example.test', password: 'Saddle-Up-2024' },
    });
    expect(memberTry.statusCode).toBe(401);
  });

  it('gives a clear 400 for a malformed sign-in and rate-limits guessing one account', async () => {
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { username: 'someone-else' },
    });
    expect(bad.statusCode).toBe(400);
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        payload: { username: 'warden', password: `guess-${i}` },
      });
      codes.push(res.statusCode);
    }
    expect(codes.slice(0, 10).every((code) => code === 401)).toBe(true);
    expect(codes[10]).toBe(429);
  });

  it('ends the session on logout', async () => {
    const { cookie } = await signInAsNewAdmin(ctx.app, ctx.db);
    const out = await ctx.app.inject({ method: 'POST', url: '/api/admin/logout', headers: { cookie } });
    expect(out.statusCode).toBe(200);
    const me = await ctx.app.inject({ method: 'GET', url: '/api/admin/me', headers: { cookie } });
    expect(me.statusCode).toBe(401);
  });

  it('expires a session after 30 idle minutes', async () => {
    const { cookie } = await signInAsNewAdmin(ctx.app, ctx.db);
    const me = () => ctx.app.inject({ method: 'GET', url: '/api/admin/me', headers: { cookie } });
    await ctx.db.update(adminSessions).set({ lastSeenAt: new Date(Date.now() - 29 * 60 * 1000) });
    expect((await me()).statusCode).toBe(200);
    // That request counted as activity: the idle clock restarted.
    await ctx.db.update(adminSessions).set({ lastSeenAt: new Date(Date.now() - 31 * 60 * 1000) });
    expect((await me()).statusCode).toBe(401);
  });

  it('keeps an active session alive, then expires it 8 hours after sign-in', async () => {
    const { cookie, adminId } = await signInAsNewAdmin(ctx.app, ctx.db);
    const me = () => ctx.app.inject({ method: 'GET', url: '/api/admin/me', headers: { cookie } });
    const [session] = await ctx.db.select().from(adminSessions).where(eq(adminSessions.adminId, adminId));
    expect(session!.expiresAt.getTime() - session!.createdAt.getTime()).toBeGreaterThan(
      8 * 3600_000 - 60_000,
    );
    expect(session!.expiresAt.getTime() - session!.createdAt.getTime()).toBeLessThanOrEqual(
      8 * 3600_000 + 60_000,
    );
    const activeButOld = { createdAt: new Date(Date.now() - 8 * 3600_000), lastSeenAt: new Date() };
    await ctx.db.update(adminSessions).set({ ...activeButOld, expiresAt: new Date(Date.now() - 1000) });
    expect((await me()).statusCode).toBe(401);
  });
});
