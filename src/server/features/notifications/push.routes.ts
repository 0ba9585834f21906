import { PushKeySchema, PushSubscriptionSchema, PushUnsubscribeSchema } from '#contract/notifications.js';
import { defineRoutes, route } from '#server/platform/routes.js';
import { pushKey, subscribePush, unsubscribePush, type PushDeps } from './push.service.js';

/** A member's devices for Web Push (decision 0030). */
export const pushRoutes = defineRoutes((app, deps: PushDeps) => {
  route(app, { route: 'GET /api/push/key', who: 'member', response: PushKeySchema }, async () =>
    pushKey(deps),
  );
  route(
    app,
    { route: 'POST /api/push/subscriptions', who: 'member', body: PushSubscriptionSchema },
    async ({ body }, { actor }) => subscribePush({ ...deps, actor, input: body }),
  );
  route(
    app,
    { route: 'DELETE /api/push/subscriptions', who: 'member', body: PushUnsubscribeSchema },
    async ({ body }, { actor }) => unsubscribePush({ db: deps.db, actor, endpoint: body.endpoint }),
  );
});
