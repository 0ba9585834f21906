import { describe, expect, it } from 'vitest';
import { signIn } from '#tests/setup/http.js';
import { useTestApp } from '#tests/setup/test-app.js';
import { insertUser } from '#server/db/factories.js';

const ctx = useTestApp();

describe('GET /api/users/{id}', () => {
  it('shows the public view only, even to another signed-in member', async () => {
    const rider = await insertUser(ctx.db, {
      email: 'rider@example.test',
      userType: 'enthusiast',
      riderWeight: '9-11st',
      phone: '07700 900123',
      postcode: 'LS1 4AP',
      firstName: 'Rosa',
    });
    await insertUser(ctx.db, { email: 'owner@example.test' });
    const cookie = await signIn(ctx.app, 'owner@example.test');
    const res = await ctx.app.inject({ method: 'GET', url: `/api/users/${rider.id}`, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ id: rider.id, firstName: 'Rosa', userType: 'enthusiast' });
    for (const field of [
      'email',
      'phone',
      'postcode',
      'riderWeight',
      'passwordHash',
      'username',
      'verificationDocument',
    ]) {
      expect(body).not.toHaveProperty(field);
    }
    expect(res.body).not.toContain('07700');
    expect(res.body).not.toContain('LS1 4AP');
  });

  it('answers 404 for an unknown user and 400 for a non-numeric id', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/users/999' })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/users/abc' })).statusCode).toBe(400);
  });
});
