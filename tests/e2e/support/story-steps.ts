import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { confirmEmailLink, logInAfterRegistering, PASSWORD, type MemberType } from './members.js';

/** Someone who joins through the three-step wizard (the browser, never the API). */
export interface Newcomer {
  type: MemberType;
  /** The interest ticked on step 1, by its label. */
  interest: string;
  firstName: string;
  lastName: string;
  email: string;
  town: string;
  postcode: string;
}

/** A member the journey made: their id comes from their sign-in after registering. */
export interface Joined extends Newcomer {
  id: number;
}

async function heading(page: Page, name: string | RegExp): Promise<void> {
  await page.getByRole('heading', { level: 1, name }).waitFor();
}

/**
 * Registers through /register/step1 → step2 → step3 → /registration-complete ("Check your e-mail"), logs
 * in there and comes back to the welcome page, checking the accessibility of each step on the way; `check`
 * runs axe and saves a screenshot.
 */
export async function joinThroughWizard(
  page: Page,
  who: Newcomer,
  check: (page: Page, step: string) => Promise<void>,
): Promise<Joined> {
  await page.goto(`/register/step1?type=${who.type}`);
  await heading(page, who.type === 'owner' ? 'I Own A Horse' : 'I Love Horses');
  await page.getByLabel(who.interest).check();
  await check(page, `${who.type}-step1`);
  await page.getByRole('button', { name: 'Continue' }).click();

  await page.waitForURL((url) => url.pathname === '/register/step2');
  await heading(page, 'Your Details');
  await page.getByLabel(/^First name/).fill(who.firstName);
  await page.getByLabel(/^Last name/).fill(who.lastName);
  await page.getByLabel(/^Email/).fill(who.email);
  await check(page, `${who.type}-step2`);
  await page.getByRole('button', { name: 'Continue' }).click();

  await page.waitForURL((url) => url.pathname === '/register/step3');
  await heading(page, 'Complete Your Profile');
  await page.getByLabel(/^Town\/City/).fill(who.town);
  await page.getByLabel(/^Postcode/).fill(who.postcode);
  if (who.type === 'enthusiast') await page.getByLabel(/^Rider weight/).selectOption('9-11st');
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByLabel(/^Confirm password/).fill(PASSWORD);
  await page.getByText('Passwords match', { exact: true }).waitFor();
  await page.getByLabel(/I confirm that I am 18 or over/).check();
  await page.getByLabel(/I accept the/).check();
  await check(page, `${who.type}-step3`);
  const registered = page.waitForResponse(
    (res) => new URL(res.url()).pathname === '/api/auth/register' && res.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Complete Registration' }).click();
  // The same answer whether or not the address had an account: nobody is signed in by it.
  expect((await registered).status()).toBe(202);

  await page.waitForURL((url) => url.pathname === '/registration-complete');
  await heading(page, 'Check your e-mail');
  await check(page, `${who.type}-check-email`);
  const id = await logInAfterRegistering(page, who.email);
  await heading(page, `Welcome to Stablemates, ${who.firstName}!`);
  // Until the e-mail is confirmed the banner says so on every page; the member opens the mailed link.
  await page.getByRole('heading', { name: 'Confirm your e-mail' }).waitFor();
  await check(page, `${who.type}-welcome`);
  // They open the mailed link (from their mail app: the welcome page stays where it is).
  await confirmEmailLink(who.email);
  return { ...who, id };
}

/** Browse near a town, through the filters' location search (what a member types, not a crafted URL). */
export async function searchNear(page: Page, town: string): Promise<void> {
  await page.goto('/browse');
  await heading(page, 'Browse horses');
  const filters = page.getByRole('complementary', { name: 'Filters' });
  const location = filters.getByLabel('Location');
  await location.fill(town);
  // Enter in the box, as a member who has typed a town does: its suggestions open below it as they come,
  // and on a phone they lie over the Search button (a tap there would choose the suggestion instead).
  await location.press('Enter');
  await page.waitForURL((url) => url.searchParams.get('location') === town);
  // Results come sorted by distance; none at all is an answer too (after the owner leaves).
  await page
    .getByText('Sorted by distance')
    .or(page.getByRole('heading', { level: 2, name: 'No horses found' }))
    .waitFor();
}

/** A horse's card in the browse results. */
export function cardOf(page: Page, horseName: string) {
  return page
    .getByRole('list', { name: 'Horses' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: horseName, exact: true }) });
}

/** Chooses a star in a review form: the label is what a pointer user clicks (the radio is visually hidden). */
export async function chooseStars(page: Page, stars: number): Promise<void> {
  await page
    .locator('label')
    .filter({ hasText: `${stars} stars` })
    .click();
}
