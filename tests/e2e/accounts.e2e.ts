import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible, expectFitsPhoneWidth, useBrowser } from './support/browser.js';
import { logInAfterRegistering, registerEnthusiast } from './support/members.js';
import { linkIn, waitForMail } from './support/outbox.js';

const session = useBrowser();
const PASSWORD = 'Bramble-Paddock-2024';

/** A fresh address per run and per journey, so repeated runs never collide. */
function uniqueEmail(kind: string): string {
  return `${kind}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`;
}

async function expectHeading(page: Page, name: string | RegExp): Promise<void> {
  await page.getByRole('heading', { level: 1, name }).waitFor();
}

async function expectNavbarName(page: Page, firstName: string): Promise<void> {
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: new RegExp(`^${firstName}`) }).waitFor();
}

/** The session cookie's expiry: -1 while it ends with the browser, a time in seconds when it lasts. */
async function sessionCookieExpiry(page: Page): Promise<number | undefined> {
  const cookies = await page.context().cookies();
  return cookies.find((cookie) => cookie.httpOnly)?.expires;
}

async function logOutThenLogIn(
  page: Page,
  email: string,
  firstName: string,
  keepSignedIn = false,
): Promise<void> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }).waitFor();

  await page.goto('/login');
  await expectHeading(page, 'Log In');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  const keep = page.getByRole('checkbox', { name: 'Keep me signed in' });
  expect(await keep.isChecked()).toBe(false);
  if (keepSignedIn) await keep.check();
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL((url) => url.pathname === '/my-profile');
  // .first(): Radix also announces the toast's text in a hidden live region.
  await page.getByText('Login successful').first().waitFor();
  await expectNavbarName(page, firstName);
  const expiry = await sessionCookieExpiry(page);
  if (keepSignedIn) expect(expiry).toBeGreaterThan(Date.now() / 1000 + 24 * 60 * 60);
  else expect(expiry).toBe(-1);
}

/** Fills in and sends the single-page enthusiast registration. */
async function registerEnthusiastOnOnePage(page: Page, email: string, firstName: string): Promise<void> {
  await page.goto('/register/enthusiast');
  await expectHeading(page, 'Join as a Horse Enthusiast');
  await page.getByLabel(/^First name/).fill(firstName);
  await page.getByLabel(/^Last name/).fill('Ellis');
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByLabel(/^Confirm password/).fill(PASSWORD);
  await page.getByLabel(/^Town\/City/).fill('Edinburgh');
  await page.getByLabel(/^Postcode/).fill('EH1 1YZ');
  await page.getByLabel(/^Rider weight/).selectOption('9-11st');
  await page.getByLabel('I want to learn to ride').check();
  await page.getByLabel(/I confirm that I am 18 or over/).check();
  await page.getByLabel(/I accept the/).check();
  await page.getByRole('button', { name: 'Create Account' }).click();
}

describe('accounts', () => {
  it('registers an owner in three steps, signs out and back in', async () => {
    const page = await session.newPage();
    const email = uniqueEmail('owner');
    const firstName = 'Olivia';

    await page.goto('/register/step1?type=owner');
    await expectHeading(page, 'I Own A Horse');
    await expectAccessible(page);
    await page.getByLabel('I need help looking after my horse').check();
    await page.getByRole('button', { name: 'Continue' }).click();

    await page.waitForURL((url) => url.pathname === '/register/step2');
    await expectHeading(page, 'Your Details');
    await expectAccessible(page);
    await page.getByLabel(/^First name/).fill(firstName);
    await page.getByLabel(/^Last name/).fill('Owens');
    await page.getByLabel(/^Email/).fill(email);
    await page.getByRole('button', { name: 'Continue' }).click();

    await page.waitForURL((url) => url.pathname === '/register/step3');
    await expectHeading(page, 'Complete Your Profile');
    // The name and email travel in sessionStorage, not in the address (history, logs, Referer).
    const step3Url = page.url();
    for (const personal of [email, encodeURIComponent(email), firstName, 'Owens']) {
      expect(step3Url).not.toContain(personal);
    }
    expect(new URL(step3Url).searchParams.get('type')).toBe('owner');
    await page.getByText(email).waitFor();

    // Back keeps what was typed on step 2.
    await page.getByRole('link', { name: 'Back' }).click();
    await page.waitForURL((url) => url.pathname === '/register/step2');
    expect(await page.getByLabel(/^First name/).inputValue()).toBe(firstName);
    expect(await page.getByLabel(/^Email/).inputValue()).toBe(email);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL((url) => url.pathname === '/register/step3');

    await page.getByLabel(/^Town\/City/).fill('London');
    await page.getByLabel(/^Postcode/).fill('SW1A 1AA');
    await page.getByLabel(/^Password/).fill('password');
    await page.getByText('Password strength: Weak').waitFor();
    await page.getByLabel(/^Password/).fill(PASSWORD);
    await page.getByText(/^Password strength: (Fair|Good|Strong)$/).waitFor();
    await page.getByLabel(/^Confirm password/).fill(PASSWORD);
    await page.getByText('Passwords match', { exact: true }).waitFor();
    await page.getByLabel(/I confirm that I am 18 or over/).check();
    await page.getByLabel(/I accept the/).check();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Complete Registration' }).click();

    await page.waitForURL((url) => url.pathname === '/registration-complete');
    expect(new URL(page.url()).searchParams.get('type')).toBe('owner');
    expect(await page.evaluate(() => sessionStorage.getItem('registrationDetails'))).toBeNull();
    // Registering signs nobody in: the page asks to check the e-mail, then log in, and comes back here.
    await expectHeading(page, 'Check your e-mail');
    await expectAccessible(page);
    await logInAfterRegistering(page, email);
    await expectHeading(page, `Welcome to Stablemates, ${firstName}!`);
    await page.getByRole('link', { name: 'Add Your First Horse' }).waitFor();
    await expectNavbarName(page, firstName);
    await expectAccessible(page);

    await logOutThenLogIn(page, email, firstName);
  });

  it('registers an enthusiast on the single page, signs out and back in', async () => {
    const page = await session.newPage();
    const email = uniqueEmail('enthusiast');
    const firstName = 'Ewan';

    await registerEnthusiastOnOnePage(page, email, firstName);
    await logInAfterRegistering(page, email);

    await expectHeading(page, `Welcome to Stablemates, ${firstName}!`);
    await page.getByRole('main').getByRole('link', { name: 'Complete Your Profile' }).click();
    await page.waitForURL((url) => url.pathname === '/my-profile');
    await expectHeading(page, 'My Profile');
    await page.getByRole('heading', { level: 2, name: `${firstName} Ellis` }).waitFor();
    await expectNavbarName(page, firstName);

    await logOutThenLogIn(page, email, firstName, true);
  });

  it('answers a second sign-up with a taken e-mail as the first, signs nobody in, and mails the owner the way back in', async () => {
    const email = uniqueEmail('twice');
    const first = await session.newPage();
    await registerEnthusiastOnOnePage(first, email, 'Tess');
    await first.getByRole('heading', { level: 1, name: 'Check your e-mail' }).waitFor();
    const firstPage = await first.getByRole('main').innerText();

    // Someone else, in another browser, tries the same address with a password of their own.
    const second = await session.newPage();
    await registerEnthusiastOnOnePage(second, email, 'Tess');
    await second.getByRole('heading', { level: 1, name: 'Check your e-mail' }).waitFor();
    expect(await second.getByRole('main').innerText()).toBe(firstPage);
    expect(await second.getByRole('alert').filter({ hasText: 'Registration failed' }).count()).toBe(0);
    await expectAccessible(second);
    expect((await second.request.get('/api/auth/me')).status()).toBe(401);

    // The address's owner hears of it, with the ways back in.
    const notice = await waitForMail(email, /Someone tried to create/);
    expect(linkIn(notice, `${session.baseUrl}/forgot-password`)).toBe(`${session.baseUrl}/forgot-password`);
    expect(notice.text).toContain(`${session.baseUrl}/login`);
  });

  it.each([
    ['/register/step1?type=enthusiast', 'I Love Horses'],
    ['/register/step2?type=owner&interests=rent-a-stable', 'Your Details'],
    ['/register/step3?type=enthusiast&interests=learn-to-ride', 'Complete Your Profile'],
    ['/registration-complete?type=enthusiast', 'Check your e-mail'],
    ['/login', 'Log In'],
    ['/forgot-password', 'Forgot your password?'],
    ['/reset-password/not-a-real-token', 'Invalid Reset Link'],
    ['/reset-password', 'Invalid Reset Link'],
    ['/register/owner', 'Join as a Horse Owner'],
    ['/register/nonsense', 'Invalid Registration Type'],
  ])('has no serious accessibility violation on %s', async (path, heading) => {
    const page = await session.newPage();
    await page.goto(path);
    await expectHeading(page, heading);
    await expectAccessible(page);
  });

  it('says at once that a reset link was already used, before any password is typed, on a phone too', async () => {
    const member = await registerEnthusiast();
    const asked = await fetch(`${session.baseUrl}/api/auth/forgot-password`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: member.email }),
    });
    expect(asked.status).toBe(200);
    const link = linkIn(
      await waitForMail(member.email, /Reset your Stablemates password/),
      `${session.baseUrl}/reset-password/`,
    );

    const first = await session.newPage();
    await first.goto(link);
    await first.getByLabel(/^New password/).fill('Meadow-Gate-2031');
    await first.getByLabel(/^Confirm new password/).fill('Meadow-Gate-2031');
    await first.getByRole('button', { name: 'Reset password' }).click();
    await first.waitForURL((url) => url.pathname === '/login');

    // The same link again (from the mail, on a phone): the reason and a way on, and no form to fill.
    const again = await session.newPage({ width: 360, height: 740 });
    await again.goto(link);
    await expectHeading(again, 'This reset link has been used');
    await again.getByText(/A reset link works once/).waitFor();
    expect(await again.getByLabel(/^New password/).count()).toBe(0);
    await expectAccessible(again);
    await expectFitsPhoneWidth(again);
    await again.getByRole('link', { name: 'Request a new reset link' }).click();
    await again.waitForURL((url) => url.pathname === '/forgot-password');
  });

  it('goes from /my-profile to /login when signed out', async () => {
    const page = await session.newPage();
    await page.goto('/my-profile');
    await page.waitForURL((url) => url.pathname === '/login');
    await expectHeading(page, 'Log In');
  });

  it.each([
    ['/register/step3?type=enthusiast&interests=learn-to-ride', 'Complete Your Profile'],
    ['/login', 'Log In'],
  ])('fits a 360 px wide phone on %s', async (path, heading) => {
    const page = await session.newPage({ width: 360, height: 740 });
    await page.goto(path);
    await expectHeading(page, heading);
    await expectFitsPhoneWidth(page);
  });
});
