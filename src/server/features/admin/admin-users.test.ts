import { describe, expect, it } from 'vitest';
import { signInAsNewAdmin } from '#tests/setup/admin.js';
import { useTestApp } from '#tests/setup/test-app.js';
import { insertUser } from '#server/db/factories.js';

const ctx = useTestApp();

describe('admin user list', () => {
  it('lists members with their private fields, newest first, paged and searchable by name or e-mail', async () => {
    await insertUser(ctx.db, {
      email: 'ann@example.test',
      firstName: 'Ann',
      lastName: 'Hale',
      phone: '07700 900001',
    });
    await insertUser(ctx.db, {
      email: 'bo@example.test',
      firstName: 'Bo',
      lastName: 'Price',
      bio: 'Hacks out daily',
    });
    await insertUser(ctx.db, { email: 'cy_100%@example.test', firstName: 'Cy', lastName: 'Annesley' });
    const { cookie } = await signInAsNewAdmin(ctx.app, ctx.db);
    const list = (query: string) =>
      ctx.app.inject({ method: 'GET', url: `/api/admin/users${query}`, headers: { cookie } });

    const page = await list('?limit=2');
    expect(page.headers['x-total-count']).toBe('3');
    expect(page.json().map((u: { firstName: string }) => u.firstName)).toEqual(['Cy', 'Bo']);
    expect(page.json()[1]).toEqual({
      id: 2,
      firstName: 'Bo',
      lastName: 'Price',
      email: 'bo@example.test',
      phone: null,
      bio: 'Hacks out daily',
      location: 'York',
      postcode: 'YO1 7HH',
      userType: 'owner',
      verificationStatus: 'unverified',
      verificationSubmittedAt: null,
      createdAt: expect.any(String),
      emailVerified: true,
      suspendedAt: null,
      deleted: false,
    });
    expect(page.json()[0]).not.toHaveProperty('passwordHash');

    const byName = await list('?q=ANN');
    expect(
      byName
        .json()
        .map((u: { firstName: string }) => u.firstName)
        .sort(),
    ).toEqual(['Ann', 'Cy']);
    expect((await list('?q=ann%20hale')).json()).toHaveLength(1);
    expect((await list('?q=bo%40example')).json()[0].email).toBe('bo@example.test');
    // Wildcards typed by the admin are literal.
    expect((await list('?q=%25')).json().map((u: { firstName: string }) => u.firstName)).toEqual(['Cy']);
    expect((await list('?limit=0')).statusCode).toBe(400);
    // One member by id (the audit log links to a member this way).
    expect((await list('?id=2')).json().map((u: { firstName: string }) => u.firstName)).toEqual(['Bo']);
    expect((await list('?id=0')).statusCode).toBe(400);
  });
});
