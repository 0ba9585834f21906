import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signIn } from '#tests/setup/http.js';
import {
  activeSubscriptionCreated,
  postStripeEvent,
  STRIPE_TEST_ENV,
  stripeEvent,
  stripeSubscription,
  TEST_PREMIUM_PRODUCT,
  TEST_WEBHOOK_SECRET,
} from '#tests/setup/stripe-events.js';
import { latestLinkTo, mailArriving } from '#tests/setup/outbox.js';
import { useTestApp } from '#tests/setup/test-app.js';
import { EMAIL_VERIFICATION } from '#contract/email-verification.js';
import { PAYMENT_MESSAGES } from '#contract/payments.js';
import { queryRows } from '#server/db/client.js';
import { insertUser } from '#server/db/factories.js';
import { customerMappings, donations, subscriptions, users, webhookEvents } from '#server/db/schema/index.js';

const ctx = useTestApp({
  env: STRIPE_TEST_ENV,
});

const checkout = (options: { customer: string; email: string; userId?: number; mode?: string }) =>
  stripeEvent('checkout.session.completed', {
    id: `cs_${options.customer}`,
    object: 'checkout.session',
    mode: options.mode ?? 'subscription',
    customer: options.customer,
    customer_details: { email: options.email },
    client_reference_id: options.userId ? String(options.userId) : null,
    subscription: options.mode === 'payment' ? null : `sub_${options.customer}`,
    payment_intent: options.mode === 'payment' ? `pi_${options.customer}` : null,
    amount_total: 999,
    payment_status: 'paid',
    created: Math.floor(Date.now() / 1000),
    metadata: {},
  });

const PASSWORD = 'Gallop-Field-77';

/** Registers an owner with `email` the way the site's form does; the address is not yet confirmed. */
async function register(email: string) {
  const registered = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: {
      email,
      username: email,
      password: PASSWORD,
      firstName: 'New',
      lastName: 'Owner',
      location: 'Harrogate',
      postcode: 'HG1 1AA',
      userType: 'owner',
      interests: ['help-looking-after'],
      optOutMarketing: true,
      confirmAge: true,
      acceptTerms: true,
    },
  });
  expect(registered.statusCode).toBe(202);
  // The reply does not wait for the mail (its timing must not tell whether the address had an account).
  await mailArriving(ctx.dataDir, email, 'Confirm your e-mail');
}

/** Opens the confirmation link mailed to `email`, as its owner would. */
async function confirmEmail(email: string) {
  await ctx.app.inject({
    method: 'GET',
    url: await latestLinkTo(ctx.dataDir, email, EMAIL_VERIFICATION.verifyPath),
  });
}

/** A Stripe charge paid through PaymentIntent `pi_<customer>` (the one `checkout` opens), refunded so far. */
const refundedCharge = (customer: string, amountRefunded: number) => ({
  id: `ch_${customer}`,
  object: 'charge',
  amount: 999,
  amount_refunded: amountRefunded,
  refunded: amountRefunded === 999,
  payment_intent: `pi_${customer}`,
  customer,
});

/** What others and the member see of their donating: the public mark, and their own donations list. */
async function donorSeen(member: { id: number; email: string }) {
  const profile = (await ctx.app.inject({ method: 'GET', url: `/api/users/${member.id}` })).json();
  const cookie = await signIn(ctx.app, member.email);
  const mine = await ctx.app.inject({ method: 'GET', url: '/api/donations', headers: { cookie } });
  return {
    isSupporter: profile.isSupporter as boolean,
    donations: (mine.json() as { status: string; amount: number }[]).map(({ status, amount }) => ({
      status,
      amount,
    })),
  };
}

describe('POST /api/webhooks/stripe', () => {
  it('applies a validly signed checkout and subscription, tied to the member by the client reference', async () => {
    const owner = await insertUser(ctx.db, { email: 'owner@example.test' });
    expect(
      (
        await postStripeEvent(
          ctx.app,
          checkout({ customer: 'cus_1', email: 'other@example.test', userId: owner.id }),
        )
      ).statusCode,
    ).toBe(200);
    const created = stripeEvent(
      'customer.subscription.created',
      stripeSubscription({ id: 'sub_cus_1', customer: 'cus_1', status: 'active', unitAmount: 1299 }),
    );
    const res = await postStripeEvent(ctx.app, created);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true });

    const [row] = await ctx.db.select().from(subscriptions);
    expect(row).toMatchObject({
      userId: owner.id,
      status: 'active',
      amount: 1299,
      productId: TEST_PREMIUM_PRODUCT,
    });
    expect(row?.productName).toBe('Horse Owner Premium');
  });

  it('refuses a bad or missing signature with 400 and stores nothing', async () => {
    const event = stripeEvent('customer.created', { id: 'cus_bad', email: 'x@example.test' });
    const wrongSecret = await postStripeEvent(ctx.app, event, { secret: 'whsec_someone_else' });
    expect(wrongSecret.statusCode).toBe(400);
    expect(wrongSecret.json()).toEqual({ message: PAYMENT_MESSAGES.badSignature });
    const missing = await ctx.app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(event),
    });
    expect(missing.statusCode).toBe(400);
    // A signature for a different body does not carry over to this one.
    const tampered = await postStripeEvent(
      ctx.app,
      { ...event, id: 'evt_other' },
      {
        signature: (await import('./stripe-signature.js')).stripeTestSignatureHeader({
          payload: JSON.stringify(event),
          secret: TEST_WEBHOOK_SECRET,
        }),
      },
    );
    expect(tampered.statusCode).toBe(400);
    expect(await ctx.db.select().from(webhookEvents)).toEqual([]);
    expect(await ctx.db.select().from(customerMappings)).toEqual([]);
  });

  it('changes nothing when an event is replayed', async () => {
    const owner = await insertUser(ctx.db);
    await postStripeEvent(ctx.app, checkout({ customer: 'cus_2', email: owner.email, userId: owner.id }));
    const deleted = stripeEvent(
      'customer.subscription.deleted',
      stripeSubscription({ id: 'sub_2', customer: 'cus_2', status: 'canceled' }),
    );
    const updated = stripeEvent(
      'customer.subscription.updated',
      stripeSubscription({ id: 'sub_2', customer: 'cus_2', status: 'active' }),
      { created: deleted.created + 10 },
    );
    expect((await postStripeEvent(ctx.app, updated)).statusCode).toBe(200);
    // Replaying the very same event id later (with anything in it) is acknowledged and ignored.
    const replay = await postStripeEvent(ctx.app, {
      ...updated,
      data: { object: { ...updated.data.object, status: 'past_due' } },
    });
    expect(replay.statusCode).toBe(200);
    const [row] = await ctx.db.select().from(subscriptions);
    expect(row?.status).toBe('active');
    expect(await ctx.db.select().from(webhookEvents).where(eq(webhookEvents.id, updated.id))).toHaveLength(1);
  });

  it('keeps the newest state when subscription.updated arrives before subscription.created', async () => {
    const owner = await insertUser(ctx.db);
    await postStripeEvent(ctx.app, checkout({ customer: 'cus_3', email: owner.email, userId: owner.id }));
    const t = Math.floor(Date.now() / 1000);
    const created = stripeEvent(
      'customer.subscription.created',
      stripeSubscription({ id: 'sub_3', customer: 'cus_3', status: 'incomplete', unitAmount: 999 }),
      { created: t - 60 },
    );
    const updated = stripeEvent(
      'customer.subscription.updated',
      stripeSubscription({ id: 'sub_3', customer: 'cus_3', status: 'active', unitAmount: 1499 }),
      { created: t },
    );
    expect((await postStripeEvent(ctx.app, updated)).statusCode).toBe(200);
    expect((await postStripeEvent(ctx.app, created)).statusCode).toBe(200);
    const rows = await ctx.db.select().from(subscriptions);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'active', amount: 1499, userId: owner.id });
  });

  it('keeps a payment from an unknown e-mail and links it only once that person confirms the address', async () => {
    await postStripeEvent(
      ctx.app,
      stripeEvent('customer.created', { id: 'cus_4', object: 'customer', email: 'New.Owner@example.test' }),
    );
    await postStripeEvent(ctx.app, checkout({ customer: 'cus_4', email: 'New.Owner@example.test' }));
    await postStripeEvent(ctx.app, activeSubscriptionCreated('sub_4', 'cus_4'));
    const [kept] = await ctx.db.select().from(subscriptions);
    expect(kept?.userId).toBeNull();

    await register('new.owner@example.test');
    // Registering an address proves nothing: whoever typed it first must not inherit its payments.
    expect((await ctx.db.select().from(subscriptions))[0]?.userId).toBeNull();
    const another = await postStripeEvent(
      ctx.app,
      checkout({ customer: 'cus_4b', email: 'new.owner@example.test', mode: 'payment' }),
    );
    expect(another.statusCode).toBe(200);
    expect((await ctx.db.select().from(donations))[0]?.userId).toBeNull();
    await confirmEmail('new.owner@example.test');
    const [user] = await ctx.db.select().from(users).where(eq(users.email, 'new.owner@example.test'));
    const [linked] = await ctx.db.select().from(subscriptions);
    expect(linked?.userId).toBe(user?.id);
    expect((await ctx.db.select().from(donations))[0]?.userId).toBe(user?.id);
    const cookie = await signIn(ctx.app, 'new.owner@example.test', PASSWORD);
    const mine = await ctx.app.inject({ method: 'GET', url: '/api/subscriptions', headers: { cookie } });
    expect(mine.json()).toEqual([
      expect.objectContaining({ productName: 'Horse Owner Premium', status: 'active' }),
    ]);
  });

  it('does not link payments when their address signs in unconfirmed, only once it is confirmed', async () => {
    const email = 'early.bird@example.test';
    await postStripeEvent(ctx.app, checkout({ customer: 'cus_eb', email }));
    await postStripeEvent(ctx.app, activeSubscriptionCreated('sub_cus_eb', 'cus_eb'));
    await postStripeEvent(ctx.app, checkout({ customer: 'cus_eb2', email, mode: 'payment' }));
    await register(email);

    // Signing in proves the password, not the address: whoever registered it first gets nothing yet.
    const cookie = await signIn(ctx.app, email, PASSWORD);
    const mine = async (url: string) =>
      (await ctx.app.inject({ method: 'GET', url, headers: { cookie } })).json();
    expect(await mine('/api/subscriptions')).toEqual([]);
    expect(await mine('/api/donations')).toEqual([]);
    expect((await ctx.db.select().from(subscriptions))[0]?.userId).toBeNull();
    expect((await ctx.db.select().from(donations))[0]?.userId).toBeNull();

    await confirmEmail(email);
    expect(await mine('/api/subscriptions')).toEqual([
      expect.objectContaining({ productName: 'Horse Owner Premium', status: 'active' }),
    ]);
    expect(await mine('/api/donations')).toEqual([expect.objectContaining({ status: 'paid', amount: 999 })]);
  });

  it('marks the subscription past_due when a payment fails', async () => {
    const owner = await insertUser(ctx.db);
    await postStripeEvent(ctx.app, checkout({ customer: 'cus_5', email: owner.email, userId: owner.id }));
    const t = Math.floor(Date.now() / 1000);
    await postStripeEvent(ctx.app, activeSubscriptionCreated('sub_5', 'cus_5', t - 10));
    const failed = stripeEvent(
      'invoice.payment_failed',
      {
        id: 'in_5',
        object: 'invoice',
        customer: 'cus_5',
        subscription: 'sub_5',
        amount_due: 999,
        amount_paid: 0,
      },
      { created: t },
    );
    expect((await postStripeEvent(ctx.app, failed)).statusCode).toBe(200);
    const [row] = await ctx.db.select().from(subscriptions);
    expect(row?.status).toBe('past_due');
  });

  it("records an enthusiast's donation as paying for an ID check, and changes no verification status", async () => {
    const rider = await insertUser(ctx.db, { userType: 'enthusiast' });
    const res = await postStripeEvent(
      ctx.app,
      checkout({ customer: 'cus_6', email: rider.email, userId: rider.id, mode: 'payment' }),
    );
    expect(res.statusCode).toBe(200);
    const [donation] = await ctx.db.select().from(donations);
    expect(donation).toMatchObject({ userId: rider.id, amount: 999, status: 'paid' });
    const [after] = await ctx.db.select().from(users).where(eq(users.id, rider.id));
    expect(after?.verificationStatus).toBe('unverified');
    // A Supporter, which is a thank-you; never Verified.
    const profile = (await ctx.app.inject({ method: 'GET', url: `/api/users/${rider.id}` })).json();
    expect(profile).toMatchObject({ isSupporter: true, verificationStatus: 'unverified' });
    const other = await insertUser(ctx.db, { userType: 'enthusiast' });
    expect((await ctx.app.inject({ method: 'GET', url: `/api/users/${other.id}` })).json().isSupporter).toBe(
      false,
    );
  });

  it('makes an owner Premium only by a live subscription to the Owner Premium product', async () => {
    // An owner whose document waits for review: Premium must neither approve it nor drop it.
    const owner = await insertUser(ctx.db, { userType: 'owner', verificationStatus: 'pending' });
    const profile = async () =>
      (await ctx.app.inject({ method: 'GET', url: `/api/users/${owner.id}` })).json();
    const premium = async () => (await profile()).isPremium as boolean;
    await postStripeEvent(ctx.app, checkout({ customer: 'cus_7', email: owner.email, userId: owner.id }));
    // A monthly donation set up as a plain subscription, and another product: live, paid, not Premium.
    for (const [id, product] of [
      ['sub_7a', 'prod_monthly_donation'],
      ['sub_7b', 'prod_enthusiast'],
    ] as const) {
      await postStripeEvent(
        ctx.app,
        stripeEvent(
          'customer.subscription.created',
          stripeSubscription({ id, customer: 'cus_7', status: 'active', product }),
        ),
      );
    }
    expect(await premium()).toBe(false);
    await postStripeEvent(
      ctx.app,
      stripeEvent(
        'customer.subscription.created',
        stripeSubscription({
          id: 'sub_7c',
          customer: 'cus_7',
          status: 'active',
          product: TEST_PREMIUM_PRODUCT,
        }),
      ),
    );
    // Premium pays for an ID check but vouches for nothing: the status stays as only an admin changes it.
    expect(await profile()).toMatchObject({ isPremium: true, verificationStatus: 'pending' });
  });

  it('takes the Supporter mark away when the only donation is fully refunded, once however often told', async () => {
    const rider = await insertUser(ctx.db, { userType: 'enthusiast' });
    const supporter = async () =>
      (await ctx.app.inject({ method: 'GET', url: `/api/users/${rider.id}` })).json().isSupporter as boolean;
    await postStripeEvent(
      ctx.app,
      checkout({ customer: 'cus_r', email: rider.email, userId: rider.id, mode: 'payment' }),
    );
    expect(await supporter()).toBe(true);
    const charge = (refunded: boolean, amountRefunded: number) => ({
      id: 'ch_r',
      object: 'charge',
      amount: 999,
      amount_refunded: amountRefunded,
      refunded,
      payment_intent: 'pi_cus_r',
      customer: 'cus_r',
    });

    // Part of it given back: still a donation that went through.
    expect(
      (await postStripeEvent(ctx.app, stripeEvent('charge.refunded', charge(false, 500)))).statusCode,
    ).toBe(200);
    expect(await supporter()).toBe(true);

    for (let told = 0; told < 2; told += 1) {
      const res = await postStripeEvent(ctx.app, stripeEvent('charge.refunded', charge(true, 999)));
      expect(res.statusCode).toBe(200);
      expect(await supporter()).toBe(false);
    }
    const cookie = await signIn(ctx.app, rider.email);
    const mine = await ctx.app.inject({ method: 'GET', url: '/api/donations', headers: { cookie } });
    expect(mine.json()).toEqual([expect.objectContaining({ status: 'refunded', amount: 999 })]);
  });

  it('records a donation whose full refund came first as refunded: no Supporter mark', async () => {
    const rider = await insertUser(ctx.db, { userType: 'enthusiast' });
    const t = Math.floor(Date.now() / 1000);
    // Stripe does not promise order: the refund is delivered before the checkout that paid.
    const refund = stripeEvent('charge.refunded', refundedCharge('cus_rf', 999), { created: t });
    expect((await postStripeEvent(ctx.app, refund)).statusCode).toBe(200);
    const paid = checkout({ customer: 'cus_rf', email: rider.email, userId: rider.id, mode: 'payment' });
    expect((await postStripeEvent(ctx.app, { ...paid, created: t - 60 })).statusCode).toBe(200);

    expect(await donorSeen(rider)).toEqual({
      isSupporter: false,
      donations: [{ status: 'refunded', amount: 999 }],
    });
    // A bank debit's settling event for the same session, later still, does not make it paid again.
    const settled = stripeEvent('checkout.session.async_payment_succeeded', paid.data.object);
    expect((await postStripeEvent(ctx.app, settled)).statusCode).toBe(200);
    expect(await donorSeen(rider)).toEqual({
      isSupporter: false,
      donations: [{ status: 'refunded', amount: 999 }],
    });
  });

  it('ends the same whichever of checkout and refund comes first, however often the refund is told', async () => {
    const first = await insertUser(ctx.db, { userType: 'enthusiast' });
    const second = await insertUser(ctx.db, { userType: 'enthusiast' });
    const t = Math.floor(Date.now() / 1000);
    const paid = (customer: string, member: { id: number; email: string }) =>
      stripeEvent(
        'checkout.session.completed',
        checkout({ customer, email: member.email, userId: member.id, mode: 'payment' }).data.object,
        { created: t - 60 },
      );
    // The same full refund told under two event ids (and once more under the first).
    const refunds = (customer: string) => {
      const told = stripeEvent('charge.refunded', refundedCharge(customer, 999), { created: t });
      return [told, stripeEvent('charge.refunded', refundedCharge(customer, 999), { created: t }), told];
    };

    await postStripeEvent(ctx.app, paid('cus_o1', first));
    for (const refund of refunds('cus_o1'))
      expect((await postStripeEvent(ctx.app, refund)).statusCode).toBe(200);
    for (const refund of refunds('cus_o2'))
      expect((await postStripeEvent(ctx.app, refund)).statusCode).toBe(200);
    await postStripeEvent(ctx.app, paid('cus_o2', second));

    const seen = { isSupporter: false, donations: [{ status: 'refunded', amount: 999 }] };
    expect(await donorSeen(first)).toEqual(seen);
    expect(await donorSeen(second)).toEqual(seen);
    // The rows differ only in whose they are: the refund's time is kept either way.
    const rows = await ctx.db.select().from(donations).orderBy(donations.id);
    expect(rows.map((row) => row.lastEventAt)).toEqual([new Date(t * 1000), new Date(t * 1000)]);
  });

  it('remembers only a full refund told before its checkout, never a partial one', async () => {
    const part = await insertUser(ctx.db, { userType: 'enthusiast' });
    const whole = await insertUser(ctx.db, { userType: 'enthusiast' });
    await postStripeEvent(ctx.app, stripeEvent('charge.refunded', refundedCharge('cus_part', 500)));
    await postStripeEvent(ctx.app, stripeEvent('charge.refunded', refundedCharge('cus_whole', 999)));
    await postStripeEvent(
      ctx.app,
      checkout({ customer: 'cus_part', email: part.email, userId: part.id, mode: 'payment' }),
    );
    await postStripeEvent(
      ctx.app,
      checkout({ customer: 'cus_whole', email: whole.email, userId: whole.id, mode: 'payment' }),
    );

    // Part of it given back: still a donation that went through.
    expect(await donorSeen(part)).toEqual({
      isSupporter: true,
      donations: [{ status: 'paid', amount: 999 }],
    });
    expect(await donorSeen(whole)).toEqual({
      isSupporter: false,
      donations: [{ status: 'refunded', amount: 999 }],
    });
  });

  it('acknowledges a refund of a charge it has no donation for, and creates no donation', async () => {
    const res = await postStripeEvent(
      ctx.app,
      stripeEvent('charge.refunded', {
        id: 'ch_unknown',
        object: 'charge',
        amount: 500,
        amount_refunded: 500,
        refunded: true,
        payment_intent: 'pi_unknown',
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(await ctx.db.select().from(donations)).toEqual([]);
    expect(await ctx.db.select().from(subscriptions)).toEqual([]);
  });

  it('acknowledges and ignores event types it does not use', async () => {
    const res = await postStripeEvent(ctx.app, stripeEvent('charge.refund.updated', { id: 're_1' }));
    expect(res.statusCode).toBe(200);
    expect(await ctx.db.select().from(subscriptions)).toEqual([]);
  });

  it('keeps parsing JSON everywhere else', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'a@example.test', password: 'x' },
    });
    expect(res.statusCode).toBe(401);
  });
});

/** How many of this database's connections wait on a lock (another transaction's row, or an advisory lock). */
async function waitingOnLocks(): Promise<number> {
  const [row] = await queryRows<{ waiting: number }>(
    ctx.db,
    sql`select count(*)::int as waiting from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
  );
  return row?.waiting ?? 0;
}

async function waitUntil(done: () => Promise<boolean>): Promise<void> {
  for (let tries = 0; tries < 250; tries += 1) {
    if (await done()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('waited 5 s in vain');
}

// PGlite has one connection, so two events are never handled at once there.
describe.runIf(process.env.DATABASE_URL)(
  'POST /api/webhooks/stripe: a checkout and its refund at once',
  () => {
    it('records the donation refunded when the refund is handled while the checkout is', async () => {
      const rider = await insertUser(ctx.db, { userType: 'enthusiast' });
      const paid = checkout({ customer: 'cus_race', email: rider.email, userId: rider.id, mode: 'payment' });
      const refund = stripeEvent('charge.refunded', refundedCharge('cus_race', 999));
      // Another transaction holds the session's donation uncommitted, so the checkout stops at its insert,
      // after it has looked for a refund: the refund is then told in the middle of the checkout.
      let holding = () => undefined as void;
      let release = () => undefined as void;
      const held = new Promise<void>((resolve) => (holding = resolve));
      const released = new Promise<void>((resolve) => (release = resolve));
      const holder = ctx.db
        .transaction(async (tx) => {
          await tx.insert(donations).values({ checkoutSessionId: 'cs_cus_race', status: 'held' });
          holding();
          await released;
          tx.rollback();
        })
        .catch(() => undefined);
      await held;

      const checkoutTold = postStripeEvent(ctx.app, paid);
      await waitUntil(async () => (await waitingOnLocks()) === 1);
      let refundAnswered = false;
      const refundTold = postStripeEvent(ctx.app, refund).finally(() => (refundAnswered = true));
      await waitUntil(async () => refundAnswered || (await waitingOnLocks()) === 2);
      release();
      await holder;

      expect((await checkoutTold).statusCode).toBe(200);
      expect((await refundTold).statusCode).toBe(200);
      expect(await donorSeen(rider)).toEqual({
        isSupporter: false,
        donations: [{ status: 'refunded', amount: 999 }],
      });
    });
  },
);

describe('POST /api/webhooks/stripe without Stripe configured', () => {
  const bare = useTestApp();
  it('answers 503 and stores nothing', async () => {
    const res = await postStripeEvent(bare.app, stripeEvent('customer.created', { id: 'cus_x' }));
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ message: PAYMENT_MESSAGES.notSetUp });
    expect(await bare.db.select().from(webhookEvents)).toEqual([]);
    const config = await bare.app.inject({ method: 'GET', url: '/api/site-config' });
    expect(config.json().paymentsEnabled).toBe(false);
  });
});
