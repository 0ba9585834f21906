import { describe, expect, it } from 'vitest';
import { postStripeEvent, STRIPE_TEST_ENV, stripeEvent } from '#tests/setup/stripe-events.js';
import { useTestApp } from '#tests/setup/test-app.js';
import { PAYMENT_MESSAGES } from '#contract/payments.js';
import { customerMappings, webhookEvents } from '#server/db/schema/index.js';

const ctx = useTestApp({ env: STRIPE_TEST_ENV });

const nowSeconds = () => Math.floor(Date.now() / 1000);

describe('POST /api/webhooks/stripe: the signature is at most five minutes old', () => {
  it('refuses a validly signed event whose signature is older than five minutes, and stores nothing', async () => {
    for (const age of [365 * 86_400, 301]) {
      const event = stripeEvent('customer.created', { id: `cus_old_${age}`, email: 'old@example.test' });
      const res = await postStripeEvent(ctx.app, event, { signedAt: nowSeconds() - age });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: PAYMENT_MESSAGES.badSignature });
    }
    expect(await ctx.db.select().from(webhookEvents)).toEqual([]);
    expect(await ctx.db.select().from(customerMappings)).toEqual([]);

    // Within the tolerance (a delivery that took a while) it is still taken.
    const recent = stripeEvent('customer.created', { id: 'cus_recent', email: 'recent@example.test' });
    expect((await postStripeEvent(ctx.app, recent, { signedAt: nowSeconds() - 240 })).statusCode).toBe(200);
    expect(await ctx.db.select().from(customerMappings)).toHaveLength(1);
  });
});
