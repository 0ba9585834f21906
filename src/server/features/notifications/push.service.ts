import {
  NOTIFICATION_LIMITS,
  NOTIFICATION_MESSAGES,
  type PushKey,
  type PushSubscriptionInput,
} from '#contract/notifications.js';
import type { Executor } from '#server/db/client.js';
import { lockMemberUntilCommit } from '#server/db/member-locks.js';
import type { User } from '#server/db/schema/index.js';
import { badRequest } from '#server/platform/http/app-error.js';
import {
  deleteDevicesBeyond,
  deletePushSubscriptionOf,
  upsertPushSubscription,
} from './notifications.repository.js';
import type { VapidKeys } from './vapid-keys.js';

/**
 * The push services browsers use (Chrome, Firefox, Edge, Safari). The server sends to no other host, so a
 * subscription cannot make it post to an address of the member's choosing (decision 0030).
 */
const PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  '.push.services.mozilla.com',
  '.notify.windows.com',
  '.push.apple.com',
];

export interface PushDeps {
  db: Executor;
  vapid: VapidKeys;
  /** Tests only (NODE_ENV=test): a push-service stand-in on http://127.0.0.1 is accepted too. */
  allowLoopback: boolean;
}

export function isKnownPushService(endpoint: string, allowLoopback: boolean): boolean {
  const url = new URL(endpoint);
  if (url.protocol === 'http:') return allowLoopback && url.hostname === '127.0.0.1';
  if (allowLoopback && url.hostname === '127.0.0.1') return true;
  return PUSH_SERVICE_HOSTS.some((host) =>
    host.startsWith('.') ? url.hostname.endsWith(host) : url.hostname === host,
  );
}

/** GET /api/push/key */
export function pushKey({ vapid }: Pick<PushDeps, 'vapid'>): PushKey {
  return { publicKey: vapid.publicKey };
}

/**
 * POST /api/push/subscriptions: this device now gets the member's notifications. A member keeps
 * NOTIFICATION_LIMITS.devicesPerMember devices: one more drops the one switched on longest ago, so one
 * notice never fans out past that many sends.
 */
export async function subscribePush(
  deps: PushDeps & { actor: User; input: PushSubscriptionInput },
): Promise<void> {
  const { db, actor, input } = deps;
  if (!isKnownPushService(input.endpoint, deps.allowLoopback))
    throw badRequest(NOTIFICATION_MESSAGES.endpointNotAllowed, {
      endpoint: [NOTIFICATION_MESSAGES.endpointNotAllowed],
    });
  await db.transaction(async (tx) => {
    // The member's lock: two devices switched on at once are counted one after the other (decision 0048).
    await lockMemberUntilCommit(tx, 'pushDevices', actor.id);
    await upsertPushSubscription(tx, {
      userId: actor.id,
      endpoint: input.endpoint,
      p256dh: input.keys.p256dh,
      auth: input.keys.auth,
    });
    await deleteDevicesBeyond(tx, actor.id, NOTIFICATION_LIMITS.devicesPerMember);
  });
}

/** DELETE /api/push/subscriptions: this device no longer gets them (nothing to remove is fine too). */
export async function unsubscribePush(deps: Pick<PushDeps, 'db'> & { actor: User; endpoint: string }) {
  await deletePushSubscriptionOf(deps.db, deps.actor.id, deps.endpoint);
}
