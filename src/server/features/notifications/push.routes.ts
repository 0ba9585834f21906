import {
  NOTIFICATION_MESSAGES,
  PushKeySchema,
  PushSubscriptionSchema,
  PushUnsubscribeSchema,
} from '#contract/notifications.js';
import { limitByAddressAndMember } from '#server/platform/limits/rate-limit.js';
import { defineRoutes, route } from '#server/platform/http/routes.js';
import { pushKey, subscribePush, unsubscribePush, type PushDeps } from './push.service.js';

/**
 * Switching notifications on is a click on one device, now and then: twice the device cap an hour per
 * member leaves room to switch a few on and off again, and stops a script churning the member's devices
 * (each one drops the oldest). An address may carry a household, so it gets twice a member's. Decision 0048.
 */
export const PUSH_DEVICE_LIMITS = {
  perAddress: { max: 40, timeWindow: '1 hour' },
  perMember: { max: 20, timeWindow: '1 hour' },
} as const;

/** A member's devices for Web Push (decision 0030). */
export const pushRoutes = defineRoutes((app, deps: PushDeps) => {
  const limits = limitByAddressAndMember(
    app,
    'push-devices',
    PUSH_DEVICE_LIMITS,
    NOTIFICATION_MESSAGES.switchedOnTooOften,
  );
  route(app, { route: 'GET /api/push/key', who: 'member', response: PushKeySchema }, async () =>
    pushKey(deps),
  );
  route(
    app,
    { route: 'POST /api/push/subscriptions', who: 'member', body: PushSubscriptionSchema, ...limits },
    async ({ body }, { actor }) => subscribePush({ ...deps, actor, input: body }),
  );
  route(
    app,
    { route: 'DELETE /api/push/subscriptions', who: 'member', body: PushUnsubscribeSchema },
    async ({ body }, { actor }) => unsubscribePush({ db: deps.db, actor, endpoint: body.endpoint }),
  );
});
