import { Column, getTableName, is, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, identityId, instant, textOneOf, timestamps } from './columns.js';
import { pointsToMember } from './member-columns.js';
import { CANCELLATION_TYPES } from '#contract/options.js';
import { oneOf } from './sql-helpers.js';

// Written by the payment provider's webhook (docs/design.md §5). Statuses are the provider's, shown as given,
// so they are not checked. Rows outlive a deleted user (user_id set null): they are financial records.

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: identityId(),
    userId: pointsToMember('user_id'),
    providerSubscriptionId: text('provider_subscription_id')
      .notNull()
      .unique('subscriptions_provider_subscription_id_unique'),
    customerId: text('customer_id'),
    productId: text('product_id'),
    productName: text('product_name'),
    priceId: text('price_id'),
    /**
     * The subscription is to the Owner Premium product (STRIPE_OWNER_PREMIUM_PRODUCT_ID): only these make
     * an owner Premium. Set by the webhook, and again for every row at start (the setting may change).
     */
    ownerPremium: boolean('owner_premium').notNull().default(false),
    status: text('status').notNull(),
    currency: text('currency').notNull().default('gbp'),
    /** Pence. */
    amount: integer('amount'),
    currentPeriodStart: instant('current_period_start'),
    currentPeriodEnd: instant('current_period_end'),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    metadata: jsonb('metadata').$type<Record<string, unknown>>(),
    /** When the provider created the newest event applied to this row: older events arriving late lose. */
    lastEventAt: instant('last_event_at'),
    ...timestamps(),
  },
  (t) => [
    index('subscriptions_user_id_idx').on(t.userId),
    index('subscriptions_customer_id_idx').on(t.customerId),
    check('subscriptions_amount_check', sql`${t.amount} >= 0`),
  ],
);

export const donations = pgTable(
  'donations',
  {
    id: identityId(),
    userId: pointsToMember('user_id'),
    email: text('email'),
    customerId: text('customer_id'),
    providerSubscriptionId: text('provider_subscription_id').unique(
      'donations_provider_subscription_id_unique',
    ),
    /**
     * The Checkout Session a one-off donation was paid through: one donation per session, however many
     * events (or event ids) Stripe tells of it with.
     */
    checkoutSessionId: text('checkout_session_id').unique('donations_checkout_session_id_unique'),
    productName: text('product_name'),
    status: text('status').notNull(),
    /** Pence. */
    amount: integer('amount'),
    currency: text('currency').notNull().default('gbp'),
    subscriptionStartDate: instant('subscription_start_date'),
    nextBillingDate: instant('next_billing_date'),
    subscriptionEnd: instant('subscription_end'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>(),
    /** When the provider created the newest event applied to this row: older events arriving late lose. */
    lastEventAt: instant('last_event_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('donations_user_id_idx').on(t.userId),
    index('donations_email_lower_idx').on(sql`lower(${t.email})`),
    check('donations_amount_check', sql`${t.amount} >= 0`),
  ],
);

/** Links a provider customer to our user (by e-mail when the checkout happened signed out). */
export const customerMappings = pgTable(
  'customer_mappings',
  {
    id: identityId(),
    providerCustomerId: text('provider_customer_id')
      .notNull()
      .unique('customer_mappings_provider_customer_id_unique'),
    email: text('email'),
    userId: pointsToMember('user_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('customer_mappings_user_id_idx').on(t.userId),
    index('customer_mappings_email_lower_idx').on(sql`lower(${t.email})`),
  ],
);

/** Provider events already handled; inserted in the same transaction as their effects, so replays do nothing. */
export const webhookEvents = pgTable('webhook_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  /**
   * What may happen to a Stripe object once only (an invoice paid: `invoice.paid:in_...`): the same
   * thing told again under another event id finds it here and changes nothing. Null for other events.
   */
  objectKey: text('object_key').unique('webhook_events_object_key_unique'),
  receivedAt: instant('received_at').notNull().defaultNow(),
});

/**
 * Payments Stripe gave back in full (`charge.refunded` with `refunded: true`), by PaymentIntent, kept
 * whether or not a donation here has that PaymentIntent yet: Stripe does not promise the order of
 * events, so a checkout told after its refund is recorded refunded (docs/decisions/0041, amended).
 * `refunded_at` is when Stripe created the earliest event that told of it.
 */
export const refundedPaymentIntents = pgTable('refunded_payment_intents', {
  paymentIntentId: text('payment_intent_id').primaryKey(),
  refundedAt: instant('refunded_at').notNull(),
});

/** Cancellation is a request to the team, processed within 24 hours (docs/product.md §M4, §M9). */
export const cancellationRequests = pgTable(
  'cancellation_requests',
  {
    id: identityId(),
    userId: pointsToMember('user_id'),
    type: textOneOf('type', CANCELLATION_TYPES).notNull(),
    item: text('item').notNull(),
    userEmail: text('user_email').notNull(),
    username: text('username'),
    createdAt: createdAt(),
  },
  (t) => [
    index('cancellation_requests_user_id_idx').on(t.userId),
    check('cancellation_requests_type_check', oneOf(t.type, CANCELLATION_TYPES)),
  ],
);

/**
 * True when the member `userId` has a subscription that makes an owner premium: status active or trialing
 * and a period that has not ended (docs/design.md §7). Read by the features that show premium (horses, users);
 * only the payments feature writes these rows.
 */
export function hasLivePremiumSubscription(userId: AnyColumn | SQL): SQL<boolean> {
  // Every name is qualified by hand: in a one-table query drizzle writes columns bare, and a bare outer
  // "id" inside this subquery would mean the subscription's own id (every member then shared one answer).
  const live = sql.identifier('live_premium');
  const column = (c: AnyColumn) => sql`${live}.${sql.identifier(c.name)}`;
  const outer = is(userId, Column)
    ? sql`${sql.identifier(getTableName(userId.table))}.${sql.identifier(userId.name)}`
    : userId;
  return sql<boolean>`exists (select 1 from ${subscriptions} as ${live} where ${column(subscriptions.userId)} = ${outer} and ${column(subscriptions.ownerPremium)} and ${column(subscriptions.status)} in ('active', 'trialing') and ${column(subscriptions.currentPeriodEnd)} > now())`;
}

export type Subscription = typeof subscriptions.$inferSelect;
export type NewSubscription = typeof subscriptions.$inferInsert;
export type Donation = typeof donations.$inferSelect;
export type NewDonation = typeof donations.$inferInsert;
export type CustomerMapping = typeof customerMappings.$inferSelect;
export type WebhookEvent = typeof webhookEvents.$inferSelect;
export type RefundedPaymentIntent = typeof refundedPaymentIntents.$inferSelect;
export type CancellationRequest = typeof cancellationRequests.$inferSelect;
