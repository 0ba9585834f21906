import type Stripe from 'stripe';
import { loadOnFirstUse } from '#server/platform/load-on-first-use.js';

/** Loaded with the first webhook: most starts never need it. */
const stripe = loadOnFirstUse<typeof Stripe>('stripe');

/**
 * Stripe's webhook signature (the Stripe-Signature header), checked with the `stripe` package's own
 * verifier on the raw body. No Stripe client is created and nothing here talks to the provider.
 */

/** Stripe's default tolerance: a signature older than this is refused, so a captured request cannot be replayed later. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/** True when `header` signs `payload` with `secret` within the tolerance. */
export function isValidStripeSignature(options: {
  payload: string;
  header: string | undefined;
  secret: string;
  now?: Date;
}): boolean {
  const { payload, header, secret } = options;
  if (!header) return false;
  try {
    // Verifies the signature and its age, then parses the body; the caller parses it again with its schema.
    // The tolerance is in seconds but `receivedAt` is in milliseconds (the package divides it by 1000):
    // given seconds, every signature's age came out negative and none was ever too old.
    stripe().webhooks.constructEvent(
      payload,
      header,
      secret,
      SIGNATURE_TOLERANCE_SECONDS,
      undefined,
      (options.now ?? new Date()).getTime(),
    );
    return true;
  } catch {
    return false;
  }
}

/** Signs a test payload with the `stripe` package's test helper, as the provider would. */
export function stripeTestSignatureHeader(options: {
  payload: string;
  secret: string;
  timestamp?: number;
}): string {
  return stripe().webhooks.generateTestHeaderString({
    payload: options.payload,
    secret: options.secret,
    ...(options.timestamp === undefined ? {} : { timestamp: options.timestamp }),
  });
}
