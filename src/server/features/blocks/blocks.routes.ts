import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BlockedMemberListSchema, BlockedUserParamsSchema } from '#contract/safety.js';
import type { Database } from '#server/db/client.js';
import { currentUser, requireUser } from '#server/platform/session.js';
import { listBlockedMembers, setBlock } from './blocks.service.js';

export const blocksRoutes =
  ({ db }: { db: Database }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/blocks',
      { preHandler: requireUser, schema: { response: { 200: BlockedMemberListSchema } } },
      async (request) => listBlockedMembers({ db, actor: currentUser(request) }),
    );

    // PUT blocks, DELETE unblocks; both answer 204 with no body.
    for (const [method, blocked] of [
      ['PUT', true],
      ['DELETE', false],
    ] as const) {
      app.route({
        method,
        url: '/api/blocks/:userId',
        preHandler: requireUser,
        schema: { params: BlockedUserParamsSchema },
        handler: async (request, reply) => {
          await setBlock({ db, actor: currentUser(request), id: request.params.userId, blocked });
          return reply.status(204).send();
        },
      });
    }
  };
