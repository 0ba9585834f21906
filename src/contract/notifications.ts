import { z } from 'zod';

/**
 * Web Push notifications on a member's devices (decision 0030): the subscription a browser hands over,
 * the kinds a member can switch off, and the words the preferences page shows.
 */

export const NOTIFICATION_LIMITS = {
  /** Nobody is told (by push or e-mail) twice about one conversation within this many minutes. */
  quietMinutes: 5,
  /** A push's preview of the text the member will read in the thread. */
  previewChars: 100,
  endpointMaxLength: 2048,
  /**
   * Devices a member's notices go to: switching on one more drops the one switched on longest ago
   * (decision 0048). A phone, a tablet and a few browsers, with room to spare.
   */
  devicesPerMember: 10,
} as const;

export const NOTIFICATION_MESSAGES = {
  invalidSubscription: 'This is not a valid push subscription.',
  endpointNotAllowed: 'Notifications from this push service are not accepted.',
  unsupported: 'This browser cannot show notifications from Stablemates.',
  refused:
    'Notifications are blocked for Stablemates in this browser. Allow them in the browser’s site settings, then try again.',
  failed: 'Notifications could not be switched on. Please try again.',
  on: 'Notifications are on for this device.',
  off: 'Notifications are off for this device.',
  /** 429: notifications switched on too often (a member's or an address's hourly allowance, decision 0048). */
  switchedOnTooOften: (wait: string) =>
    `Notifications have been switched on many times in a short time. Please wait ${wait} and try again.`,
} as const;

/** The kinds of notice a member can switch off one by one (the push switches on the preferences page). */
export const NOTICE_KINDS = ['message', 'request', 'decision'] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

/**
 * An endpoint is an https address of a push service. Plain http is taken only for 127.0.0.1, where the
 * tests' local push-service stand-in listens; the server refuses it (and any host that is not a known
 * push service) in production.
 */
export function isPushEndpointShape(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  return url.protocol === 'https:' || (url.protocol === 'http:' && url.hostname === '127.0.0.1');
}

/** The browser's P-256 public key: an uncompressed point (65 bytes, first 0x04), base64url unpadded. */
const P256DH = /^B[A-Za-z0-9_-]{86}$/;
/** The browser's 16-byte auth secret, base64url unpadded. */
const AUTH = /^[A-Za-z0-9_-]{22}$/;

/** POST /api/push/subscriptions: what PushSubscription.toJSON() gives (expirationTime may be null). */
export const PushSubscriptionSchema = z.object({
  endpoint: z
    .string()
    .max(NOTIFICATION_LIMITS.endpointMaxLength, NOTIFICATION_MESSAGES.invalidSubscription)
    .refine(isPushEndpointShape, NOTIFICATION_MESSAGES.invalidSubscription),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    p256dh: z.string().regex(P256DH, NOTIFICATION_MESSAGES.invalidSubscription),
    auth: z.string().regex(AUTH, NOTIFICATION_MESSAGES.invalidSubscription),
  }),
});
export type PushSubscriptionInput = z.infer<typeof PushSubscriptionSchema>;

/** DELETE /api/push/subscriptions: this device's endpoint. */
export const PushUnsubscribeSchema = z.object({
  endpoint: z.string().max(NOTIFICATION_LIMITS.endpointMaxLength),
});

/** GET /api/push/key: the server's VAPID public key, for PushManager.subscribe. */
export const PushKeySchema = z.object({ publicKey: z.string() });
export type PushKey = z.infer<typeof PushKeySchema>;

/** What a push carries (decrypted by the service worker): nothing the member could not already read. */
export const PushPayloadSchema = z.object({
  title: z.string(),
  body: z.string(),
  /** A path on this site that the notification opens. */
  url: z.string().startsWith('/'),
  /** Notifications of one conversation replace each other on the device. */
  tag: z.string(),
});
export type PushPayload = z.infer<typeof PushPayloadSchema>;
