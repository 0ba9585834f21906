import { z } from 'zod';
import { CancellationTypeSchema } from './options.js';

/** Every product but Horse Owner Premium is labelled Horse Enthusiast (docs/product.md §M9). */
export const PRODUCT_LABELS = {
  ownerPremium: 'Horse Owner Premium',
  enthusiast: 'Horse Enthusiast',
} as const;

/** What a subscription and a donation both carry. Amounts in pence (docs/product.md §M3, §M9). */
export const PaymentSummarySchema = z.object({
  id: z.number().int(),
  productName: z.string(),
  status: z.string(),
  amount: z.number().int().nullable(),
});
export type PaymentSummary = z.infer<typeof PaymentSummarySchema>;

/** GET /api/subscriptions: the signed-in member's own. */
export const SubscriptionSchema = PaymentSummarySchema.extend({
  productId: z.string().nullable(),
  currentPeriodStart: z.string().nullable(),
  currentPeriodEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
});
export type Subscription = z.infer<typeof SubscriptionSchema>;

/** GET /api/donations: the signed-in member's own. */
export const DonationSchema = PaymentSummarySchema.extend({
  subscriptionStartDate: z.string().nullable(),
  nextBillingDate: z.string().nullable(),
});
export type Donation = z.infer<typeof DonationSchema>;

export const PaymentListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).max(10_000).default(0),
});

export const CANCELLATION_LIMITS = { item: 200, userEmail: 254, username: 100 } as const;

/** POST /api/request-cancellation (docs/product.md §M7). */
export const CancellationRequestSchema = z.object({
  type: CancellationTypeSchema,
  item: z
    .string({ error: 'Item is required' })
    .trim()
    .min(1, 'Item is required')
    .max(CANCELLATION_LIMITS.item, `Item must be ${CANCELLATION_LIMITS.item} characters or fewer`),
  userEmail: z
    .string({ error: 'Email is required' })
    .trim()
    .max(CANCELLATION_LIMITS.userEmail, 'Email must be 254 characters or fewer')
    .pipe(z.email('Please enter a valid email address')),
  username: z
    .string()
    .trim()
    .max(CANCELLATION_LIMITS.username, 'Username must be 100 characters or fewer')
    .optional(),
});
export type CancellationRequestInput = z.infer<typeof CancellationRequestSchema>;

export const CancellationReplySchema = z.object({ message: z.string() });

/** docs/product.md §M8, §M9. */
export const PAYMENT_MESSAGES = {
  cancellationSent: 'Cancellation Request Sent',
  cancellationFailed: (email: string) =>
    `Failed to send cancellation request. Please contact ${email} directly.`,
  processedWithin: 'Cancellation requests are processed within 24 hours.',
  notSetUp: 'Payments are not set up on this site.',
  badSignature: 'The webhook signature could not be verified.',
} as const;

/** The subscription statuses that make an owner premium while the period lasts. */
export const PREMIUM_STATUSES = ['active', 'trialing'] as const;
