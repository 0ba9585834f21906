import { and, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { PgInsertValue, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Executor } from '#server/db/client.js';
import { firstRow, insertedRow } from '#server/db/rows.js';
import { pagedRows, type Page } from '#server/db/paged-rows.js';
import {
  cancellationRequests,
  customerMappings,
  donations,
  refundedPaymentIntents,
  subscriptions,
  users,
  webhookEvents,
  type CancellationRequest,
  type NewDonation,
} from '#server/db/schema/index.js';

/**
 * Records a provider event; false when it was already recorded (a replay), or when another event already
 * did what `objectKey` names (the same thing told under another event id).
 */
export async function recordWebhookEvent(
  db: Executor,
  event: { id: string; type: string; objectKey: string | null },
): Promise<boolean> {
  const inserted = await db
    .insert(webhookEvents)
    .values(event)
    .onConflictDoNothing()
    .returning({ id: webhookEvents.id });
  return inserted.length > 0;
}

/** Whether an event with this object key was recorded. */
export async function hasWebhookObjectKey(db: Executor, objectKey: string): Promise<boolean> {
  const row = await firstRow(
    db
      .select({ id: webhookEvents.id })
      .from(webhookEvents)
      .where(eq(webhookEvents.objectKey, objectKey))
      .limit(1),
  );
  return row !== undefined;
}

/**
 * The member with this e-mail (case-insensitive) who has confirmed it, read for linking payments; users are
 * written elsewhere. An unconfirmed account is not yet the address's owner.
 */
export async function findMemberByEmail(
  db: Executor,
  email: string,
): Promise<{ id: number; userType: string } | undefined> {
  return firstRow(
    db
      .select({ id: users.id, userType: users.userType })
      .from(users)
      .where(and(sql`lower(${users.email}) = lower(${email.trim()})`, isNotNull(users.emailVerifiedAt)))
      .limit(1),
  );
}

export async function findMemberById(
  db: Executor,
  id: number,
): Promise<{ id: number; userType: string } | undefined> {
  return firstRow(
    db.select({ id: users.id, userType: users.userType }).from(users).where(eq(users.id, id)).limit(1),
  );
}

/** Creates or completes a customer mapping; a user already linked stays linked. Returns its user id. */
export async function upsertCustomerMapping(
  db: Executor,
  values: { providerCustomerId: string; email: string | null; userId: number | null },
): Promise<number | null> {
  const [row] = await db
    .insert(customerMappings)
    .values(values)
    .onConflictDoUpdate({
      target: customerMappings.providerCustomerId,
      set: {
        email: sql`coalesce(excluded.email, ${customerMappings.email})`,
        userId: sql`coalesce(${customerMappings.userId}, excluded.user_id)`,
      },
    })
    .returning({ userId: customerMappings.userId });
  return row?.userId ?? null;
}

export async function findCustomerUserId(db: Executor, providerCustomerId: string): Promise<number | null> {
  const row = await firstRow(
    db
      .select({ userId: customerMappings.userId })
      .from(customerMappings)
      .where(eq(customerMappings.providerCustomerId, providerCustomerId))
      .limit(1),
  );
  return row?.userId ?? null;
}

/** Gives a customer's unowned subscriptions and donations to `userId`; returns the donations linked. */
export async function linkCustomerRows(db: Executor, customerIds: string[], userId: number): Promise<number> {
  if (customerIds.length === 0) return 0;
  await db
    .update(subscriptions)
    .set({ userId })
    .where(and(inArray(subscriptions.customerId, customerIds), isNull(subscriptions.userId)));
  const linked = await db
    .update(donations)
    .set({ userId })
    .where(and(inArray(donations.customerId, customerIds), isNull(donations.userId)))
    .returning({ id: donations.id });
  return linked.length;
}

/** Links everything paid from `email` while it had no account; returns the donations linked. */
export async function linkPaymentsByEmail(db: Executor, email: string, userId: number): Promise<number> {
  const mapped = await db
    .update(customerMappings)
    .set({ userId })
    .where(and(sql`lower(${customerMappings.email}) = lower(${email})`, isNull(customerMappings.userId)))
    .returning({ customerId: customerMappings.providerCustomerId });
  const byCustomer = await linkCustomerRows(
    db,
    mapped.map((row) => row.customerId),
    userId,
  );
  const byEmail = await db
    .update(donations)
    .set({ userId })
    .where(and(sql`lower(${donations.email}) = lower(${email})`, isNull(donations.userId)))
    .returning({ id: donations.id });
  return byCustomer + byEmail.length;
}

/** A subscription or donation by the provider's subscription id, locked until the transaction ends. */
function findForUpdate<T extends typeof subscriptions | typeof donations>(table: T) {
  return (db: Executor, providerSubscriptionId: string): Promise<T['$inferSelect'] | undefined> =>
    firstRow(
      db
        .select()
        .from(table as typeof subscriptions)
        .where(eq(table.providerSubscriptionId, providerSubscriptionId))
        .for('update')
        .limit(1),
    );
}

export const findSubscriptionForUpdate = findForUpdate(subscriptions);
export const findDonationForUpdate = findForUpdate(donations);

/**
 * A subscription or recurring donation by its Stripe subscription, created or brought up to date (the
 * same webhook steps save both).
 */
function saveBySubscription<T extends typeof subscriptions | typeof donations>(table: T) {
  return async (
    db: Executor,
    values: PgInsertValue<T> & PgUpdateSetSource<T> & { providerSubscriptionId: string },
  ): Promise<void> => {
    await db
      .insert(table)
      .values(values)
      .onConflictDoUpdate({ target: table.providerSubscriptionId, set: values });
  };
}

export const saveSubscription = saveBySubscription(subscriptions);
export const saveDonation = saveBySubscription(donations);

/** A one-off donation by its Checkout Session; false when that session's donation is already recorded. */
export async function saveCheckoutDonation(
  db: Executor,
  values: NewDonation & { checkoutSessionId: string },
): Promise<boolean> {
  const inserted = await db
    .insert(donations)
    .values(values)
    .onConflictDoNothing({ target: donations.checkoutSessionId })
    .returning({ id: donations.id });
  return inserted.length > 0;
}

/**
 * An arbitrary constant: the first key of the advisory locks the webhook takes on a PaymentIntent (the
 * two-key space, apart from the migrations' one-key lock in db/postgres.ts).
 */
const PAYMENT_INTENT_LOCK_SPACE = 727_002;

/**
 * Holds this PaymentIntent until the transaction ends, so that its checkout and its refund, told at once
 * in two transactions, do not each miss what the other has not yet committed: the second waits, then
 * reads the first's rows.
 */
export async function lockPaymentIntent(db: Executor, paymentIntentId: string): Promise<void> {
  await db.execute(
    sql`select pg_advisory_xact_lock(${PAYMENT_INTENT_LOCK_SPACE}::int, hashtext(${paymentIntentId}))`,
  );
}

/**
 * Remembers that this PaymentIntent was given back in full, told by an event Stripe created at `at`;
 * told again, the earliest time stays. Returns the time kept.
 */
export async function rememberFullRefund(db: Executor, paymentIntentId: string, at: Date): Promise<Date> {
  const row = await insertedRow(
    db
      .insert(refundedPaymentIntents)
      .values({ paymentIntentId, refundedAt: at })
      .onConflictDoUpdate({
        target: refundedPaymentIntents.paymentIntentId,
        set: { refundedAt: sql`least(${refundedPaymentIntents.refundedAt}, excluded.refunded_at)` },
      })
      .returning({ refundedAt: refundedPaymentIntents.refundedAt }),
  );
  return row.refundedAt;
}

/** When this PaymentIntent was given back in full, if it was. */
export async function findFullRefund(db: Executor, paymentIntentId: string): Promise<Date | undefined> {
  const row = await firstRow(
    db
      .select({ refundedAt: refundedPaymentIntents.refundedAt })
      .from(refundedPaymentIntents)
      .where(eq(refundedPaymentIntents.paymentIntentId, paymentIntentId))
      .limit(1),
  );
  return row?.refundedAt;
}

/**
 * The one-off donation paid through this PaymentIntent (kept in its metadata at checkout), if any, is
 * marked refunded as of `at`: no longer a donation that went through. Marking it again changes nothing.
 */
export async function markDonationRefunded(db: Executor, paymentIntentId: string, at: Date): Promise<void> {
  await db
    .update(donations)
    .set({ status: 'refunded', lastEventAt: at })
    .where(sql`${donations.metadata} ->> 'paymentIntentId' = ${paymentIntentId}`);
}

/** A member's own subscriptions or donations, newest first, one page and the total. */
function listOwn<T extends typeof subscriptions | typeof donations>(table: T) {
  return (db: Executor, userId: number, page: Page) =>
    pagedRows(db, table, {
      where: eq(table.userId, userId),
      orderBy: [desc(table.createdAt), desc(table.id)],
      page,
    });
}

export const listSubscriptionsOf = listOwn(subscriptions);
export const listDonationsOf = listOwn(donations);

export async function insertCancellationRequest(
  db: Executor,
  values: Pick<CancellationRequest, 'userId' | 'type' | 'item' | 'userEmail' | 'username'>,
): Promise<CancellationRequest> {
  return insertedRow(db.insert(cancellationRequests).values(values).returning());
}

/**
 * Marks which subscriptions are to the Owner Premium product, by the product id configured now: run at
 * start, so that rows saved before the setting changed (or before the column existed) follow it.
 */
export async function markOwnerPremiumSubscriptions(
  db: Executor,
  productId: string | undefined,
): Promise<void> {
  const isPremiumProduct = productId
    ? sql`coalesce(${subscriptions.productId} = ${productId}, false)`
    : sql`false`;
  await db
    .update(subscriptions)
    .set({ ownerPremium: isPremiumProduct })
    .where(sql`${subscriptions.ownerPremium} <> ${isPremiumProduct}`);
}
