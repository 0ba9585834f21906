import type * as WebPush from 'web-push';
import type { PushPayload } from '#contract/notifications.js';
import { loadOnFirstUse } from '#server/platform/load-on-first-use.js';
import type { VapidKeys } from './vapid-keys.js';

const webPush = loadOnFirstUse<typeof WebPush>('web-push');

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** What the push service answered: delivered, gone (the subscription is dead), or another failure. */
export type PushOutcome = 'sent' | 'gone' | 'failed';

/** How long a push service may keep an undelivered notification (the member's phone may be off). */
const TTL_SECONDS = 24 * 60 * 60;
const TIMEOUT_MS = 10_000;

/**
 * Sends one notification to one subscription (decision 0030): the payload encrypted to the browser's
 * keys (RFC 8291, aes128gcm) and signed with the server's VAPID key (RFC 8292), built by web-push and
 * sent with fetch. 404 and 410 mean the subscription is gone.
 */
export async function sendPush(
  keys: VapidKeys,
  target: PushTarget,
  payload: PushPayload,
): Promise<PushOutcome> {
  const details = webPush().generateRequestDetails(
    { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
    JSON.stringify(payload),
    {
      vapidDetails: keys,
      TTL: TTL_SECONDS,
      contentEncoding: 'aes128gcm',
      urgency: 'normal',
      topic: payload.tag,
    },
  );
  const response = await fetch(details.endpoint, {
    method: details.method,
    headers: details.headers as Record<string, string>,
    body: details.body ?? undefined,
    redirect: 'manual',
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  await response.body?.cancel();
  if (response.status === 404 || response.status === 410) return 'gone';
  return response.ok ? 'sent' : 'failed';
}
