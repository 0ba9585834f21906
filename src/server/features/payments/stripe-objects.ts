import type Stripe from 'stripe';
import { z } from 'zod';

/**
 * The parts of Stripe's API objects the webhook reads. Loose on purpose: Stripe adds fields freely, and
 * an event we cannot read is acknowledged and ignored rather than refused (Stripe would retry it forever).
 * Ids of related objects arrive either as a string or expanded into an object with an `id`.
 *
 * Bounded on purpose too: each field is held to Stripe's own limits (ids of 255 characters, e-mails of
 * 512, metadata of 50 keys of 40 characters with values of 500, amounts of 8 digits), so a value no
 * Stripe object carries makes the object unreadable here instead of failing in the database (an index
 * entry too large, an integer or a date out of range, a NUL character) with a 500
 * (docs/decisions/0022-stripe-webhook-hardening.md).
 */
const text = (max: number) =>
  z
    .string()
    .max(max)
    .refine((value) => !value.includes('\u0000'), 'Text cannot contain NUL characters.');
const optionalText = (max: number) => text(max).nullish();
const stripeId = text(255).min(1);
const idOf = z
  .union([stripeId, z.object({ id: stripeId }).transform((object) => object.id)])
  .nullish()
  .transform((value) => value ?? null);
const email = optionalText(512);
/** Stripe's timestamps are of this era: one past the year 9999 is no Stripe date, and soon fits no database date. */
const LAST_UNIX_SECOND = 253_402_300_799;
const instant = z.number().int().min(0).max(LAST_UNIX_SECOND);
const unixSeconds = instant.nullish().transform((value) => value ?? null);
/** Stripe charges at most 99,999,999 in the smallest unit (pence). */
const MAX_PENCE = 99_999_999;
const pence = z.number().int().min(0).max(MAX_PENCE).nullish();
const metadata = z
  .record(text(40), text(500))
  .refine((entries) => Object.keys(entries).length <= 50, 'Stripe metadata has at most 50 keys.')
  .nullish()
  .transform((value) => value ?? {});

export const StripeEventSchema = z.object({
  id: stripeId,
  type: text(255).min(1),
  created: instant,
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});
export type StripeEvent = z.infer<typeof StripeEventSchema>;

export const CheckoutSessionSchema = z.object({
  id: stripeId,
  mode: optionalText(64),
  customer: idOf,
  customer_email: email,
  customer_details: z.object({ email }).nullish(),
  client_reference_id: optionalText(200),
  subscription: idOf,
  /** A one-off payment's PaymentIntent: its charge's refund names it (charge.refunded). */
  payment_intent: idOf,
  amount_total: pence,
  payment_status: optionalText(64),
  created: unixSeconds,
  metadata,
});
export type CheckoutSession = z.infer<typeof CheckoutSessionSchema>;

export const CustomerSchema = z.object({ id: stripeId, email });

const SubscriptionItemSchema = z
  .object({
    quantity: z.number().int().min(0).max(10_000).nullish(),
    price: z.object({ id: optionalText(255), product: idOf, unit_amount: pence }).nullish(),
    // Newer API versions keep the period on each item instead of the subscription.
    current_period_start: unixSeconds,
    current_period_end: unixSeconds,
  })
  .refine(
    (item) => (item.price?.unit_amount ?? 0) * (item.quantity ?? 1) <= MAX_PENCE,
    'More than Stripe can charge at once.',
  );

export const StripeSubscriptionSchema = z.object({
  id: stripeId,
  customer: idOf,
  status: text(64),
  currency: optionalText(16),
  start_date: unixSeconds,
  ended_at: unixSeconds,
  current_period_start: unixSeconds,
  current_period_end: unixSeconds,
  cancel_at_period_end: z.boolean().nullish(),
  metadata,
  items: z.object({ data: z.array(SubscriptionItemSchema).max(100) }).nullish(),
});
export type StripeSubscription = z.infer<typeof StripeSubscriptionSchema>;

export const InvoiceSchema = z.object({
  id: stripeId,
  customer: idOf,
  customer_email: email,
  // Older API versions name the subscription at the top; newer ones under parent.subscription_details.
  subscription: idOf,
  parent: z.object({ subscription_details: z.object({ subscription: idOf }).nullish() }).nullish(),
  amount_paid: pence,
  amount_due: pence,
  period_start: unixSeconds,
  period_end: unixSeconds,
});
export type Invoice = z.infer<typeof InvoiceSchema>;

/** The charge fields a refund is read by, named as the stripe package's Charge names them. */
type RefundedChargeFields = Pick<Stripe.Charge, 'id' | 'payment_intent' | 'refunded' | 'amount_refunded'>;

export const ChargeSchema = z.object({
  id: stripeId,
  payment_intent: idOf,
  /** True once the whole amount has been given back; a partial refund leaves it false. */
  refunded: z.boolean().nullish(),
  amount_refunded: pence,
} satisfies Record<keyof RefundedChargeFields, z.ZodType>);
export type Charge = z.infer<typeof ChargeSchema>;

/** The event Stripe sends when a charge is refunded, in full or in part. */
export const CHARGE_REFUNDED = 'charge.refunded' satisfies Stripe.ChargeRefundedEvent['type'];

export const fromUnix = (seconds: number | null): Date | null =>
  seconds === null ? null : new Date(seconds * 1000);
