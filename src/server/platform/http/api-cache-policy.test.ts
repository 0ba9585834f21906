import { describe, expect, it } from 'vitest';
import { signIn } from '#tests/setup/http.js';
import { useTestApp } from '#tests/setup/test-app.js';
import { createHorseViaApi } from '#server/features/horses/horse-test-helpers.js';
import { insertUser } from '#server/db/factories.js';

const ctx = useTestApp();

describe('caching of API replies', () => {
  it('marks every reply with personal data no-store, varying by Cookie', async () => {
    const owner = await insertUser(ctx.db, { email: 'owner@example.test', userType: 'owner' });
    const cookie = await signIn(ctx.app, 'owner@example.test');
    const horse = await createHorseViaApi(ctx.app, cookie);
    const calls = [
      { method: 'GET', url: '/api/auth/me' },
      { method: 'GET', url: `/api/messages?userId=${owner.id}` },
      { method: 'GET', url: `/api/messages/unread-count?userId=${owner.id}` },
      { method: 'GET', url: `/api/users/${owner.id}` },
      { method: 'GET', url: `/api/horses/${horse.id}` },
      { method: 'GET', url: '/api/horses' },
      { method: 'PUT', url: `/api/horses/${horse.id}`, payload: { name: 'Renamed' } },
    ] as const;
    for (const call of calls) {
      const res = await ctx.app.inject({ ...call, headers: { cookie } });
      expect(res.statusCode, call.url).toBeLessThan(300);
      expect(res.headers['cache-control'], call.url).toBe('no-store');
      expect(String(res.headers.vary), call.url).toMatch(/\bcookie\b/i);
    }
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'owner@example.test', password: 'wrong-password' },
    });
    expect(login.headers['cache-control']).toBe('no-store');
  });

  it('leaves a route that opts into public caching alone', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/site-config' });
    expect(res.headers['cache-control']).toBe('public, max-age=300');
  });
});
