import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Stripe's webhook signature (the Stripe-Signature header: `t=<unix seconds>,v1=<hex HMAC-SHA256 of
 * "<t>.<raw body>" under the endpoint secret>`). The `stripe` package is not installed in this tree, so the
 * documented scheme is checked here with node:crypto; swapping in `stripe.webhooks.constructEvent` would
 * change this file only. Nothing here talks to the provider.
 */

/** Stripe's default tolerance: a signature older than this is refused, so a captured request cannot be replayed later. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

function hmac(secret: string, timestamp: number, payload: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
}

/** True when `header` signs `payload` with `secret` within the tolerance. */
export function isValidStripeSignature(options: {
  payload: string;
  header: string | undefined;
  secret: string;
  now?: Date;
}): boolean {
  const { payload, header, secret } = options;
  if (!header) return false;
  const parts = header.split(',').map((part) => part.trim().split('='));
  const timestamp = Number(parts.find(([key]) => key === 't')?.[1]);
  const signatures = parts.filter(([key]) => key === 'v1').map(([, value]) => value ?? '');
  if (!Number.isInteger(timestamp) || signatures.length === 0) return false;
  const nowSeconds = Math.floor((options.now ?? new Date()).getTime() / 1000);
  if (Math.abs(nowSeconds - timestamp) > SIGNATURE_TOLERANCE_SECONDS) return false;
  const expected = Buffer.from(hmac(secret, timestamp, payload), 'hex');
  return signatures.some((signature) => {
    const given = Buffer.from(signature, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}

/** Signs a test payload the way Stripe does (as `stripe.webhooks.generateTestHeaderString` would). */
export function stripeTestSignatureHeader(options: {
  payload: string;
  secret: string;
  timestamp?: number;
}): string {
  const timestamp = options.timestamp ?? Math.floor(Date.now() / 1000);
  return `t=${timestamp},v1=${hmac(options.secret, timestamp, options.payload)}`;
}
