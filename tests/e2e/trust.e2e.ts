import { afterEach, describe, expect, inject, it } from 'vitest';
import { useBrowser } from './support/browser.js';
import { letDayCome, resetClock } from './support/clock.js';
import { checkPage, JOURNEY_VIEWPORTS } from './support/journey.js';
import {
  addHorse,
  confirmEmailInBrowser,
  logIn,
  registerEnthusiast,
  registerOwner,
  unique,
  type Member,
} from './support/members.js';

/**
 * Issue 25, the trust loop as members live it: a new member reads "Confirm your e-mail" and cannot review
 * until they open the mailed link; a confirmed member without a visit reads why the form is closed; the
 * owner accepts a visit, its day comes (the journeys' clock moves), both review, the rating moves and each
 * review carries "Confirmed visit" with its month.
 */
const session = useBrowser();
const baseUrl = () => inject('baseUrl');

/** The visit day: Thursday 3 December 2026, the day after the journeys' clock starts. */
const VISIT_DAY = '2026-12-03';

async function api(member: Member, method: string, path: string, body?: object) {
  const res = await fetch(`${baseUrl()}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', Cookie: member.cookie, Origin: baseUrl() },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

// Other journeys start where the clock starts.
afterEach(resetClock);

describe('every signal a member reads is true', () => {
  for (const { label, width, height } of JOURNEY_VIEWPORTS) {
    it(`confirm the e-mail, visit, review both ways, on a ${label}`, async () => {
      const owner = await registerOwner({ firstName: 'Harriet', emailPrefix: 'trust-owner' });
      const horseName = unique('Biscuit');
      const horseId = await addHorse(owner, horseName, { initialAvailability: 'weekdays' });
      const rider = await registerEnthusiast({ firstName: 'Ellie', confirmEmail: false });

      // Not confirmed yet: the banner says so, the review form says why it is closed, the API refuses.
      const page = await session.newPage({ width, height });
      await logIn(page, rider);
      await page.getByRole('heading', { name: 'Confirm your e-mail' }).waitFor();
      await page.goto(`/horse/${horseId}`);
      const reviews = page.getByRole('region', { name: 'Reviews' });
      await reviews.getByText(/^Confirm your e-mail first/).waitFor();
      await checkPage(page, `trust-${label}-1-unconfirmed`);
      const refused = await api(rider, 'POST', '/api/requests', {
        horseId,
        service: 'exercising-riding',
        startDate: VISIT_DAY,
      });
      expect(refused.status).toBe(403);
      expect(String(refused.json.message)).toMatch(/^Confirm your e-mail first/);

      // The link from the mail: the page says so, and the banner goes.
      await confirmEmailInBrowser(page, rider.email);
      await checkPage(page, `trust-${label}-2-confirmed`);

      // Confirmed, but no visit: the form stays closed and says why.
      await page.goto(`/horse/${horseId}`);
      await reviews.getByText(/^You can leave a review after a visit/).waitFor();
      expect(await page.getByRole('heading', { name: 'Confirm your e-mail' }).count()).toBe(0);

      // A request, accepted by the owner: the form opens on the visit's day, and says so until then.
      const request = await api(rider, 'POST', '/api/requests', {
        horseId,
        service: 'exercising-riding',
        startDate: VISIT_DAY,
      });
      expect(request.status).toBe(201);
      expect((await api(owner, 'POST', `/api/requests/${String(request.json.id)}/accept`, {})).status).toBe(
        200,
      );
      await page.reload();
      await reviews.getByText(`You can review ${horseName} after your visit on 3 December.`).waitFor();
      await checkPage(page, `trust-${label}-3-before-the-visit`);

      // The visit's day comes.
      await letDayCome([page], VISIT_DAY);
      await page.reload();
      await reviews.locator('label').filter({ hasText: '4 stars' }).click();
      await reviews.getByLabel('Your review (optional)').fill('Biscuit was a gentleman on the lanes.');
      await reviews.getByRole('button', { name: 'Submit Review' }).click();
      await reviews.getByText('Review Submitted').waitFor();
      await reviews.getByText('Confirmed visit · December 2026').waitFor();
      // Only the rider reads it until the owner writes theirs (decision 0057).
      await reviews.getByText(/Only you can see this until/).waitFor();
      await checkPage(page, `trust-${label}-4-reviewed`);

      // The owner reviews the rider from the rider's profile, after the same visit.
      const ownerPage = await session.newPage({ width, height });
      await letDayCome([ownerPage], VISIT_DAY);
      await logIn(ownerPage, owner);
      await ownerPage.goto(`/user/${rider.id}`);
      const form = ownerPage.getByRole('form', { name: 'Review Ellie' });
      await form.locator('label').filter({ hasText: '5 stars' }).click();
      await form.getByRole('button', { name: 'Submit Review' }).click();
      await ownerPage.getByText('You have already reviewed Ellie').waitFor();
      await ownerPage.getByText('Confirmed visit · December 2026').waitFor();
      await checkPage(ownerPage, `trust-${label}-5-owner-reviewed`);
      const profile = await fetch(`${baseUrl()}/api/users/${rider.id}`).then((res) => res.json());
      expect(profile).toMatchObject({ rating: 500, reviewCount: 1 });
      // Both written: both out, and the horse's rating moves.
      await page.reload();
      await reviews.getByText('4.0').first().waitFor();
      expect(await reviews.getByText(/Only you can see this until/).count()).toBe(0);
    }, 180_000);
  }
});
