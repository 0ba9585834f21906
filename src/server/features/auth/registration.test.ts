import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessionCookieOf } from '#tests/setup/http.js';
import { mailsTo } from '#tests/setup/outbox.js';
import { ownerRegistration } from '#tests/setup/registration-payload.js';
import { useTestApp } from '#tests/setup/test-app.js';
import { queryRows } from '#server/db/client.js';
import { insertUser } from '#server/db/factories.js';
import { users } from '#server/db/schema/index.js';

const ctx = useTestApp();

// With the optional fields filled in, a mixed-case email (kept as typed) and a lower-case postcode (formatted).
const owner = ownerRegistration({
  email: 'Jane.Rider@Example.test',
  username: 'Jane.Rider@Example.test',
  postcode: 'hg1 1aa',
  bio: 'Two cobs and a pony.',
  interests: ['help-looking-after'],
  optOutMarketing: true,
});
const enthusiast = {
  ...owner,
  email: 'sam@example.test',
  userType: 'enthusiast',
  interests: ['learn-to-ride'],
  riderWeight: '9-11st',
};

const register = (payload: object, url = '/api/auth/register') =>
  ctx.app.inject({ method: 'POST', url, payload });

describe('POST /api/auth/register', () => {
  it('creates an owner, signs them in, and never returns the password hash', async () => {
    const res = await register(owner);
    expect(res.statusCode).toBe(201);
    const user = res.json();
    expect(user).toMatchObject({
      email: 'Jane.Rider@Example.test',
      username: 'Jane.Rider@Example.test',
      firstName: 'Jane',
      userType: 'owner',
      postcode: 'HG1 1AA',
      riderWeight: null,
      optOutMarketing: true,
      interests: ['help-looking-after'],
    });
    expect(res.body).not.toMatch(/password/i);

    const cookie = sessionCookieOf(res);
    expect(cookie).toBeDefined();
    const me = await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: cookie! } });
    expect(me.statusCode).toBe(200);
    expect(me.json().id).toBe(user.id);
  });

  it('takes an optional experience level on both calls and shows it on the public profile (issue 32)', async () => {
    const res = await register({ ...enthusiast, experienceLevel: 'intermediate' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ experienceLevel: 'intermediate', showExperience: true });
    const profile = await ctx.app.inject({ method: 'GET', url: `/api/users/${res.json().id}` });
    expect(profile.json()).toMatchObject({ experience: 'Intermediate' });

    const single = await register(
      { ...owner, email: 'olly@example.test', password: 'Stable-Door-42', experienceLevel: 'expert' },
      '/api/users',
    );
    expect(single.statusCode).toBe(201);
    expect(single.json()).toMatchObject({ experienceLevel: 'expert' });

    // Left out: none, and the profile says nothing.
    const none = await register({ ...owner, email: 'nell@example.test' });
    expect(none.json()).toMatchObject({ experienceLevel: null, experience: null });

    const bad = await register({ ...owner, email: 'bad@example.test', experienceLevel: 'wizard' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fieldErrors ?? {})).toContain('experienceLevel');
    const stored = await ctx.db.select().from(users).where(eq(users.email, 'bad@example.test'));
    expect(stored).toEqual([]);
  });

  it('sets the session cookie HttpOnly and SameSite=Lax', async () => {
    const res = await register(owner);
    const cookie = res.cookies.find((c) => c.name === 'sm_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();
    expect(cookie?.value.length).toBeGreaterThanOrEqual(43); // 256 random bits, base64url
  });

  it('records when the age confirmation and terms were accepted', async () => {
    const res = await register(owner);
    const [row] = await ctx.db
      .select({ ageConfirmedAt: users.ageConfirmedAt, termsAcceptedAt: users.termsAcceptedAt })
      .from(users)
      .where(eq(users.id, res.json().id));
    const justNow = Date.now() - 60_000;
    expect(row?.ageConfirmedAt?.getTime()).toBeGreaterThan(justNow);
    expect(row?.termsAcceptedAt?.getTime()).toBeGreaterThan(justNow);
  });

  it('refuses registration without the 18+ confirmation or the terms', async () => {
    const noAge = await register({ ...owner, confirmAge: false });
    expect(noAge.statusCode).toBe(400);
    expect(noAge.json().fieldErrors.confirmAge).toEqual(['Please confirm that you are 18 or over']);
    const noTerms = await register({ ...owner, acceptTerms: undefined });
    expect(noTerms.statusCode).toBe(400);
    expect(noTerms.json().fieldErrors.acceptTerms).toEqual(['Please accept the Terms of Service']);
  });

  it('names every missing field', async () => {
    const res = await register({ userType: 'owner', confirmAge: true, acceptTerms: true });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fieldErrors).sort()).toEqual(
      ['email', 'firstName', 'lastName', 'location', 'password', 'postcode'].sort(),
    );
  });

  it('requires a rider weight of enthusiasts and refuses one from owners', async () => {
    const missing = await register({ ...enthusiast, riderWeight: undefined });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors.riderWeight).toEqual(['Please select your rider weight']);

    const ownerWithWeight = await register({ ...owner, riderWeight: '9-11st' });
    expect(ownerWithWeight.statusCode).toBe(400);

    const ok = await register(enthusiast);
    expect(ok.statusCode).toBe(201);
    expect(ok.json().riderWeight).toBe('9-11st');
  });

  it('refuses a password under 8 characters and a very common one', async () => {
    const short = await register({ ...owner, password: 'Ab1!' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('Password must be at least 8 characters long');
    const common = await register({ ...owner, password: 'password123' });
    expect(common.statusCode).toBe(400);
    expect(common.json().message).toBe('That password is too common. Please choose another.');
  });

  it('refuses an invalid UK postcode with a message the client recognises', async () => {
    for (const postcode of ['12345', 'XX1 1XX', 'SW1A']) {
      const res = await register({ ...owner, postcode });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain('valid UK postcode');
    }
    const count = await queryRows<{ n: number }>(ctx.db, sql`select count(*)::int as n from users`);
    expect(count[0]?.n).toBe(0);
  });

  it('refuses an email already registered (in another case) without saying the account exists', async () => {
    await insertUser(ctx.db, { email: 'jane.rider@example.test', firstName: 'Jane' });
    for (const url of ['/api/auth/register', '/api/users']) {
      const res = await register(owner, url);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(
        'We could not create this account. If you already have one, sign in or reset your password.',
      );
      expect(sessionCookieOf(res)).toBeUndefined();
    }
  });

  it("mails the address's owner that someone tried to register with it, once a day", async () => {
    // An address no other test uses: the outbox outlives each test, and its mail is sent without waiting.
    await insertUser(ctx.db, { email: 'kate@example.test', firstName: 'Kate' });
    const kate = { ...owner, email: 'Kate@Example.test', username: 'Kate@Example.test' };
    expect((await register(kate)).statusCode).toBe(409);
    const notice = async () =>
      (await mailsTo(ctx.dataDir, 'kate@example.test')).filter((mail) =>
        mail.subject?.includes('Someone tried to create'),
      );
    await expect.poll(async () => (await notice()).length).toBe(1);
    const [mail] = await notice();
    expect(mail!.text).toContain('Hello Kate,');
    expect(mail!.text).toContain('nothing was created and your account is unchanged');
    expect(mail!.text).toContain('/forgot-password');
    // Another try the same day is refused alike, but the owner is not mailed again.
    expect((await register(kate, '/api/users')).statusCode).toBe(409);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await notice()).toHaveLength(1);
    // A new address registers without any such mail.
    expect(
      (await register({ ...owner, email: 'new.rider@example.test', username: 'new.rider@example.test' }))
        .statusCode,
    ).toBe(201);
    expect(await mailsTo(ctx.dataDir, 'new.rider@example.test')).not.toContainEqual(
      expect.objectContaining({ subject: expect.stringContaining('Someone tried') }),
    );
  });

  it('limits attempts at one e-mail from any addresses (429 with Retry-After)', async () => {
    await insertUser(ctx.db, { email: 'jane.rider@example.test' });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const url = i % 2 === 0 ? '/api/auth/register' : '/api/users';
      const res = await ctx.app.inject({
        method: 'POST',
        url,
        payload: owner,
        remoteAddress: `198.51.100.${i + 1}`,
      });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(statuses).toEqual([409, 409, 409, 409, 409, 429]);
    // Another e-mail from the same addresses is not held back.
    const other = { ...owner, email: 'other.rider@example.test' };
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/auth/register',
          payload: other,
          remoteAddress: '198.51.100.1',
        })
      ).statusCode,
    ).toBe(201);
  });

  it('limits registrations from one address (429)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await register({ ...owner, email: `limit${i}@example.test`, password: 'x' });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('POST /api/users (single-page registration)', () => {
  it('requires an uppercase letter, a lowercase letter and a number', async () => {
    for (const password of ['alllowercase1', 'ALLUPPERCASE1', 'NoNumbersHere']) {
      const res = await register({ ...owner, password }, '/api/users');
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors.password).toContain(
        'Password must contain at least one uppercase letter, one lowercase letter and one number',
      );
    }
  });

  it('creates and signs in an enthusiast', async () => {
    const res = await register(enthusiast, '/api/users');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ userType: 'enthusiast', riderWeight: '9-11st' });
    expect(sessionCookieOf(res)).toBeDefined();
  });
});
