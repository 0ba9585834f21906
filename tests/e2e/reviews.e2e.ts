import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { expectAccessible, expectFitsPhoneWidth, useBrowser } from './support/browser.js';
import {
  addHorse,
  registerMember,
  signedInPage,
  unique,
  visitBegunToday,
  type Member,
} from './support/members.js';

const session = useBrowser();

/** A review written through the API, as the member's other screen would. */
async function reviewThroughApi(member: Member, body: object): Promise<void> {
  const res = await fetch(`${inject('baseUrl')}/api/reviews`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Cookie: member.cookie, Origin: inject('baseUrl') },
    body: JSON.stringify(body),
  });
  expect(res.status, await res.clone().text()).toBe(201);
}
/** The rating line of a horse's card on its owner's profile, e.g. "Rating: New (0 reviews)". */
async function cardRating(page: Page, ownerId: number, horseName: string): Promise<string> {
  await page.goto(`/user/${ownerId}`);
  // The owner's Horses list: one item per card, holding the link to the horse.
  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: new RegExp(horseName) }) })
    .first();
  await card.waitFor();
  return (await card.textContent()) ?? '';
}

/** Chooses a star: the label is what a pointer user clicks (the radio inside it is visually hidden). */
async function chooseStars(page: Page, stars: number): Promise<void> {
  await page
    .locator('label')
    .filter({ hasText: `${stars} stars` })
    .click();
}

describe('reviews', () => {
  it('an enthusiast reviews a horse from its page; it waits for the owner’s, then its card shows the rating', async () => {
    const owner = await registerMember('owner', { firstName: 'Olive' });
    const rider = await registerMember('enthusiast');
    const horseName = unique('Bramble');
    const horseId = await addHorse(owner, horseName);
    // Reviews stand on a visit that has begun.
    await visitBegunToday(owner, rider, horseId);

    const page = await signedInPage(session, rider);
    expect(await cardRating(page, owner.id, horseName)).toContain('New (0 reviews)');

    await page.goto(`/horse/${horseId}`);
    await page.getByText('No reviews yet - Be the first to leave a review for this horse!').waitFor();
    const submit = page.getByRole('button', { name: 'Submit Review' });
    expect(await submit.isDisabled()).toBe(true);
    await expectAccessible(page);

    await chooseStars(page, 4);
    await page.getByLabel('Your review (optional)').fill('Calm and kind, a joy to groom.');
    await page.getByText('30/500 characters').waitFor();
    await submit.click();
    await page.getByText('Thank you for your feedback!').first().waitFor();
    await page.getByText('Review Submitted', { exact: true }).waitFor();
    await page.getByText('Calm and kind, a joy to groom.').waitFor();
    expect(await page.getByText('Ellie Rider').count()).toBeGreaterThan(0);
    expect(await page.getByRole('button', { name: 'Submit Review' }).count()).toBe(0);
    // Only the rider sees it until the owner writes theirs, or 14 days on (decision 0057).
    await page.getByText('Only you can see this until Olive writes theirs, or on 16 December.').waitFor();
    await expectAccessible(page);

    await page.setViewportSize({ width: 360, height: 800 });
    await expectFitsPhoneWidth(page);
    expect(await cardRating(page, owner.id, horseName)).toContain('New (0 reviews)');

    // The owner writes theirs: both come out together, and the rating counts the rider's.
    await reviewThroughApi(owner, { reviewedUserId: rider.id, reviewerId: owner.id, rating: 5 });
    expect(await cardRating(page, owner.id, horseName)).toContain('4.0 (1 review)');
    await page.goto(`/horse/${horseId}`);
    await page.getByText('Calm and kind, a joy to groom.').waitFor();
    expect(await page.getByText(/Only you can see this/).count()).toBe(0);
    await expectAccessible(page);
  });

  it('an owner reviews an enthusiast on their profile', async () => {
    const owner = await registerMember('owner', { firstName: 'Olive' });
    const rider = await registerMember('enthusiast', { firstName: 'Rosa' });
    await visitBegunToday(owner, rider, await addHorse(owner, unique('Bramble')));

    const page = await signedInPage(session, owner, { width: 360, height: 800 });
    await page.goto(`/user/${rider.id}`);
    await page.getByRole('heading', { name: 'Experience & Preferences' }).waitFor();
    await page.getByText('No reviews yet').waitFor();
    await page.getByRole('form', { name: 'Review Rosa' }).waitFor();
    await expectAccessible(page);
    await expectFitsPhoneWidth(page);

    await chooseStars(page, 5);
    await page.getByRole('button', { name: 'Submit Review' }).click();
    await page.getByText('You have already reviewed Rosa').waitFor();
    await page.getByText('Olive Owens').waitFor();
    // Waiting for Rosa's review of the horse, or 14 days (decision 0057): no rating shown yet.
    await page.getByText('Only you can see this until Rosa writes theirs, or on 16 December.').waitFor();
    expect(await page.getByText('5.0', { exact: true }).count()).toBe(0);
    await expectAccessible(page);
    await expectFitsPhoneWidth(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await expectAccessible(page);
  });
});
