import { describe, expect, it } from 'vitest';
import { sendAs, signIn } from '#tests/setup/http.js';
import { useSmtpServer } from '#tests/setup/smtp-server.js';
import {
  postStripeEvent,
  STRIPE_TEST_ENV,
  stripeEvent,
  stripeSubscription,
  TEST_PREMIUM_PRODUCT,
} from '#tests/setup/stripe-events.js';
import { useTestApp, type TestContext } from '#tests/setup/test-app.js';
import { PAYMENT_MESSAGES } from '#contract/payments.js';
import { insertHorse, insertUser } from '#server/db/factories.js';
import { markOwnerPremiumSubscriptions } from '#server/features/payments/index.js';
import { cancellationRequests } from '#server/db/schema/index.js';

const smtp = useSmtpServer();

const ctx = useTestApp({
  env: () => ({
    SMTP_URL: smtp.url,
    TEAM_EMAIL: 'team@stablemates.test',
    ...STRIPE_TEST_ENV,
  }),
});

/** Gives `userId` a subscription through the webhook, as Stripe would. */
async function subscribe(
  context: TestContext,
  userId: number,
  options: { status: string; periodEnd?: number; product?: string; created?: number },
) {
  const customer = `cus_${userId}`;
  await postStripeEvent(
    context.app,
    stripeEvent('checkout.session.completed', {
      id: `cs_${userId}`,
      mode: 'subscription',
      customer,
      client_reference_id: String(userId),
      customer_details: { email: null },
      subscription: `sub_${userId}`,
    }),
  );
  const res = await postStripeEvent(
    context.app,
    stripeEvent(
      'customer.subscription.updated',
      stripeSubscription({
        id: `sub_${userId}`,
        customer,
        status: options.status,
        product: options.product,
        periodEnd: options.periodEnd,
      }),
      { created: options.created },
    ),
  );
  expect(res.statusCode).toBe(200);
}

describe('GET /api/subscriptions and /api/donations', () => {
  it('shows the signed-in member their own subscriptions only', async () => {
    const mine = await insertUser(ctx.db);
    const theirs = await insertUser(ctx.db);
    await subscribe(ctx, mine.id, { status: 'active' });
    await subscribe(ctx, theirs.id, { status: 'active', product: 'prod_enthusiast' });
    const cookie = await signIn(ctx.app, mine.email);

    const res = await ctx.app.inject({ method: 'GET', url: '/api/subscriptions', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('1');
    expect(res.json()).toEqual([
      expect.objectContaining({
        productId: STRIPE_TEST_ENV.STRIPE_OWNER_PREMIUM_PRODUCT_ID,
        productName: 'Horse Owner Premium',
        amount: 999,
      }),
    ]);
    const donations = await ctx.app.inject({ method: 'GET', url: '/api/donations', headers: { cookie } });
    expect(donations.json()).toEqual([]);
  });

  it('asks a visitor to sign in', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/subscriptions' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/donations' })).statusCode).toBe(401);
  });
});

/** A new member signs in and asks for a cancellation; the payload is built from their e-mail. */
async function requestCancellation(
  context: TestContext,
  payload: (email: string) => object,
  values: Parameters<typeof insertUser>[1] = {},
) {
  const member = await insertUser(context.db, values);
  const cookie = await signIn(context.app, member.email);
  const res = await sendAs(context.app, cookie, 'POST', '/api/request-cancellation', payload(member.email));
  return { member, res };
}

describe('POST /api/request-cancellation', () => {
  it('stores the request and mails it to the team', async () => {
    const { member, res } = await requestCancellation(
      ctx,
      (userEmail) => ({ type: 'subscription', item: 'Horse Owner Premium', userEmail, username: 'leaving' }),
      { email: 'leaving@example.test' },
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: PAYMENT_MESSAGES.cancellationSent });
    const rows = await ctx.db.select().from(cancellationRequests);
    expect(rows).toEqual([
      expect.objectContaining({ userId: member.id, type: 'subscription', item: 'Horse Owner Premium' }),
    ]);
    const mail = await smtp.waitForMessage((m) => m.subject?.startsWith('Cancellation request') ?? false);
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.value[0]?.address : undefined).toBe(
      'team@stablemates.test',
    );
    expect(mail.text).toContain('Horse Owner Premium');
    expect(mail.text).toContain('within 24 hours');
  });

  it('refuses an unknown type with a clear 400', async () => {
    const { res } = await requestCancellation(ctx, (userEmail) => ({ type: 'horse', item: 'x', userEmail }));
    expect(res.statusCode).toBe(400);
    expect(await ctx.db.select().from(cancellationRequests)).toEqual([]);
  });
});

describe('POST /api/request-cancellation when mail is down', () => {
  const down = useTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:1', TEAM_EMAIL: 'team@stablemates.test' } });
  it('keeps the request and tells the member to write to the team', async () => {
    const { res } = await requestCancellation(down, (userEmail) => ({
      type: 'donation',
      item: 'Donation',
      userEmail,
    }));
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ message: PAYMENT_MESSAGES.cancellationFailed('team@stablemates.test') });
    expect(await down.db.select().from(cancellationRequests)).toHaveLength(1);
  });
});

describe('Premium', () => {
  async function browse(cookie: string) {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/horses?limit=10', headers: { cookie } });
    return res.json() as Array<{ name: string; isPremium: boolean }>;
  }

  it('puts a premium owner first with a badge while active, and takes both away when it ends', async () => {
    const premium = await insertUser(ctx.db);
    const plain = await insertUser(ctx.db);
    const viewer = await insertUser(ctx.db, { userType: 'enthusiast' });
    await insertHorse(ctx.db, {
      ownerId: premium.id,
      name: 'Older Premium',
      createdAt: new Date(Date.now() - 60_000),
    });
    await insertHorse(ctx.db, { ownerId: plain.id, name: 'Newer Plain' });
    const cookie = await signIn(ctx.app, viewer.email);

    expect((await browse(cookie)).map((h) => [h.name, h.isPremium])).toEqual([
      ['Newer Plain', false],
      ['Older Premium', false],
    ]);

    const t = Math.floor(Date.now() / 1000);
    await subscribe(ctx, premium.id, { status: 'active', created: t - 5 });
    expect((await browse(cookie)).map((h) => [h.name, h.isPremium])).toEqual([
      ['Older Premium', true],
      ['Newer Plain', false],
    ]);
    const profile = await ctx.app.inject({ method: 'GET', url: `/api/users/${premium.id}` });
    expect(profile.json().isPremium).toBe(true);

    // The subscription ends: badge and priority go with it.
    const ended = stripeEvent(
      'customer.subscription.deleted',
      stripeSubscription({ id: `sub_${premium.id}`, customer: `cus_${premium.id}`, status: 'canceled' }),
      { created: t },
    );
    expect((await postStripeEvent(ctx.app, ended)).statusCode).toBe(200);
    expect((await browse(cookie)).map((h) => [h.name, h.isPremium])).toEqual([
      ['Newer Plain', false],
      ['Older Premium', false],
    ]);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/users/${premium.id}` })).json().isPremium).toBe(
      false,
    );
  });

  // Found by bench/kill-webhook.ts: the profile's check compared the subscription's user_id with its own
  // id (drizzle left both columns unqualified in a one-table query), so every profile showed the same answer.
  it("shows each member's own premium on their profile, not another member's", async () => {
    const plain = await insertUser(ctx.db);
    const premium = await insertUser(ctx.db);
    const cancelled = await insertUser(ctx.db);
    await subscribe(ctx, premium.id, { status: 'active' });
    await subscribe(ctx, cancelled.id, { status: 'canceled' });
    const shown = async (id: number) =>
      (await ctx.app.inject({ method: 'GET', url: `/api/users/${id}` })).json().isPremium as boolean;
    expect([await shown(plain.id), await shown(premium.id), await shown(cancelled.id)]).toEqual([
      false,
      true,
      false,
    ]);
  });

  // What the server does at start (src/server/main.ts): rows saved under one setting follow the new one.
  it('follows a changed Owner Premium product id for subscriptions saved before it', async () => {
    const first = await insertUser(ctx.db);
    const second = await insertUser(ctx.db);
    await subscribe(ctx, first.id, { status: 'active', product: TEST_PREMIUM_PRODUCT });
    await subscribe(ctx, second.id, { status: 'active', product: 'prod_new_premium' });
    const premium = async () =>
      Promise.all(
        [first, second].map(
          async ({ id }) =>
            (await ctx.app.inject({ method: 'GET', url: `/api/users/${id}` })).json().isPremium as boolean,
        ),
      );
    expect(await premium()).toEqual([true, false]);

    await markOwnerPremiumSubscriptions(ctx.db, 'prod_new_premium');
    expect(await premium()).toEqual([false, true]);
    // With no Premium product configured, nobody is Premium.
    await markOwnerPremiumSubscriptions(ctx.db, undefined);
    expect(await premium()).toEqual([false, false]);
    await markOwnerPremiumSubscriptions(ctx.db, TEST_PREMIUM_PRODUCT);
    expect(await premium()).toEqual([true, false]);
  });

  it('is not premium once the paid period is over, whatever the status says', async () => {
    const owner = await insertUser(ctx.db);
    await subscribe(ctx, owner.id, { status: 'active', periodEnd: Math.floor(Date.now() / 1000) - 60 });
    expect((await ctx.app.inject({ method: 'GET', url: `/api/users/${owner.id}` })).json().isPremium).toBe(
      false,
    );
  });
});
