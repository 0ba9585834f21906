import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible, expectFitsPhoneWidth, useBrowser } from './support/browser.js';
import { addHorse, logIn, openProfileSection, registerOwner, unique } from './support/members.js';
import { subscribeThroughStripe as makePremium } from './support/stripe-webhook.js';

const session = useBrowser();
const PREMIUM_OWNER = { firstName: 'Priya', lastName: 'Premium', emailPrefix: 'premium-owner' };
function cardOf(page: Page, horseName: string) {
  return page.locator('div.overflow-hidden', {
    has: page.getByRole('link', { name: horseName, exact: true }),
  });
}

describe('payments', () => {
  it('a signed webhook makes an owner premium: the badge appears on their card', async () => {
    const owner = await registerOwner(PREMIUM_OWNER);
    const horseName = unique('Sovereign');
    await addHorse(owner, horseName);

    const visitor = await session.newPage();
    await visitor.goto('/browse');
    await visitor.getByRole('link', { name: horseName, exact: true }).waitFor();
    expect(await cardOf(visitor, horseName).getByText('Premium', { exact: true }).count()).toBe(0);

    await makePremium(owner);
    // Anonymous browse replies may be cached for two seconds.
    await expect
      .poll(
        async () => {
          await visitor.goto('/browse');
          await visitor.getByRole('link', { name: horseName, exact: true }).waitFor();
          return cardOf(visitor, horseName).getByText('Premium', { exact: true }).count();
        },
        { timeout: 15_000, interval: 1000 },
      )
      .toBe(1);
    await expectAccessible(visitor);

    const phone = await session.newPage({ width: 360, height: 780 });
    await phone.goto('/browse');
    await cardOf(phone, horseName).getByText('Premium', { exact: true }).waitFor();
    await expectFitsPhoneWidth(phone);
  });

  it('the owner sees the subscription on My Profile and can ask to cancel it', async () => {
    const owner = await registerOwner(PREMIUM_OWNER);
    await makePremium(owner);
    const page = await session.newPage({ width: 360, height: 780 });
    await logIn(page, owner);
    await openProfileSection(page, 'Membership');
    await page.getByRole('heading', { name: 'Subscriptions and donations' }).waitFor();
    // The Owner Premium product (STRIPE_OWNER_PREMIUM_PRODUCT_ID of the journeys' server) by its name.
    await page.getByText('Horse Owner Premium').first().waitFor();
    await page.getByText('£9.99/month').waitFor();
    await expectAccessible(page);
    await expectFitsPhoneWidth(page);

    await page.getByRole('button', { name: /Request cancellation/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Request cancellation' });
    await dialog.getByText(/processed within 24 hours/).waitFor();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await page.getByText('Cancellation Request Sent').first().waitFor();
  });
});
