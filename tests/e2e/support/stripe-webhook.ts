import Stripe from 'stripe';
import { expect, inject } from 'vitest';
import { E2E_STRIPE_WEBHOOK_SECRET } from './global-setup.js';
import { unique, type Member } from './members.js';

/** The secret the server under test checks signatures with (E2E_SERVER_ENV may name another). */
const webhookSecret: string =
  (JSON.parse(process.env.E2E_SERVER_ENV ?? '{}') as { STRIPE_WEBHOOK_SECRET?: string })
    .STRIPE_WEBHOOK_SECRET ?? E2E_STRIPE_WEBHOOK_SECRET;

/**
 * Posts an event to the app's webhook route the way Stripe does: the raw JSON body and a
 * `Stripe-Signature` header made by the stripe package's own test helper with the server's secret.
 */
export async function sendSignedStripeEvent(type: string, object: Record<string, unknown>): Promise<void> {
  const payload = JSON.stringify({
    id: unique('evt'),
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    data: { object },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
  const res = await fetch(`${inject('baseUrl')}/api/webhooks/stripe`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature },
    body: payload,
  });
  expect(res.status, await res.clone().text()).toBe(200);
}

/**
 * What Stripe sends when a member pays for a subscription through a payment link: the checkout (which
 * names the member by client_reference_id and e-mail), then the active subscription it created.
 */
export async function subscribeThroughStripe(member: Pick<Member, 'id' | 'email'>): Promise<void> {
  const customer = unique('cus');
  const now = Math.floor(Date.now() / 1000);
  await sendSignedStripeEvent('checkout.session.completed', {
    id: unique('cs'),
    object: 'checkout.session',
    mode: 'subscription',
    customer,
    customer_details: { email: member.email },
    client_reference_id: String(member.id),
    subscription: `sub_${customer}`,
  });
  await sendSignedStripeEvent('customer.subscription.created', {
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
