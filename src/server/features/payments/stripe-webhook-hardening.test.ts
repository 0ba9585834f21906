import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signIn } from '#tests/setup/http.js';
import {
  activeSubscriptionCreated,
  postStripeEvent,
  STRIPE_TEST_ENV,
  stripeCheckoutSession,
  stripeEvent,
  stripeSubscription,
} from '#tests/setup/stripe-events.js';
import { useTestApp } from '#tests/setup/test-app.js';
import { PAYMENT_MESSAGES } from '#contract/payments.js';
import { insertUser } from '#server/db/factories.js';
import { customerMappings, donations, subscriptions, webhookEvents } from '#server/db/schema/index.js';

const ctx = useTestApp({ env: STRIPE_TEST_ENV });

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** What a member reads about themselves: their donations and subscriptions, and their public marks. */
async function seenBy(member: { id: number; email: string }) {
  const cookie = await signIn(ctx.app, member.email);
  const read = async (url: string) =>
    (await ctx.app.inject({ method: 'GET', url, headers: { cookie } })).json();
  const profile = (await read(`/api/users/${member.id}`)) as { isSupporter: boolean; isPremium: boolean };
  return {
    donations: (await read('/api/donations')) as { status: string; amount: number }[],
    subscriptions: (await read('/api/subscriptions')) as { status: string; productName: string }[],
    isSupporter: profile.isSupporter,
    isPremium: profile.isPremium,
  };
}

/** A rider and the Checkout Session `cs_<name>` they opened as Stripe customer `cus_<name>`. */
async function riderWithCheckout(name: string, paymentStatus: 'paid' | 'unpaid') {
  const rider = await insertUser(ctx.db, { userType: 'enthusiast' });
  const session = stripeCheckoutSession({
    id: `cs_${name}`,
    customer: `cus_${name}`,
    email: rider.email,
    userId: rider.id,
    paymentStatus,
  });
  return { rider, session };
}

/** An owner Stripe has told the site of as customer `customerId`. */
async function ownerAsCustomer(customerId: string) {
  const owner = await insertUser(ctx.db, { userType: 'owner' });
  await postStripeEvent(
    ctx.app,
    stripeEvent('customer.created', { id: customerId, object: 'customer', email: owner.email }),
  );
  return owner;
}

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

describe('POST /api/webhooks/stripe: oversized or odd fields', () => {
  it('never answers 500 to a signed event with fields beyond what Stripe sends, and stores nothing from it', async () => {
    const member = await insertUser(ctx.db, { userType: 'enthusiast' });
    // Random letters, which do not compress: the database's index entries hold a few kilobytes at most.
    const huge = (size: number) => `${randomBytes(size / 2).toString('hex')}@example.test`;
    // An object with a field beyond Stripe's own limits is acknowledged and ignored (200); an event whose
    // envelope is not Stripe's is refused (400); a body larger than any event, before it is read (413).
    const cases: [event: ReturnType<typeof stripeEvent>, status: number][] = [
      [stripeEvent('customer.created', { id: 'cus_huge', object: 'customer', email: huge(900_000) }), 413],
      [stripeEvent('customer.created', { id: 'cus_long', object: 'customer', email: huge(100_000) }), 200],
      [
        stripeEvent(
          'checkout.session.completed',
          stripeCheckoutSession({
            id: 'cs_long',
            customer: 'cus_l',
            email: huge(100_000),
            userId: member.id,
          }),
        ),
        200,
      ],
      [
        stripeEvent(
          'customer.subscription.created',
          stripeSubscription({ id: `sub_${'x'.repeat(20_000)}`, customer: 'cus_s', status: 'active' }),
        ),
        200,
      ],
      [
        stripeEvent('customer.subscription.created', {
          ...stripeSubscription({ id: 'sub_far', customer: 'cus_f', status: 'active' }),
          current_period_end: 1e15,
        }),
        200,
      ],
      [
        stripeEvent(
          'customer.subscription.created',
          stripeSubscription({
            id: 'sub_nul',
            customer: 'cus_n',
            status: 'active',
            metadata: { type: 'donation', note: 'a\u0000b' },
          }),
        ),
        200,
      ],
      [
        stripeEvent(
          'checkout.session.completed',
          stripeCheckoutSession({ id: 'cs_much', customer: 'cus_m', email: member.email, amount: 1e12 }),
        ),
        200,
      ],
      [
        stripeEvent(
          'checkout.session.completed',
          stripeCheckoutSession({ id: 'cs_far', customer: 'cus_f', email: member.email, userId: member.id }),
          { created: 1e15 },
        ),
        400,
      ],
    ];
    for (const [event, status] of cases) {
      const res = await postStripeEvent(ctx.app, event);
      expect(res.statusCode, `${event.data.object.id} ${res.body.slice(0, 200)}`).toBe(status);
    }
    expect(await ctx.db.select().from(customerMappings)).toEqual([]);
    expect(await ctx.db.select().from(donations)).toEqual([]);
    expect(await ctx.db.select().from(subscriptions)).toEqual([]);
  });

  it('refuses a body far larger than any Stripe event with 413 before reading it', async () => {
    const event = stripeEvent('customer.created', {
      id: 'cus_big',
      object: 'customer',
      metadata: { note: 'n'.repeat(600_000) },
    });
    const res = await postStripeEvent(ctx.app, event);
    expect(res.statusCode).toBe(413);
    expect(await ctx.db.select().from(webhookEvents)).toEqual([]);
  });
});

describe('POST /api/webhooks/stripe: one Stripe object, one record', () => {
  it('records one donation for a Checkout Session delivered under two event ids', async () => {
    const { rider, session } = await riderWithCheckout('twice', 'paid');
    for (const id of ['evt_first_delivery', 'evt_second_delivery']) {
      expect(
        (await postStripeEvent(ctx.app, stripeEvent('checkout.session.completed', session, { id })))
          .statusCode,
      ).toBe(200);
    }
    expect((await seenBy(rider)).donations).toEqual([
      expect.objectContaining({ status: 'paid', amount: 1500 }),
    ]);
  });
});

describe('POST /api/webhooks/stripe: only a paid checkout is a donation', () => {
  it('records nothing for an unpaid checkout, and the donation once its delayed payment succeeds', async () => {
    const { rider, session: unpaid } = await riderWithCheckout('bank_transfer', 'unpaid');
    expect(
      (await postStripeEvent(ctx.app, stripeEvent('checkout.session.completed', unpaid))).statusCode,
    ).toBe(200);
    expect(await seenBy(rider)).toMatchObject({ donations: [], isSupporter: false });

    const succeeded = stripeEvent('checkout.session.async_payment_succeeded', {
      ...unpaid,
      payment_status: 'paid',
    });
    expect((await postStripeEvent(ctx.app, succeeded)).statusCode).toBe(200);
    // Stripe may deliver it again under another id: still one donation.
    await postStripeEvent(ctx.app, { ...succeeded, id: `${succeeded.id}_again` });
    expect(await seenBy(rider)).toMatchObject({
      donations: [expect.objectContaining({ status: 'paid', amount: 1500 })],
      isSupporter: true,
    });
  });

  it('records nothing when the delayed payment fails, or when the session says nothing of payment', async () => {
    const { rider, session } = await riderWithCheckout('failed', 'unpaid');
    await postStripeEvent(ctx.app, stripeEvent('checkout.session.completed', session));
    await postStripeEvent(ctx.app, stripeEvent('checkout.session.async_payment_failed', session));
    const { payment_status: _status, ...silent } = { ...session, id: 'cs_silent' };
    await postStripeEvent(ctx.app, stripeEvent('checkout.session.completed', silent));
    expect(await seenBy(rider)).toMatchObject({ donations: [], isSupporter: false });
  });
});

describe('POST /api/webhooks/stripe: an invoice never invents a subscription', () => {
  it('acknowledges invoice.paid for a subscription not yet seen, and takes the subscription from its own event', async () => {
    const owner = await ownerAsCustomer('cus_early');
    const t = nowSeconds();
    const paid = stripeEvent(
      'invoice.paid',
      {
        id: 'in_early',
        object: 'invoice',
        customer: 'cus_early',
        subscription: 'sub_early',
        amount_paid: 999,
      },
      { created: t },
    );
    expect((await postStripeEvent(ctx.app, paid)).statusCode).toBe(200);
    expect(await seenBy(owner)).toMatchObject({ subscriptions: [], isPremium: false });

    // The subscription's own event, created before the invoice was paid, arrives after it.
    const created = activeSubscriptionCreated('sub_early', 'cus_early', t - 5);
    expect((await postStripeEvent(ctx.app, created)).statusCode).toBe(200);
    expect(await seenBy(owner)).toMatchObject({
      subscriptions: [expect.objectContaining({ status: 'active', productName: 'Horse Owner Premium' })],
      isPremium: true,
    });
  });

  it('acknowledges invoice.payment_failed for a subscription not yet seen and creates nothing', async () => {
    const failed = stripeEvent('invoice.payment_failed', {
      id: 'in_ghost',
      object: 'invoice',
      customer: 'cus_ghost',
      subscription: 'sub_ghost',
      amount_due: 999,
    });
    expect((await postStripeEvent(ctx.app, failed)).statusCode).toBe(200);
    expect(await ctx.db.select().from(subscriptions)).toEqual([]);
  });
});

describe('POST /api/webhooks/stripe: one invoice, paid once', () => {
  it('changes nothing when an invoice already paid is told of again under another event id', async () => {
    const owner = await ownerAsCustomer('cus_renew');
    const t = nowSeconds();
    const invoice = (id: string) => ({
      id,
      object: 'invoice',
      customer: 'cus_renew',
      subscription: 'sub_renew',
      amount_paid: 999,
      amount_due: 999,
    });
    await postStripeEvent(ctx.app, activeSubscriptionCreated('sub_renew', 'cus_renew', t - 100));
    await postStripeEvent(ctx.app, stripeEvent('invoice.paid', invoice('in_march'), { created: t - 90 }));
    await postStripeEvent(
      ctx.app,
      stripeEvent('invoice.payment_failed', invoice('in_april'), { created: t - 10 }),
    );
    // March's payment, told of again later under a new id, does not pay April's invoice.
    expect(
      (await postStripeEvent(ctx.app, stripeEvent('invoice.paid', invoice('in_march'), { created: t })))
        .statusCode,
    ).toBe(200);
    expect((await seenBy(owner)).subscriptions).toEqual([expect.objectContaining({ status: 'past_due' })]);
    // Nor does a failure reported for March, which was paid, undo anything.
    await postStripeEvent(ctx.app, stripeEvent('invoice.paid', invoice('in_april'), { created: t + 1 }));
    await postStripeEvent(
      ctx.app,
      stripeEvent('invoice.payment_failed', invoice('in_march'), { created: t + 2 }),
    );
    expect((await seenBy(owner)).subscriptions).toEqual([expect.objectContaining({ status: 'active' })]);
  });
});
