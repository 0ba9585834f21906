import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { signUnsubscribeToken } from '#server/adapters/mailer/index.js';
import { expectAccessible, expectFitsPhoneWidth, useBrowser } from './support/browser.js';
import { addHorse, fillLogin, registerMember } from './support/members.js';
import { checkPage } from './support/journey.js';
import { saveScreenshot } from './support/screenshots.js';

const session = useBrowser();

describe('saved horses and saved searches', () => {
  it('an enthusiast saves a horse before signing in and finds it in Saved horses', async () => {
    const owner = await registerMember('owner', { firstName: 'Olive' });
    const name = `Saffron ${Date.now()}`;
    const horseId = await addHorse(owner, name);
    const rider = await registerMember('enthusiast', { firstName: 'Rosa' });

    const page = await session.newPage({ width: 360, height: 800 });
    await page.goto(`/horse/${horseId}`);
    await page.getByRole('link', { name: 'Save Horse' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    // Issue 32: not a bare "Welcome back": the page names the horse and offers both ways in.
    const returnTo = new URL(page.url()).searchParams.get('returnTo') ?? '';
    await page.getByRole('heading', { level: 1, name: `Log in to save ${name}` }).waitFor();
    expect(await page.getByRole('link', { name: 'Create account' }).getAttribute('href')).toBe(
      `/register/enthusiast?returnTo=${encodeURIComponent(returnTo)}`,
    );
    await checkPage(page, 'login-to-save');
    await fillLogin(page, rider);
    // Back where they were, the horse saved and the request gone from the address.
    await page.waitForURL((url) => url.pathname === `/horse/${horseId}` && !url.search.includes('save='));
    await expect
      .poll(() => page.getByRole('button', { name: 'Saved' }).getAttribute('aria-pressed'))
      .toBe('true');
    // The toast saying so sits above the phone's Enquire/Message bar, not over it.
    const toast = page.locator('[data-toast-viewport] > li').filter({ hasText: 'Horse saved' });
    await toast.waitFor();
    const bar = page.getByRole('navigation', { name: `Contact about ${name}` });
    const [toastBox, barBox] = [await toast.boundingBox(), await bar.boundingBox()];
    expect(toastBox && barBox, 'the toast and the contact bar are on screen').toBeTruthy();
    expect(toastBox!.y + toastBox!.height, 'toast bottom above the bar').toBeLessThanOrEqual(barBox!.y);
    await bar.getByRole('button', { name: 'Enquire' }).click({ trial: true });
    // The screen as it is: the toast and the bar are fixed layers, which a whole-page picture misplaces.
    await saveScreenshot(page, 'saved-toast-above-contact-bar', { viewport: true });

    await expectAccessible(page);
    await expectFitsPhoneWidth(page);

    await page.goto('/my-profile');
    const saved = page.getByRole('heading', { name: 'Saved horses' });
    await saved.waitFor();
    await page.getByRole('link', { name }).waitFor();
    await expectAccessible(page);
    await expectFitsPhoneWidth(page);

    // Survives a reload; the heart takes it out again at once.
    await page.reload();
    const heart = page.getByRole('button', { name: `Save ${name}` });
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');
    await heart.click();
    await page.getByText('No saved horses yet.').waitFor();
    await page.reload();
    await page.getByText('No saved horses yet.').waitFor();
  });

  it('on a laptop too, Save Horse signed out names the horse on the log-in page (issue 32)', async () => {
    const owner = await registerMember('owner', { firstName: 'Olive' });
    const name = `Biscuit ${Date.now()}`;
    const horseId = await addHorse(owner, name);
    const page = await session.newPage({ width: 1280, height: 900 });
    await page.goto(`/horse/${horseId}`);
    await page.getByRole('link', { name: 'Save Horse' }).click();
    await page.getByRole('heading', { level: 1, name: `Log in to save ${name}` }).waitFor();
    await page.getByText('We will save the horse for you and bring you back to where you were.').waitFor();
    await page.getByRole('link', { name: 'Create account' }).waitFor();
    await checkPage(page, 'login-to-save');

    // Signed in from there: back on the horse, saved, and told so (no contact bar on a laptop).
    const rider = await registerMember('enthusiast', { firstName: 'Rosa' });
    await fillLogin(page, rider);
    await page.waitForURL((url) => url.pathname === `/horse/${horseId}` && !url.search.includes('save='));
    await expect
      .poll(() => page.getByRole('button', { name: 'Saved' }).getAttribute('aria-pressed'))
      .toBe('true');
    await page.locator('[data-toast-viewport] > li').filter({ hasText: 'Horse saved' }).waitFor();
    expect(await page.getByRole('navigation', { name: `Contact about ${name}` }).isVisible()).toBe(false);
    await saveScreenshot(page, 'saved-toast-above-contact-bar', { viewport: true });
    await expectAccessible(page);
    await expectFitsPhoneWidth(page);
  });

  it('a member saves a search, sees it on the preferences page, and a digest link unsubscribes it', async () => {
    const rider = await registerMember('enthusiast', { firstName: 'Sam' });
    const page = await session.newPage();
    await page.goto('/login');
    await fillLogin(page, rider);
    await page.waitForURL((url) => url.pathname === '/my-profile');

    await page.goto('/browse?location=York&experienceLevel=beginner');
    await page.getByRole('button', { name: 'Save this search' }).click();
    await page.getByRole('button', { name: 'Search saved' }).waitFor();
    await expectAccessible(page);

    await page.goto('/saved-searches');
    await page.getByText('Within 300 miles of York · Beginner').waitFor();
    await page.getByText('Daily e-mail on').waitFor();
    await expectAccessible(page);
    await page.setViewportSize({ width: 360, height: 800 });
    await expectFitsPhoneWidth(page);

    // The link of a digest e-mail works in a browser that is not signed in.
    const searches = (await (
      await fetch(`${session.baseUrl}/api/saved-searches`, { headers: { Cookie: rider.cookie } })
    ).json()) as Array<{ id: number }>;
    const secret = (await readFile(path.join(inject('e2eDataDir'), 'session-secret'), 'utf8')).trim();
    const visitor = await session.newPage({ width: 360, height: 800 });
    await visitor.goto(
      `/unsubscribe/${signUnsubscribeToken(secret, { kind: 'search', id: searches[0]!.id })}`,
    );
    await visitor.getByRole('heading', { name: 'You are unsubscribed' }).waitFor();
    await expectAccessible(visitor);
    await expectFitsPhoneWidth(visitor);
    await page.reload();
    await page.getByText('E-mails off (unsubscribed)').waitFor();
    await page.getByRole('button', { name: /^Delete saved search/ }).click();
    await page.getByText('You have no saved searches yet.').waitFor();
  });
});
