import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PushKeySchema, PushSubscriptionSchema, PushUnsubscribeSchema } from '#contract/notifications.js';
import { currentUser, requireUser } from '#server/platform/session.js';
import { pushKey, subscribePush, unsubscribePush, type PushDeps } from './push.service.js';

/** A member's devices for Web Push (decision 0030). */
export const pushRoutes =
  (deps: PushDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/push/key',
      { preHandler: requireUser, schema: { response: { 200: PushKeySchema } } },
      async () => pushKey(deps),
    );
    app.post(
      '/api/push/subscriptions',
      { preHandler: requireUser, schema: { body: PushSubscriptionSchema } },
      async (request, reply) => {
        await subscribePush({ ...deps, actor: currentUser(request), input: request.body });
        return reply.status(204).send();
      },
    );
    app.delete(
      '/api/push/subscriptions',
      { preHandler: requireUser, schema: { body: PushUnsubscribeSchema } },
      async (request, reply) => {
        await unsubscribePush({ db: deps.db, actor: currentUser(request), endpoint: request.body.endpoint });
        return reply.status(204).send();
      },
    );
  };
