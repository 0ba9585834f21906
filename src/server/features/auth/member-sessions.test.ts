import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessionCookieOf } from '#tests/setup/http.js';
import { useTestApp } from '#tests/setup/test-app.js';
import { DEFAULT_PASSWORD, insertUser } from '#server/db/factories.js';
import { sessions } from '#server/db/schema/index.js';
import { hashToken } from '#server/platform/sessions/session.js';

const ctx = useTestApp();

const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

function login(email: string, extra: object = {}, userAgent = FIREFOX_WINDOWS) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: DEFAULT_PASSWORD, ...extra },
    headers: { 'user-agent': userAgent },
  });
}
async function signedIn(email: string, extra: object = {}, userAgent?: string): Promise<string> {
  const cookie = sessionCookieOf(await login(email, extra, userAgent));
  if (!cookie) throw new Error('no session cookie');
  return cookie;
}
const me = (cookie: string) => ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
const meStatus = async (cookie: string) => (await me(cookie)).statusCode;
/**
 * idleFor writes behind the app's back: the app's session cache hears of it by the database's change
 * notice, which on PostgreSQL comes a moment later (under load, more than a moment).
 */
const NOTICE_HEARD = { timeout: 10_000, interval: 50 };
const listSessions = (cookie?: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/auth/sessions', headers: cookie ? { cookie } : {} });

/** Moves a session's last activity into the past, as if its browser had been idle that long. */
async function idleFor(cookie: string, hours: number): Promise<void> {
  const token = cookie.split('=')[1]!;
  await ctx.db
    .update(sessions)
    .set({ lastSeenAt: new Date(Date.now() - hours * 3_600_000) })
    .where(eq(sessions.id, hashToken(token)));
}

describe('"Keep me signed in"', () => {
  it('without it, gives a browser-session cookie that ends after 12 hours idle', async () => {
    await insertUser(ctx.db, { email: 'ella@example.test' });
    const res = await login('ella@example.test');
    expect(res.statusCode).toBe(200);
    const cookie = res.cookies.find((c) => c.name === 'sm_session')!;
    expect(cookie.maxAge).toBeUndefined();
    expect(cookie.expires).toBeUndefined();
    const header = sessionCookieOf(res)!;
    await idleFor(header, 11);
    expect((await me(header)).statusCode).toBe(200);
    await idleFor(header, 13);
    await expect.poll(() => meStatus(header), NOTICE_HEARD).toBe(401);
  });

  it('with it, gives a 30-day cookie and a session that lasts 14 days idle', async () => {
    await insertUser(ctx.db, { email: 'ella@example.test' });
    const res = await login('ella@example.test', { rememberMe: true });
    expect(res.cookies.find((c) => c.name === 'sm_session')?.maxAge).toBe(30 * 24 * 60 * 60);
    const header = sessionCookieOf(res)!;
    await idleFor(header, 13 * 24);
    expect((await me(header)).statusCode).toBe(200);
    await idleFor(header, 15 * 24);
    await expect.poll(() => meStatus(header), NOTICE_HEARD).toBe(401);
  });

  it('ends any session 30 days after sign-in, however active', async () => {
    await insertUser(ctx.db, { email: 'ella@example.test' });
    const before = Date.now();
    const header = await signedIn('ella@example.test', { rememberMe: true });
    const [row] = await ctx.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, hashToken(header.split('=')[1]!)));
    const thirtyDays = 30 * 24 * 3_600_000;
    expect(row!.expiresAt.getTime()).toBeGreaterThanOrEqual(before + thirtyDays - 1000);
    expect(row!.expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + thirtyDays);
  });

  it('refuses a rememberMe that is not true or false (400)', async () => {
    await insertUser(ctx.db, { email: 'ella@example.test' });
    const res = await login('ella@example.test', { rememberMe: 'yes please' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBeTruthy();
  });
});

describe("a member's sessions", () => {
  it('lists the active ones with a coarse device, times, and which one is this browser', async () => {
    await insertUser(ctx.db, { email: 'ella@example.test' });
    const laptop = await signedIn('ella@example.test', { rememberMe: true }, FIREFOX_WINDOWS);
    const phone = await signedIn('ella@example.test', {}, SAFARI_IPHONE);
    const res = await listSessions(phone);
    expect(res.statusCode).toBe(200);
    const list = res.json() as {
      device: string;
      current: boolean;
      keepSignedIn: boolean;
      createdAt: string;
    }[];
    expect(list).toHaveLength(2);
    expect(list.map((s) => [s.device, s.current, s.keepSignedIn]).sort()).toEqual([
      ['Firefox on Windows', false, true],
      ['Safari on iPhone', true, false],
    ]);
    for (const s of list) expect(Number.isNaN(Date.parse(s.createdAt))).toBe(false);
    // Neither the tokens nor their hashes are shown.
    for (const cookie of [laptop, phone]) {
      const token = cookie.split('=')[1]!;
      expect(res.body).not.toContain(token);
      expect(res.body).not.toContain(hashToken(token));
    }
    expect((await listSessions()).statusCode).toBe(401);
  });

  it('signs out everywhere else: other sessions end, this one stays, other members untouched', async () => {
    await insertUser(ctx.db, { email: 'ella@example.test' });
    await insertUser(ctx.db, { email: 'other@example.test' });
    const laptop = await signedIn('ella@example.test', { rememberMe: true });
    const phone = await signedIn('ella@example.test', {}, SAFARI_IPHONE);
    const tablet = await signedIn('ella@example.test');
    const other = await signedIn('other@example.test');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sessions/sign-out-others',
      headers: { cookie: phone },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ended: 2 });
    expect((await me(laptop)).statusCode).toBe(401);
    expect((await me(tablet)).statusCode).toBe(401);
    expect((await me(phone)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(200);
  });

  it("ends one chosen session, and answers 404 for someone else's", async () => {
    await insertUser(ctx.db, { email: 'ella@example.test' });
    await insertUser(ctx.db, { email: 'other@example.test' });
    const laptop = await signedIn('ella@example.test');
    const phone = await signedIn('ella@example.test', {}, SAFARI_IPHONE);
    const other = await signedIn('other@example.test');
    const ids = (await listSessions(phone)).json() as { id: number; current: boolean }[];
    const laptopId = ids.find((s) => !s.current)!.id;
    const otherId = ((await listSessions(other)).json() as { id: number }[])[0]!.id;

    const end = (id: number | string, cookie: string) =>
      ctx.app.inject({ method: 'DELETE', url: `/api/auth/sessions/${id}`, headers: { cookie } });
    expect((await end(otherId, phone)).statusCode).toBe(404);
    expect((await me(other)).statusCode).toBe(200);
    expect((await end('not-a-number', phone)).statusCode).toBe(400);

    expect((await end(laptopId, phone)).statusCode).toBe(200);
    expect((await me(laptop)).statusCode).toBe(401);
    expect((await me(phone)).statusCode).toBe(200);
    expect((await end(laptopId, phone)).statusCode).toBe(404);
  });
});
