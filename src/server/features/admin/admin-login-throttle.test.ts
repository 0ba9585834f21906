import { describe, expect, it } from 'vitest';
import { useTestApp } from '#tests/setup/test-app.js';
import { ADMIN_PASSWORD, adminCookieOf } from '#tests/setup/admin.js';
import { createAdminAccount } from './index.js';

const ctx = useTestApp();

const adminLogin = (password: string, remoteAddress: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { username: 'warden', password },
    remoteAddress,
  });

describe('admin sign-in limits hit the attacker, not the admin (issue 29)', () => {
  it('lets the admin in from their own address after many addresses failed at the account', async () => {
    await createAdminAccount({ db: ctx.db, username: 'warden', password: ADMIN_PASSWORD });
    for (let i = 0; i < 12; i++) {
      expect((await adminLogin(`Wrong-guess-${i}-x`, `198.51.100.${i + 1}`)).statusCode).toBe(401);
    }
    const admin = await adminLogin(ADMIN_PASSWORD, '203.0.113.7');
    expect(admin.statusCode).toBe(200);
    expect(adminCookieOf(admin)).toBeDefined();
  });

  it('refuses (429, Retry-After) the address that keeps failing, even with the right password', async () => {
    await createAdminAccount({ db: ctx.db, username: 'warden', password: ADMIN_PASSWORD });
    for (let i = 0; i < 10; i++) await adminLogin(`Wrong-guess-${i}-x`, '198.51.100.9');
    const attacker = await adminLogin(ADMIN_PASSWORD, '198.51.100.9');
    expect(attacker.statusCode).toBe(429);
    expect(Number(attacker.headers['retry-after'])).toBeGreaterThan(0);
    expect(attacker.json().message).toMatch(/Please wait \d+ minutes? and try again/);
    expect((await adminLogin(ADMIN_PASSWORD, '203.0.113.7')).statusCode).toBe(200);
  });

  it('does not count the admin’s own successful sign-ins', async () => {
    await createAdminAccount({ db: ctx.db, username: 'warden', password: ADMIN_PASSWORD });
    for (let i = 0; i < 12; i++)
      expect((await adminLogin(ADMIN_PASSWORD, '203.0.113.7')).statusCode).toBe(200);
  });
});
