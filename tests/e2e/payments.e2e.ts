import Stripe from 'stripe';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible, expectFitsPhoneWidth, useBrowser } from './support/browser.js';
import { addHorse, logIn, registerOwner, unique, type Member } from './support/members.js';
import { E2E_STRIPE_WEBHOOK_SECRET } from './support/global-setup.js';

const session = useBrowser();
const PREMIUM_OWNER = { firstName: 'Priya', lastName: 'Premium', emailPrefix: 'premium-owner' };
const webhookSecret: string =
  (JSON.parse(process.env.E2E_SERVER_ENV ?? '{}') as { STRIPE_WEBHOOK_SECRET?: string })
    .STRIPE_WEBHOOK_SECRET ?? E2E_STRIPE_WEBHOOK_SECRET;

/** Sends an event to the server's webhook, signed with the stripe package's test helper. */
async function sendSignedEvent(type: string, object: Record<string, unknown>): Promise<void> {
  const payload = JSON.stringify({
    id: unique('evt'),
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    data: { object },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
  const res = await fetch(`${session.baseUrl}/api/webhooks/stripe`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature },
    body: payload,
  });
  expect(res.status, await res.clone().text()).toBe(200);
}

async function makePremium(owner: Pick<Member, 'id' | 'email'>): Promise<void> {
  const customer = unique('cus');
  const now = Math.floor(Date.now() / 1000);
  await sendSignedEvent('checkout.session.completed', {
    id: unique('cs'),
    object: 'checkout.session',
    mode: 'subscription',
    customer,
    customer_details: { email: owner.email },
    client_reference_id: String(owner.id),
    subscription: `sub_${customer}`,
  });
  await sendSignedEvent('customer.subscription.created', {
    id: `sub_${customer}`,
    object: 'subscription',
    customer,
    status: 'active',
    currency: 'gbp',
    start_date: now,
    current_period_start: now,
    current_period_end: now + 30 * 86_400,
    cancel_at_period_end: false,
    metadata: {},
    items: {
      data: [{ quantity: 1, price: { id: 'price_premium', product: 'prod_premium', unit_amount: 999 } }],
    },
  });
}

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
    await page.getByRole('heading', { name: 'Subscriptions and donations' }).waitFor();
    await page.getByText('Horse Enthusiast').first().waitFor();
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
