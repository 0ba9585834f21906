import { describe, expect, it } from 'vitest';
import { sessionCookieOf, signIn } from '#tests/setup/http.js';
import { useTestApp } from '#tests/setup/test-app.js';
import { DEFAULT_PASSWORD, insertUser } from '#server/db/factories.js';

const ctx = useTestApp();

const login = (payload: object, cookie?: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload, headers: cookie ? { cookie } : {} });
const me = (cookie?: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: cookie ? { cookie } : {} });

describe('sign-in', () => {
  it('signs in with the email in any case and returns the user without the hash', async () => {
    await insertUser(ctx.db, { email: 'ella@example.test', firstName: 'Ella' });
    const res = await login({ email: 'ELLA@example.test', password: DEFAULT_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: 'ella@example.test', firstName: 'Ella' });
    expect(res.body).not.toMatch(/passwordHash|password_hash|argon2/);
  });

  it('gives one message for a wrong password and an unknown email', async () => {
    await insertUser(ctx.db, { email: 'ella@example.test' });
    const wrong = await login({ email: 'ella@example.test', password: 'Not-The-Password-1' });
    const unknown = await login({ email: 'nobody@example.test', password: 'Not-The-Password-1' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: 'Invalid email or password' });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('asks for both fields when one is missing', async () => {
    const res = await login({ email: 'ella@example.test', password: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please enter both email and password');
  });

  it('issues a new session id on sign-in and ends the one the browser had', async () => {
    await insertUser(ctx.db, { email: 'ella@example.test' });
    const first = await signIn(ctx.app, 'ella@example.test');
    const res = await login({ email: 'ella@example.test', password: DEFAULT_PASSWORD }, first);
    const second = sessionCookieOf(res);
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
    expect((await me(first)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(200);
  });

  it('refuses the address after 10 failed attempts at one account in 15 minutes (429)', async () => {
    await insertUser(ctx.db, { email: 'ella@example.test' });
    for (let i = 0; i < 10; i++) {
      expect((await login({ email: 'ella@example.test', password: `Wrong-${i}-Password` })).statusCode).toBe(
        401,
      );
    }
    const blocked = await login({ email: 'ella@example.test', password: DEFAULT_PASSWORD });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/^Too many attempts/);
    // Another account from the same address is not locked by it.
    await insertUser(ctx.db, { email: 'other@example.test' });
    expect((await login({ email: 'other@example.test', password: DEFAULT_PASSWORD })).statusCode).toBe(200);
  });
});

describe('session', () => {
  it('answers /api/auth/me with 401 when signed out', async () => {
    const res = await me();
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBeTruthy();
  });

  it('ignores a forged cookie', async () => {
    expect((await me('sm_session=forged-token-value')).statusCode).toBe(401);
  });

  it('signs out: the cookie is cleared and the old one no longer works', async () => {
    await insertUser(ctx.db, { email: 'ella@example.test' });
    const cookie = await signIn(ctx.app, 'ella@example.test');
    const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const cleared = res.cookies.find((c) => c.name === 'sm_session');
    expect(cleared?.value).toBe('');
    expect((await me(cookie)).statusCode).toBe(401);
  });
});

describe('secure cookies behind https', () => {
  const secure = useTestApp({ env: { PUBLIC_URL: 'https://stablemates.example' } });

  it('uses the __Host- prefix and Secure', async () => {
    await insertUser(secure.db, { email: 'ella@example.test' });
    const res = await secure.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'ella@example.test', password: DEFAULT_PASSWORD },
    });
    const cookie = res.cookies.find((c) => c.name === '__Host-sm_session');
    expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax', path: '/' });
  });
});
