import type { z } from 'zod';
import { PAYMENT_MESSAGES } from '#contract/payments.js';
import type { Database, Executor } from '#server/db/client.js';
import type { NewDonation, NewSubscription } from '#server/db/schema/index.js';
import { AppError, badRequest } from '#server/platform/http/app-error.js';
import { isOwnerPremiumProduct, productLabel } from './product-label.js';
import {
  findCustomerUserId,
  findDonationForUpdate,
  findFullRefund,
  findMemberByEmail,
  findMemberById,
  findSubscriptionForUpdate,
  hasWebhookObjectKey,
  linkCustomerRows,
  lockPaymentIntent,
  markDonationRefunded,
  recordWebhookEvent,
  rememberFullRefund,
  saveCheckoutDonation,
  saveDonation,
  saveSubscription,
  upsertCustomerMapping,
} from './payments.repository.js';
import {
  CHARGE_REFUNDED,
  ChargeSchema,
  CheckoutSessionSchema,
  CustomerSchema,
  fromUnix,
  InvoiceSchema,
  StripeEventSchema,
  StripeSubscriptionSchema,
  type Charge,
  type CheckoutSession,
  type Invoice,
  type StripeEvent,
  type StripeSubscription,
} from './stripe-objects.js';
import { isValidStripeSignature } from './stripe-signature.js';

export interface StripeSettings {
  webhookSecret: string | undefined;
  ownerPremiumProductId: string | undefined;
}

/**
 * A Stripe subscription is a recurring donation, not a product subscription, when the payment link marks
 * it so (subscription metadata `type: donation`, set on the donation and verification-donation links).
 */
const isDonation = (metadata: Record<string, string>) => metadata.type === 'donation';

/** What became of a signed event: acknowledged (applied, a replay, or a type we do not use) or unreadable. */
export type WebhookOutcome = 'acknowledged' | 'unreadable';

/**
 * POST /api/webhooks/stripe. Verifies the signature on the raw body, then applies the event and records
 * its id in one transaction: a replay finds the id and changes nothing, and a failure stores neither.
 * Events may come in any order, so each row remembers the time of the newest event applied to it.
 * An event whose object this code cannot read is acknowledged all the same (Stripe would otherwise retry
 * it for days) and reported through `onUnreadable`, so that the operator hears of it.
 */
export async function receiveStripeWebhook({
  db,
  input,
  stripe,
  onUnreadable,
}: {
  db: Database;
  input: { payload: string; signature: string | undefined };
  stripe: StripeSettings;
  onUnreadable?: (event: Pick<StripeEvent, 'id' | 'type'>) => void;
}): Promise<{ received: true }> {
  if (!stripe.webhookSecret) throw new AppError(503, PAYMENT_MESSAGES.notSetUp);
  if (
    !isValidStripeSignature({ payload: input.payload, header: input.signature, secret: stripe.webhookSecret })
  ) {
    throw badRequest(PAYMENT_MESSAGES.badSignature);
  }
  const event = parseEvent(input.payload);
  const outcome = await db.transaction(async (tx): Promise<WebhookOutcome> => {
    const recorded = { id: event.id, type: event.type, objectKey: onceOnlyKey(event) };
    if (!(await recordWebhookEvent(tx, recorded))) return 'acknowledged';
    return applyEvent(tx, event, stripe);
  });
  if (outcome === 'unreadable') onUnreadable?.({ id: event.id, type: event.type });
  return { received: true };
}

function parseEvent(payload: string): StripeEvent {
  let json: unknown;
  try {
    json = JSON.parse(payload);
  } catch {
    throw badRequest('The webhook body is not JSON.');
  }
  const parsed = StripeEventSchema.safeParse(json);
  if (!parsed.success) throw badRequest('The webhook body is not a Stripe event.');
  return parsed.data;
}

/** An invoice is paid once: the key under which its payment is recorded (webhook_events.object_key). */
const invoicePaidKey = (invoiceId: string) => `invoice.paid:${invoiceId}`;

/**
 * What the event does that may happen to its object once only, or null. Subscriptions and donations are
 * rows keyed by their Stripe id already; an invoice's payment changes a subscription's row, so it is its
 * own key: told again under another event id (and later), it must not undo what came since.
 */
function onceOnlyKey(event: StripeEvent): string | null {
  const id = event.data.object.id;
  if (event.type !== 'invoice.paid' || typeof id !== 'string' || id.length > 255) return null;
  return invoicePaidKey(id);
}

/** Parses the event's object with `schema` and applies it, or reports it unreadable. */
async function withObject<T>(
  schema: z.ZodType<T>,
  object: unknown,
  apply: (value: T) => Promise<void>,
): Promise<WebhookOutcome> {
  const parsed = schema.safeParse(object);
  if (!parsed.success) return 'unreadable';
  await apply(parsed.data);
  return 'acknowledged';
}

async function applyEvent(tx: Executor, event: StripeEvent, stripe: StripeSettings): Promise<WebhookOutcome> {
  const object = event.data.object;
  const at = new Date(event.created * 1000);
  switch (event.type) {
    // A card payment completes paid; a delayed one (a bank debit) completes unpaid and is settled later by
    // async_payment_succeeded, or not at all (async_payment_failed, which needs nothing from us).
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      return withObject(CheckoutSessionSchema, object, (session) => checkoutSettled(tx, session));
    case 'customer.created':
    case 'customer.updated':
      return withObject(CustomerSchema, object, async (customer) => {
        await mapCustomer(tx, customer.id, customer.email ?? null, null);
      });
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return withObject(StripeSubscriptionSchema, object, (subscription) =>
        subscriptionChanged(tx, subscription, at, stripe),
      );
    case 'invoice.paid':
    case 'invoice.payment_failed':
      return withObject(InvoiceSchema, object, (invoice) =>
        invoiceSettled(tx, invoice, at, event.type === 'invoice.paid'),
      );
    case CHARGE_REFUNDED:
      return withObject(ChargeSchema, object, (charge) => chargeRefunded(tx, charge, at));
    default:
      // Acknowledged and ignored: Stripe sends many types this site has no use for.
      return 'acknowledged';
  }
}

/**
 * Ties a provider customer to a member: by our id (the payment link's client_reference_id) or by e-mail.
 * A customer with no member yet keeps the e-mail, and is linked when that person registers or signs in.
 */
async function mapCustomer(
  tx: Executor,
  customerId: string,
  email: string | null,
  referencedUserId: number | null,
): Promise<number | null> {
  const member =
    (referencedUserId !== null ? await findMemberById(tx, referencedUserId) : undefined) ??
    (email ? await findMemberByEmail(tx, email) : undefined);
  const userId = await upsertCustomerMapping(tx, {
    providerCustomerId: customerId,
    email,
    userId: member?.id ?? null,
  });
  if (userId !== null) await linkCustomerRows(tx, [customerId], userId);
  return userId;
}

const referencedId = (reference: string | null | undefined): number | null =>
  reference && /^[1-9]\d{0,9}$/.test(reference) && Number(reference) <= 2_147_483_647
    ? Number(reference)
    : null;

/**
 * A checkout ties its customer to a member. A one-off payment has no subscription events after it, so the
 * session itself is the donation: recorded once it is paid, and once per session however often Stripe
 * tells of it (completed and async_payment_succeeded, or one event delivered under two ids).
 */
async function checkoutSettled(tx: Executor, session: CheckoutSession): Promise<void> {
  // Before any row is touched, so that this and a refund of the same payment lock in one order.
  if (session.payment_intent) await lockPaymentIntent(tx, session.payment_intent);
  const email = session.customer_details?.email ?? session.customer_email ?? null;
  const userId = session.customer
    ? await mapCustomer(tx, session.customer, email, referencedId(session.client_reference_id))
    : ((
        (await findMemberById(tx, referencedId(session.client_reference_id) ?? 0)) ??
        (email ? await findMemberByEmail(tx, email) : undefined)
      )?.id ?? null);
  if (session.mode !== 'payment' || session.payment_status !== 'paid') return;
  // Given back in full before this event came (Stripe does not promise their order): never a Supporter.
  const refundedAt = session.payment_intent ? await findFullRefund(tx, session.payment_intent) : undefined;
  await saveCheckoutDonation(tx, {
    checkoutSessionId: session.id,
    userId,
    email,
    customerId: session.customer,
    productName: 'Donation',
    status: refundedAt ? 'refunded' : 'paid',
    amount: session.amount_total ?? null,
    subscriptionStartDate: fromUnix(session.created),
    metadata: {
      ...session.metadata,
      checkoutSessionId: session.id,
      // What a refund of this payment names it by (charge.refunded), before or after this.
      ...(session.payment_intent ? { paymentIntentId: session.payment_intent } : {}),
    },
    lastEventAt: refundedAt ?? null,
  });
}

/**
 * A charge given back in full: its PaymentIntent is remembered, and the one-off donation it paid, if
 * recorded yet, is marked refunded; one recorded later reads the memory (checkoutSettled). Either order
 * ends the same, the refund's time on the row. A partial refund, or a charge with no PaymentIntent,
 * changes nothing; a charge no donation here was paid by (a Premium invoice's, a recurring donation's)
 * is remembered and never matched.
 */
async function chargeRefunded(tx: Executor, charge: Charge, at: Date): Promise<void> {
  if (!charge.refunded || !charge.payment_intent) return;
  await lockPaymentIntent(tx, charge.payment_intent);
  const refundedAt = await rememberFullRefund(tx, charge.payment_intent, at);
  await markDonationRefunded(tx, charge.payment_intent, refundedAt);
}

function firstItem(subscription: StripeSubscription) {
  return subscription.items?.data[0];
}

async function subscriptionChanged(
  tx: Executor,
  subscription: StripeSubscription,
  at: Date,
  stripe: StripeSettings,
): Promise<void> {
  const item = firstItem(subscription);
  const userId = subscription.customer ? await findCustomerUserId(tx, subscription.customer) : null;
  const amount =
    item?.price?.unit_amount !== undefined && item.price?.unit_amount !== null
      ? item.price.unit_amount * (item.quantity ?? 1)
      : null;
  const periodStart = fromUnix(subscription.current_period_start ?? item?.current_period_start ?? null);
  const periodEnd = fromUnix(subscription.current_period_end ?? item?.current_period_end ?? null);

  if (isDonation(subscription.metadata)) {
    const existing = await findDonationForUpdate(tx, subscription.id);
    const newer = !existing?.lastEventAt || existing.lastEventAt <= at;
    const values: NewDonation & { providerSubscriptionId: string } = {
      providerSubscriptionId: subscription.id,
      userId: existing?.userId ?? userId,
      customerId: subscription.customer,
      productName: existing?.productName ?? 'Donation',
      status: newer ? subscription.status : (existing?.status ?? subscription.status),
      amount: (newer ? amount : existing?.amount) ?? amount,
      currency: subscription.currency ?? 'gbp',
      subscriptionStartDate: existing?.subscriptionStartDate ?? fromUnix(subscription.start_date),
      nextBillingDate: newer ? periodEnd : (existing?.nextBillingDate ?? periodEnd),
      subscriptionEnd: newer ? fromUnix(subscription.ended_at) : (existing?.subscriptionEnd ?? null),
      metadata: subscription.metadata,
      lastEventAt: newer ? at : (existing?.lastEventAt ?? at),
    };
    await saveDonation(tx, values);
    return;
  }

  const existing = await findSubscriptionForUpdate(tx, subscription.id);
  // An older event arriving late only fills what is still unknown; it never undoes a newer one.
  const newer = !existing?.lastEventAt || existing.lastEventAt <= at;
  const productId = item?.price?.product ?? existing?.productId ?? null;
  const values: NewSubscription = {
    providerSubscriptionId: subscription.id,
    userId: existing?.userId ?? userId,
    customerId: subscription.customer,
    productId,
    productName: productLabel(productId, stripe.ownerPremiumProductId),
    // Premium is this product only, never a donation or another product (docs/decisions/0021).
    ownerPremium: isOwnerPremiumProduct(productId, stripe.ownerPremiumProductId),
    priceId: item?.price?.id ?? existing?.priceId ?? null,
    status: newer ? subscription.status : (existing?.status ?? subscription.status),
    currency: subscription.currency ?? 'gbp',
    amount: (newer ? amount : existing?.amount) ?? amount,
    currentPeriodStart: newer ? periodStart : (existing?.currentPeriodStart ?? periodStart),
    currentPeriodEnd: newer ? periodEnd : (existing?.currentPeriodEnd ?? periodEnd),
    cancelAtPeriodEnd: newer
      ? (subscription.cancel_at_period_end ?? false)
      : (existing?.cancelAtPeriodEnd ?? false),
    metadata: subscription.metadata,
    lastEventAt: newer ? at : (existing?.lastEventAt ?? at),
  };
  await saveSubscription(tx, values);
}

/**
 * invoice.paid records what was charged and the period it pays for; invoice.payment_failed marks the
 * subscription past_due until Stripe says otherwise. Both only when newer than what the row holds, and
 * only to a subscription already known: an invoice names a subscription but not its product, price or
 * status, so one that arrives first changes nothing. The subscription's own created/updated events carry
 * all of it, whatever their order, and the newest of them wins (lastEventAt).
 */
async function invoiceSettled(tx: Executor, invoice: Invoice, at: Date, paid: boolean): Promise<void> {
  const subscriptionId = invoice.subscription ?? invoice.parent?.subscription_details?.subscription ?? null;
  if (!subscriptionId) return;
  // Stripe retries a failed invoice, but never one that was paid: such a failure is old news.
  if (!paid && (await hasWebhookObjectKey(tx, invoicePaidKey(invoice.id)))) return;
  // Not found also when it is a recurring donation: its invoices change nothing its own events do not.
  const existing = await findSubscriptionForUpdate(tx, subscriptionId);
  if (!existing || (existing.lastEventAt && existing.lastEventAt > at)) return;
  await saveSubscription(tx, {
    providerSubscriptionId: subscriptionId,
    productId: existing.productId,
    productName: existing.productName,
    ownerPremium: existing.ownerPremium,
    priceId: existing.priceId,
    cancelAtPeriodEnd: existing.cancelAtPeriodEnd,
    userId: existing.userId ?? (invoice.customer ? await findCustomerUserId(tx, invoice.customer) : null),
    customerId: invoice.customer ?? existing.customerId,
    status: paid ? (existing.status === 'past_due' ? 'active' : existing.status) : 'past_due',
    amount: paid ? (invoice.amount_paid ?? existing.amount) : (existing.amount ?? invoice.amount_due ?? null),
    currentPeriodStart: existing.currentPeriodStart ?? fromUnix(invoice.period_start),
    currentPeriodEnd: existing.currentPeriodEnd ?? fromUnix(invoice.period_end),
    lastEventAt: at,
  });
}
