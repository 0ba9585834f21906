import type { FastifyInstance } from 'fastify';
import { stripeTestSignatureHeader } from '#server/features/payments/index.js';

/** The webhook secret the payment tests configure (Stripe's whsec_ shape; no real account). */
export const TEST_WEBHOOK_SECRET = 'whsec_test_stablemates_0123456789';
export const TEST_PREMIUM_PRODUCT = 'prod_owner_premium';
/** The server settings that go with them. */
export const STRIPE_TEST_ENV = {
  STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
  STRIPE_OWNER_PREMIUM_PRODUCT_ID: TEST_PREMIUM_PRODUCT,
};

let counter = 0;
const nowSeconds = () => Math.floor(Date.now() / 1000);

/** An event shaped like Stripe's API: id, type, created, data.object. */
export function stripeEvent(
  type: string,
  object: Record<string, unknown>,
  options: { created?: number; id?: string } = {},
) {
  return {
    id: options.id ?? `evt_test_${++counter}_${Date.now()}`,
    object: 'event',
    type,
    created: options.created ?? nowSeconds(),
    livemode: false,
    data: { object },
  };
}

/** A Stripe subscription object with one item priced in pence. */
export function stripeSubscription(options: {
  id: string;
  customer: string;
  status: string;
  product?: string;
  unitAmount?: number;
  periodStart?: number;
  periodEnd?: number;
  metadata?: Record<string, string>;
}) {
  const start = options.periodStart ?? nowSeconds() - 86_400;
  const end = options.periodEnd ?? nowSeconds() + 29 * 86_400;
  return {
    id: options.id,
    object: 'subscription',
    customer: options.customer,
    status: options.status,
    currency: 'gbp',
    start_date: start,
    ended_at: null,
    current_period_start: start,
    current_period_end: end,
    cancel_at_period_end: false,
    metadata: options.metadata ?? {},
    items: {
      object: 'list',
      data: [
        {
          id: `si_${options.id}`,
          quantity: 1,
          price: {
            id: `price_${options.id}`,
            product: options.product ?? TEST_PREMIUM_PRODUCT,
            unit_amount: options.unitAmount ?? 999,
          },
        },
      ],
    },
  };
}

/** Stripe telling of a new active subscription (one item at the premium price), sent at `created`. */
export function activeSubscriptionCreated(id: string, customer: string, created?: number) {
  return stripeEvent(
    'customer.subscription.created',
    stripeSubscription({ id, customer, status: 'active' }),
    { created },
  );
}

/** A Checkout Session for a one-off payment (a donation), paid unless `paymentStatus` says otherwise. */
export function stripeCheckoutSession(options: {
  id: string;
  customer: string;
  email: string;
  userId?: number;
  paymentStatus?: string;
  amount?: number;
}) {
  return {
    id: options.id,
    object: 'checkout.session',
    mode: 'payment',
    customer: options.customer,
    customer_details: { email: options.email },
    client_reference_id: options.userId === undefined ? null : String(options.userId),
    subscription: null,
    amount_total: options.amount ?? 1500,
    payment_status: options.paymentStatus ?? 'paid',
    created: nowSeconds(),
    metadata: {},
  };
}

/**
 * Posts an event to the webhook, signed as Stripe signs it (or with `signature` given); `signedAt` (unix
 * seconds) dates the signature, now by default.
 */
export function postStripeEvent(
  app: FastifyInstance,
  event: object,
  options: { secret?: string; signature?: string; signedAt?: number } = {},
) {
  const payload = JSON.stringify(event);
  const signature =
    options.signature ??
    stripeTestSignatureHeader({
      payload,
      secret: options.secret ?? TEST_WEBHOOK_SECRET,
      ...(options.signedAt === undefined ? {} : { timestamp: options.signedAt }),
    });
  return app.inject({
    method: 'POST',
    url: '/api/webhooks/stripe',
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
    payload,
  });
}
