import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible, expectFitsPhoneWidth, useBrowser } from './support/browser.js';
import { checkPage, JOURNEY_VIEWPORTS } from './support/journey.js';
import { openProfileSection, registerOwner, signedInPage } from './support/members.js';
import { PREMIUM_OFFER } from '#contract/premium-offer.js';

const session = useBrowser();

const STATIC_PAGES = [
  { path: '/about-us', h1: 'About Us' },
  { path: '/privacy-policy', h1: 'Privacy Policy' },
  { path: '/safety-guidelines', h1: 'Safety Guidelines' },
  { path: '/faqs', h1: 'Frequently Asked Questions' },
  { path: '/terms-of-service', h1: 'Terms of Service' },
  { path: '/contact-us', h1: 'Contact Us' },
];

async function landingPage() {
  const page = await session.newPage();
  return page;
}

async function waitForHeading(page: Page, name: string) {
  await expect.poll(() => page.getByRole('heading', { level: 1, name }).isVisible()).toBe(true);
}

describe('landing page', () => {
  it('scrolls to the section named in the URL hash, below the sticky navbar', async () => {
    const page = await landingPage();
    await page.goto('/#user-types');
    const sectionTop = () =>
      page.evaluate(() =>
        Math.round(document.getElementById('user-types')?.getBoundingClientRect().top ?? -1),
      );
    // After ~500 ms (and a smooth scroll) the section sits 80 px from the top, just under the 64 px navbar.
    await expect.poll(sectionTop, { timeout: 5000 }).toBe(80);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    expect(await page.getByRole('heading', { name: 'Which one are you?' }).isVisible()).toBe(true);
  });

  it('passes axe and fits a 360 px phone', async () => {
    const page = await landingPage();
    await page.goto('/');
    await waitForHeading(page, 'Where horse owners and horse lovers meet');
    await expect.poll(() => page.getByRole('heading', { name: 'Meet our horses' }).isVisible()).toBe(true);
    await expect.poll(() => page.title()).toMatch(/\| Stablemates$/);
    await expectAccessible(page);
    await page.setViewportSize({ width: 360, height: 740 });
    await expectFitsPhoneWidth(page);
  });
  // The hero's Search Horses is a search now (issue 17): find.e2e.ts follows it to /browse near a town.
});

describe('static pages', () => {
  it.each(STATIC_PAGES)('$path renders its h1, passes axe and fits a 360 px phone', async ({ path, h1 }) => {
    const page = await session.newPage();
    await page.goto(path);
    await waitForHeading(page, h1);
    expect(await page.locator('h1').count()).toBe(1);
    await expect.poll(() => page.title()).toBe(`${h1} | Stablemates`);
    await expectAccessible(page);
    await page.setViewportSize({ width: 360, height: 740 });
    await expectFitsPhoneWidth(page);
  });

  it('opens an FAQ answer', async () => {
    const page = await session.newPage();
    await page.goto('/faqs');
    const question = page.getByRole('button', { name: 'Is there a mobile app?' });
    await question.click();
    await expect.poll(() => question.getAttribute('aria-expanded')).toBe('true');
    // The site installs as an app today (installable.e2e.ts): the answer says how, and nothing is "in development".
    expect(await page.getByText(/installs on your phone as an app today/).isVisible()).toBe(true);
    expect(await page.getByText(/in development/).count()).toBe(0);
    await expectAccessible(page);
  });
});

describe('contact form', () => {
  it('sends a message and confirms it', async () => {
    const page = await session.newPage();
    await page.goto('/contact-us');
    await waitForHeading(page, 'Contact Us');
    await page.getByLabel('Name').fill('Jane Rider');
    await page.getByLabel('Email').fill('jane@example.org');
    await page.getByLabel('Subject').fill('Helping at weekends');
    await page.getByLabel('Message').fill('I would love to help with a horse near Perth.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect
      .poll(() => page.getByText('Message sent successfully!', { exact: true }).isVisible())
      .toBe(true);
    expect(
      await page.getByText("We'll get back to you as soon as possible.", { exact: true }).isVisible(),
    ).toBe(true);
    expect(await page.getByLabel('Name').inputValue()).toBe('');
    await expectAccessible(page);
  });
});

describe('About Us (issue 32: the top bar the specification asks for)', () => {
  it.each(JOURNEY_VIEWPORTS)(
    'on a $label: its top bar leads home, to the horses and to the team',
    async ({ label, width, height }) => {
      const page = await session.newPage({ width, height });
      await page.goto('/about-us');
      await waitForHeading(page, 'About Us');
      const bar = page.getByRole('navigation', { name: 'About Us' });
      const links = bar.getByRole('link');
      expect(await links.allTextContents()).toEqual(['Home', 'Browse horses', 'Contact us']);
      expect(await Promise.all((await links.all()).map((link) => link.getAttribute('href')))).toEqual([
        '/',
        '/browse',
        '/contact-us',
      ]);
      await checkPage(page, `about-top-bar-${label}`);
      await bar.getByRole('link', { name: 'Contact us' }).click();
      await waitForHeading(page, 'Contact Us');
    },
  );
});

describe('FAQs (issue 32: say what is true)', () => {
  it.each(JOURNEY_VIEWPORTS)(
    'on a $label: ID checks are done by our own moderators',
    async ({ label, width, height }) => {
      const page = await session.newPage({ width, height });
      await page.goto('/faqs');
      const question = page.getByRole('button', { name: 'How does ID verification work?' });
      await question.click();
      await expect.poll(() => question.getAttribute('aria-expanded')).toBe('true');
      const answer = page.getByText(/our own moderators check it by hand/);
      expect(await answer.isVisible()).toBe(true);
      expect(await page.getByText(/third party has checked/).count()).toBe(0);
      await checkPage(page, `faq-id-check-${label}`);
    },
  );
});

describe('Premium (issue 46: words that are true)', () => {
  // Free for everyone (the calendar, reviews), so never sold as Premium.
  const sellsWhatIsFree = /scheduling calendar|review system/i;

  it.each(JOURNEY_VIEWPORTS)(
    'on a $label: the landing page, the FAQ, the terms and My Profile say the same of Premium',
    async ({ label, width, height }) => {
      const page = await session.newPage({ width, height });
      await page.goto('/');
      await waitForHeading(page, 'Where horse owners and horse lovers meet');
      const userTypes = page.locator('#user-types');
      await expect.poll(() => userTypes.getByText(PREMIUM_OFFER.summary).isVisible()).toBe(true);
      expect(await userTypes.getByText(PREMIUM_OFFER.paysForCheck, { exact: false }).isVisible()).toBe(true);
      expect(await userTypes.textContent()).not.toMatch(sellsWhatIsFree);

      await page.goto('/faqs');
      const question = page.getByRole('button', { name: 'What does Horse Owner Premium add?' });
      await question.click();
      const answer = page.getByText(PREMIUM_OFFER.gives[1], { exact: false });
      await expect.poll(() => answer.isVisible()).toBe(true);
      expect(await answer.textContent()).toContain(PREMIUM_OFFER.paysForCheck);
      expect(await answer.textContent()).not.toMatch(sellsWhatIsFree);
      await checkPage(page, `premium-faq-${label}`);

      await page.goto('/terms-of-service');
      await waitForHeading(page, 'Terms of Service');
      const terms = (await page.locator('main').textContent()) ?? '';
      expect(terms).toContain(PREMIUM_OFFER.gives[0]);
      expect(terms).toContain(PREMIUM_OFFER.paysForCheck);
      expect(terms).not.toMatch(sellsWhatIsFree);

      const owner = await registerOwner();
      const profile = await signedInPage(session, owner, { width, height });
      await openProfileSection(profile, 'Membership');
      await profile.getByRole('heading', { name: 'Subscriptions and donations' }).scrollIntoViewIfNeeded();
      await expect.poll(() => profile.getByText('What Horse Owner Premium gives').isVisible()).toBe(true);
      for (const line of PREMIUM_OFFER.gives) expect(await profile.getByText(line).isVisible()).toBe(true);
      expect(await profile.getByText(PREMIUM_OFFER.paysForCheck).isVisible()).toBe(true);
      await checkPage(profile, `premium-my-profile-${label}`);
    },
  );
});
