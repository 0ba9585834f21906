import { z } from 'zod';

/**
 * The parts of Stripe's API objects the webhook reads. Loose on purpose: Stripe adds fields freely, and
 * an event we cannot read is acknowledged and ignored rather than refused (Stripe would retry it forever).
 * Ids of related objects arrive either as a string or expanded into an object with an `id`.
 */
const idOf = z
  .union([z.string(), z.object({ id: z.string() }).transform((object) => object.id)])
  .nullish()
  .transform((value) => value ?? null);
const unixSeconds = z
  .number()
  .int()
  .nullish()
  .transform((value) => value ?? null);
const metadata = z
  .record(z.string(), z.string())
  .nullish()
  .transform((value) => value ?? {});

export const StripeEventSchema = z.object({
  id: z.string().min(1).max(255),
  type: z.string().min(1).max(255),
  created: z.number().int(),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});
export type StripeEvent = z.infer<typeof StripeEventSchema>;

export const CheckoutSessionSchema = z.object({
  id: z.string(),
  mode: z.string().nullish(),
  customer: idOf,
  customer_email: z.string().nullish(),
  customer_details: z.object({ email: z.string().nullish() }).nullish(),
  client_reference_id: z.string().nullish(),
  subscription: idOf,
  amount_total: z.number().int().nullish(),
  payment_status: z.string().nullish(),
  created: unixSeconds,
  metadata,
});
export type CheckoutSession = z.infer<typeof CheckoutSessionSchema>;

export const CustomerSchema = z.object({ id: z.string(), email: z.string().nullish() });

const SubscriptionItemSchema = z.object({
  quantity: z.number().int().nullish(),
  price: z
    .object({ id: z.string().nullish(), product: idOf, unit_amount: z.number().int().nullish() })
    .nullish(),
  // Newer API versions keep the period on each item instead of the subscription.
  current_period_start: unixSeconds,
  current_period_end: unixSeconds,
});

export const StripeSubscriptionSchema = z.object({
  id: z.string(),
  customer: idOf,
  status: z.string(),
  currency: z.string().nullish(),
  start_date: unixSeconds,
  ended_at: unixSeconds,
  current_period_start: unixSeconds,
  current_period_end: unixSeconds,
  cancel_at_period_end: z.boolean().nullish(),
  metadata,
  items: z.object({ data: z.array(SubscriptionItemSchema) }).nullish(),
});
export type StripeSubscription = z.infer<typeof StripeSubscriptionSchema>;

export const InvoiceSchema = z.object({
  id: z.string(),
  customer: idOf,
  customer_email: z.string().nullish(),
  // Older API versions name the subscription at the top; newer ones under parent.subscription_details.
  subscription: idOf,
  parent: z.object({ subscription_details: z.object({ subscription: idOf }).nullish() }).nullish(),
  amount_paid: z.number().int().nullish(),
  amount_due: z.number().int().nullish(),
  period_start: unixSeconds,
  period_end: unixSeconds,
});
export type Invoice = z.infer<typeof InvoiceSchema>;

export const fromUnix = (seconds: number | null): Date | null =>
  seconds === null ? null : new Date(seconds * 1000);
