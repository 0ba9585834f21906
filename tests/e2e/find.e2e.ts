import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, expectFitsPhoneWidth, useBrowser } from './support/browser.js';
import { addHorse, fillLogin, registerMember, unique, type Member } from './support/members.js';
import { saveScreenshot } from './support/screenshots.js';

const session = useBrowser();

const VIEWPORTS = [
  { label: 'phone', width: 360, height: 780 },
  { label: 'laptop', width: 1280, height: 900 },
] as const;

async function check(page: Page, screenshot: string): Promise<void> {
  await expectAccessible(page);
  await expectFitsPhoneWidth(page);
  await saveScreenshot(page, screenshot);
}

describe('finding a horse and getting in touch (issue 17)', () => {
  let owner: Member;
  let enthusiast: Member;
  let horseName: string;
  let horseId: number;

  beforeAll(async () => {
    owner = await registerMember('owner', { firstName: 'Harriet' });
    enthusiast = await registerMember('enthusiast', { firstName: 'Ellie' });
    horseName = unique('Juniper');
    horseId = await addHorse(owner, horseName);
  });

  it.each(VIEWPORTS)(
    'on a $label: searches from home, narrows the distance, opens a horse, signs in from Message and comes back to the greeting',
    async ({ label, width, height }) => {
      const phone = label === 'phone';
      const page = await session.newPage({ width, height });

      // Home: the hero's search goes to /browse near the town.
      await page.goto('/');
      const hero = page.getByRole('search', { name: 'Search horses' });
      await hero.getByLabel('Search by town or postcode').fill('York');
      // The suggestions may open over the button on a phone; Enter (the keyboard's "Go") sends what was typed.
      await hero.getByLabel('Search by town or postcode').press('Enter');
      await page.waitForURL(
        (url) => url.pathname === '/browse' && url.searchParams.get('location') === 'York',
      );
      await page.getByText('Sorted by distance').waitFor();
      await page.getByText('Less than 1 mile away').first().waitFor();
      expect(await page.getByText('0.0 miles away').count()).toBe(0);
      await check(page, `find-browse-${label}`);

      const filters = page.getByRole('complementary', { name: 'Filters' });
      if (phone) {
        // Results first: the first horse card starts on the first screen.
        const firstCard = page.getByRole('list', { name: 'Horses' }).getByRole('listitem').first();
        expect((await firstCard.boundingBox())?.y ?? Infinity).toBeLessThan(height);
        await filters.getByRole('button', { name: /^Filters/ }).click();
        const sheet = page.getByRole('dialog', { name: 'Filters' });
        await sheet.getByLabel('Experience Level').selectOption({ label: 'Beginner' });
        await check(page, `find-filters-sheet-${label}`);
        await sheet.getByRole('button', { name: 'Apply' }).click();
        await sheet.waitFor({ state: 'hidden' });
        await page.waitForURL((url) => url.searchParams.get('experienceLevel') === 'beginner');
        await filters.getByRole('button', { name: 'Filters , 1 active' }).waitFor();
      }

      // The distance beside the location, kept in the URL.
      await filters.getByLabel('Distance').selectOption({ label: '10 miles' });
      await filters.getByRole('button', { name: 'Search Horses' }).click();
      await page.waitForURL((url) => url.searchParams.get('radiusMiles') === '10');
      await page.getByText('within 10 miles').first().waitFor();

      // The horse page: on a phone Enquire and Message stay in a bar at the bottom.
      await page.goto(`/horse/${horseId}`);
      await page.getByRole('heading', { level: 1, name: horseName }).waitFor();
      const bar = page.getByRole('navigation', { name: `Contact about ${horseName}` });
      expect(await bar.isVisible()).toBe(phone);
      await check(page, `find-horse-${label}`);
      if (phone) await bar.getByRole('link', { name: 'Message' }).click();
      else await page.getByRole('link', { name: 'Direct Message' }).click();

      // Signed out: the log-in page says what for (issue 32) and offers Create account, both coming back.
      await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.has('returnTo'));
      await page.getByRole('heading', { level: 1, name: `Log in to message ${horseName}'s owner` }).waitFor();
      const main = page.getByRole('main');
      const joinHref = await main.getByRole('link', { name: 'Create account' }).getAttribute('href');
      expect(joinHref).toMatch(/^\/register\/enthusiast\?returnTo=%2Fmessages%3F/);
      await check(page, `find-log-in-to-message-${label}`);

      // A wrong password is said on the form.
      await fillLogin(page, enthusiast, 'Not-The-Password-1');
      const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Log In' }) });
      await form.getByRole('alert').getByText('Invalid email or password').waitFor();
      await check(page, `find-login-failed-${label}`);

      // Signing in comes back to the conversation, with the greeting about the horse kept.
      await fillLogin(page, enthusiast);
      await page.waitForURL((url) => url.pathname === '/messages');
      const box = page.getByRole('textbox', { name: 'Message Harriet' });
      await expect
        .poll(() => box.inputValue())
        .toBe(`Hi Harriet, I'm interested in ${horseName} and would love to find out more.`);
      await page.getByRole('button', { name: 'Send' }).click();
      await page.getByRole('log').getByText(`I'm interested in ${horseName}`).waitFor();
      // The thread says which horse it is about.
      await page.getByRole('region', { name: /Conversation with/ }).waitFor();
      await page.locator('header').getByRole('link', { name: horseName }).last().waitFor();
      await check(page, `find-thread-${label}`);

      // Messages has a place in the navigation (in the menu on a phone).
      if (phone) await page.getByRole('button', { name: /^Menu/ }).click();
      const messagesLink = phone
        ? page.locator('#mobile-menu').getByRole('link', { name: /^Messages/ })
        : page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Messages/ });
      expect(await messagesLink.getAttribute('href')).toBe('/messages');
      expect(await messagesLink.isVisible()).toBe(true);
    },
  );

  it.each(VIEWPORTS)(
    'on a $label: the owner sees their own controls on their horse, and /login sends a signed-in member on',
    async ({ label, width, height }) => {
      const page = await session.newPage({ width, height });
      await page.goto('/login');
      await fillLogin(page, owner);
      await page.waitForURL((url) => url.pathname === '/my-profile');

      await page.goto(`/horse/${horseId}`);
      await page.getByRole('heading', { level: 1, name: horseName }).waitFor();
      await page.getByRole('heading', { name: 'Your horse' }).waitFor();
      expect(await page.getByRole('heading', { name: 'Meet the Owner' }).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Save Horse' }).count()).toBe(0);
      expect(await page.getByRole('link', { name: 'Edit Horse' }).getAttribute('href')).toBe(
        `/edit-horse/${horseId}`,
      );
      expect(await page.getByRole('navigation', { name: `Contact about ${horseName}` }).count()).toBe(0);
      await check(page, `find-own-horse-${label}`);

      await page.goto('/login');
      await page.waitForURL((url) => url.pathname === '/my-profile');
      await page.goto(`/login?returnTo=${encodeURIComponent('/browse?location=York')}`);
      await page.waitForURL(
        (url) => url.pathname === '/browse' && url.searchParams.get('location') === 'York',
      );
      await page.goto(`/login?returnTo=${encodeURIComponent('//evil.example/')}`);
      await page.waitForURL((url) => url.pathname === '/my-profile');
    },
  );

  it.each(VIEWPORTS)(
    'on a $label: "No horses found" fills the results column edge to edge (issue 32)',
    async ({ label, width, height }) => {
      const page = await session.newPage({ width, height });
      await page.goto('/browse?location=Lerwick&radiusMiles=10');
      const empty = page.getByRole('heading', { level: 2, name: 'No horses found' }).locator('..');
      await empty.waitFor();
      const results = page.locator('section[aria-labelledby="results-title"]');
      const filters = page.getByRole('complementary', { name: 'Filters' });
      const [box, column, aside] = [
        (await empty.boundingBox())!,
        (await results.boundingBox())!,
        (await filters.boundingBox())!,
      ];
      // As wide as its column, which reaches the same right edge as the filters above it (phone) or the
      // page's content edge, with the filters on its left (laptop).
      expect(box.x).toBe(column.x);
      expect(box.width).toBe(column.width);
      if (label === 'phone') {
        expect(box.x).toBe(aside.x);
        expect(box.width).toBe(aside.width);
      } else {
        expect(box.x).toBeGreaterThan(aside.x + aside.width);
        expect(width - (box.x + box.width)).toBe(aside.x);
      }
      // The buttons above it stay apart: "Use my location" never runs over "Save this search".
      if (label === 'phone') {
        const locate = (await filters.getByRole('button', { name: 'Use my location' }).boundingBox())!;
        const save = (await filters.getByRole('link', { name: 'Save this search' }).boundingBox())!;
        const apart =
          locate.x + locate.width <= save.x ||
          save.x + save.width <= locate.x ||
          locate.y + locate.height <= save.y ||
          save.y + save.height <= locate.y;
        expect(apart, 'Use my location and Save this search do not overlap').toBe(true);
      }
      await check(page, `find-no-results-${label}`);
    },
  );
});
