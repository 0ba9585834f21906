import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { signIn } from '#tests/setup/http.js';
import { emptyOutboxes, latestLinkTo, mailArriving, mailsTo } from '#tests/setup/outbox.js';
import { ownerRegistration } from '#tests/setup/registration-payload.js';
import { useTestApp } from '#tests/setup/test-app.js';
import { EMAIL_VERIFICATION, EMAIL_VERIFICATION_MESSAGES } from '#contract/email-verification.js';
import { insertHorse, insertUser } from '#server/db/factories.js';
import { emailVerificationTokens, messages, users } from '#server/db/schema/index.js';

const ctx = useTestApp();
const EMAIL = 'jane.rider@example.test';
// Every test registers the same address: an earlier test's mail would answer "has it arrived?" at once.
beforeEach(() => emptyOutboxes(ctx.dataDir, ['outbox']));

/**
 * Registers through the API (the wizard's last step), waits for the confirmation mail, and signs the new
 * member in with their password (registering signs nobody in): returns the session cookie.
 */
async function register(overrides: Record<string, unknown> = {}) {
  const payload = ownerRegistration(overrides);
  const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/register', payload });
  expect(res.statusCode).toBe(202);
  await mailArriving(ctx.dataDir, EMAIL, 'Confirm your e-mail');
  const cookie = await signIn(ctx.app, payload.email, payload.password);
  expect(await me(cookie)).toMatchObject({ emailVerified: false });
  return cookie;
}

const me = (cookie: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } }).then((res) => res.json());

const open = (link: string, cookie?: string) =>
  ctx.app.inject({ method: 'GET', url: link, headers: cookie ? { cookie } : {} });

describe('e-mail verification', () => {
  it('mails a link at registration that confirms the address on a plain GET, once, signed in or not', async () => {
    const cookie = await register();
    const [mail] = await mailsTo(ctx.dataDir, EMAIL);
    expect(mail?.subject).toMatch(/Confirm your e-mail/);
    const link = await latestLinkTo(ctx.dataDir, EMAIL, EMAIL_VERIFICATION.verifyPath);

    // Opened in a mail client: no cookie. It lands on the page that says so.
    const first = await open(link);
    expect(first.statusCode).toBe(303);
    expect(first.headers.location).toBe(`${EMAIL_VERIFICATION.landingPage}?result=confirmed`);
    expect(await me(cookie)).toMatchObject({ emailVerified: true });

    // Single use: opened again, it says it was used already and changes nothing.
    const again = await open(link, cookie);
    expect(again.headers.location).toBe(`${EMAIL_VERIFICATION.landingPage}?result=already`);
  });

  it('refuses an expired, unknown, empty or overlong link with a page that says so, and verifies no one', async () => {
    await register();
    const link = await latestLinkTo(ctx.dataDir, EMAIL, EMAIL_VERIFICATION.verifyPath);
    await ctx.db.update(emailVerificationTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await open(link)).headers.location).toBe(`${EMAIL_VERIFICATION.landingPage}?result=expired`);
    for (const bad of ['?token=not-a-token', '', '?token=']) {
      const res = await open(`${EMAIL_VERIFICATION.verifyPath}${bad}`);
      expect(res.headers.location, bad).toBe(`${EMAIL_VERIFICATION.landingPage}?result=invalid`);
    }
    expect((await open(`${EMAIL_VERIFICATION.verifyPath}?token=${'x'.repeat(500)}`)).statusCode).toBe(400);
    const [row] = await ctx.db.select().from(users).where(eq(users.email, EMAIL));
    expect(row?.emailVerifiedAt).toBeNull();
  });

  it('confirms nothing when the address changed after the link was sent', async () => {
    await register();
    const link = await latestLinkTo(ctx.dataDir, EMAIL, EMAIL_VERIFICATION.verifyPath);
    await ctx.db.update(users).set({ email: 'new.address@example.test' }).where(eq(users.email, EMAIL));
    expect((await open(link)).headers.location).toBe(`${EMAIL_VERIFICATION.landingPage}?result=invalid`);
    const [row] = await ctx.db.select().from(users);
    expect(row?.emailVerifiedAt).toBeNull();
  });

  it('refuses messages, requests and reviews until confirmed (403 with the reason), then lets them through', async () => {
    const cookie = await register({ userType: 'enthusiast', riderWeight: '9-11st' });
    const owner = await insertUser(ctx.db, { userType: 'owner' });
    const horse = await insertHorse(ctx.db, { ownerId: owner.id });
    const { id } = await me(cookie);
    const send = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/messages',
        headers: { cookie },
        payload: { senderId: id, receiverId: owner.id, content: 'Hello', messageType: 'general' },
      });
    const refused = [
      await send(),
      await ctx.app.inject({
        method: 'POST',
        url: '/api/reviews',
        headers: { cookie },
        payload: { horseId: horse.id, reviewerId: id, rating: 5 },
      }),
      await ctx.app.inject({
        method: 'POST',
        url: '/api/requests',
        headers: { cookie },
        payload: { horseId: horse.id, service: 'general-care', startDate: '2099-01-05' },
      }),
    ];
    for (const res of refused) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: EMAIL_VERIFICATION_MESSAGES.required });
    }
    expect(await ctx.db.select().from(messages)).toHaveLength(0);
    // Browsing and the profile stay open.
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/horses', headers: { cookie } })).statusCode,
    ).toBe(200);

    await open(await latestLinkTo(ctx.dataDir, EMAIL, EMAIL_VERIFICATION.verifyPath));
    expect((await send()).statusCode).toBe(201);
  });

  it('sends a new link on request, at most three an hour, and the newest works', async () => {
    const cookie = await register();
    const resend = () =>
      ctx.app.inject({ method: 'POST', url: EMAIL_VERIFICATION.resendPath, headers: { cookie } });
    const before = (await mailsTo(ctx.dataDir, EMAIL)).length;
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await resend()).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(await mailsTo(ctx.dataDir, EMAIL)).toHaveLength(before + 3);
    const link = await latestLinkTo(ctx.dataDir, EMAIL, EMAIL_VERIFICATION.verifyPath);
    expect((await open(link)).headers.location).toBe(`${EMAIL_VERIFICATION.landingPage}?result=confirmed`);
    expect((await ctx.app.inject({ method: 'POST', url: EMAIL_VERIFICATION.resendPath })).statusCode).toBe(
      401,
    );
  });

  it('carries the page asked from on the link to the page it lands on, only ever a path of this site (issue 46)', async () => {
    const cookie = await register();
    const resend = (payload?: object) =>
      ctx.app.inject({
        method: 'POST',
        url: EMAIL_VERIFICATION.resendPath,
        headers: { cookie },
        ...(payload ? { payload } : {}),
      });
    const before = (await mailsTo(ctx.dataDir, EMAIL)).length;
    for (const returnTo of [
      'https://evil.example/',
      '//evil.example/horse/1',
      '/\\evil.example',
      'javascript:alert(1)',
    ]) {
      const refused = await resend({ returnTo });
      expect(refused.statusCode, returnTo).toBe(400);
    }
    expect(await mailsTo(ctx.dataDir, EMAIL)).toHaveLength(before);

    const back = '/horse/7?slot=12&day=2099-01-05';
    expect((await resend({ returnTo: back })).statusCode).toBe(200);
    const link = await latestLinkTo(ctx.dataDir, EMAIL, EMAIL_VERIFICATION.verifyPath);
    expect(new URL(link, 'http://site.invalid').searchParams.get('returnTo')).toBe(back);
    const landed = await open(link);
    expect(landed.statusCode).toBe(303);
    const location = new URL(String(landed.headers.location), 'http://site.invalid');
    expect(location.pathname).toBe(EMAIL_VERIFICATION.landingPage);
    expect(Object.fromEntries(location.searchParams)).toEqual({ result: 'confirmed', returnTo: back });

    // A link whose returnTo was changed to another site still confirms, and lands on the site's own page
    // without it: the route is never an open redirect.
    const token = new URL(link, 'http://site.invalid').searchParams.get('token') ?? '';
    const tampered = await open(
      `${EMAIL_VERIFICATION.verifyPath}?token=${token}&returnTo=${encodeURIComponent('//evil.example/')}`,
    );
    expect(tampered.headers.location).toBe(`${EMAIL_VERIFICATION.landingPage}?result=already`);
  });

  it("puts the registration's page to return to on the welcome mail's link", async () => {
    const back = '/horse/3?slot=4&day=2099-02-02';
    const payload = ownerRegistration({ returnTo: back });
    expect((await ctx.app.inject({ method: 'POST', url: '/api/auth/register', payload })).statusCode).toBe(
      202,
    );
    await mailArriving(ctx.dataDir, EMAIL, 'Confirm your e-mail');
    const link = await latestLinkTo(ctx.dataDir, EMAIL, EMAIL_VERIFICATION.verifyPath);
    expect(new URL(link, 'http://site.invalid').searchParams.get('returnTo')).toBe(back);
    // Another site's address is dropped, and the registration goes on.
    const other = ownerRegistration({ email: 'other.rider@example.test', returnTo: 'https://evil.example/' });
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/auth/register', payload: other })).statusCode,
    ).toBe(202);
    await mailArriving(ctx.dataDir, other.email, 'Confirm your e-mail');
    const second = await latestLinkTo(ctx.dataDir, other.email, EMAIL_VERIFICATION.verifyPath);
    expect(new URL(second, 'http://site.invalid').searchParams.has('returnTo')).toBe(false);
  });
});
