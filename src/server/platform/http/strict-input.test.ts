import { describe, expect, it } from 'vitest';
import { signIn } from '#tests/setup/http.js';
import { useTestApp } from '#tests/setup/test-app.js';
import { createHorseViaApi } from '#server/features/horses/horse-test-helpers.js';
import { insertUser } from '#server/db/factories.js';

const ctx = useTestApp();

async function ownerWithHorse() {
  await insertUser(ctx.db, { email: 'owner@example.test', userType: 'owner' });
  const cookie = await signIn(ctx.app, 'owner@example.test');
  const horse = await createHorseViaApi(ctx.app, cookie);
  return { cookie, horse };
}

describe('ids in paths and queries', () => {
  it('accepts only decimal digits: 0x2, 1e0, " 1", +1, 01 and 1.0 are 400', async () => {
    const { cookie, horse } = await ownerWithHorse();
    expect((await ctx.app.inject({ method: 'GET', url: `/api/horses/${horse.id}` })).statusCode).toBe(200);
    const spellings = ['0x1', '1e0', '%201', '+1', '01', '1.0', '-1', '0'].map((s) =>
      s.replace('1', String(horse.id)),
    );
    for (const id of spellings) {
      const urls = [
        { method: 'GET', url: `/api/horses/${id}` },
        { method: 'PUT', url: `/api/horses/${id}`, payload: { name: 'Changed' } },
        { method: 'GET', url: `/api/users/${id}` },
        { method: 'GET', url: `/api/horses?ownerId=${id}` },
        { method: 'GET', url: `/api/messages/unread-count?userId=${id}` },
        { method: 'PUT', url: `/api/messages/${id}/read` },
      ] as const;
      for (const request of urls) {
        const res = await ctx.app.inject({ ...request, headers: { cookie } });
        expect(res.statusCode, `${request.method} ${request.url}`).toBe(400);
        expect(res.json().message).toMatch(/invalid/i);
      }
    }
  });
});

describe('an update with no known field', () => {
  it('PUT /api/horses/{own id} answers 400 with a message, not 500', async () => {
    const { cookie, horse } = await ownerWithHorse();
    for (const payload of [{}, { id: -0 }, { nonsense: true }]) {
      const res = await ctx.app.inject({
        method: 'PUT',
        url: `/api/horses/${horse.id}`,
        headers: { cookie },
        payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toBe('Nothing to change: send at least one field of the horse.');
    }
  });

  it('PUT /api/registration-sessions/{id} answers 400 with a message, not 500', async () => {
    const sessionId = 'c0ffee00-1234-4abc-9def-000000000009';
    await ctx.app.inject({
      method: 'POST',
      url: '/api/registration-sessions',
      payload: { sessionId, userType: 'owner' },
    });
    for (const payload of [{}, { id: -0 }]) {
      const res = await ctx.app.inject({
        method: 'PUT',
        url: `/api/registration-sessions/${sessionId}`,
        payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toBe('Nothing to change: send at least one field of the registration.');
    }
  });
});
