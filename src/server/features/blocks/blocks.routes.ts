import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BlockedMemberListSchema, BlockedUserParamsSchema } from '#contract/safety.js';
import type { Database } from '#server/db/client.js';
import { currentUser, requireUser } from '#server/platform/session.js';
import { blockMember, listBlockedMembers, unblockMember } from './blocks.service.js';

export const blocksRoutes =
  ({ db }: { db: Database }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/blocks',
      { preHandler: requireUser, schema: { response: { 200: BlockedMemberListSchema } } },
      async (request) => listBlockedMembers({ db, actor: currentUser(request) }),
    );

    app.put(
      '/api/blocks/:userId',
      { preHandler: requireUser, schema: { params: BlockedUserParamsSchema } },
      async (request, reply) => {
        await blockMember({ db, actor: currentUser(request), id: request.params.userId });
        return reply.status(204).send();
      },
    );

    app.delete(
      '/api/blocks/:userId',
      { preHandler: requireUser, schema: { params: BlockedUserParamsSchema } },
      async (request, reply) => {
        await unblockMember({ db, actor: currentUser(request), id: request.params.userId });
        return reply.status(204).send();
      },
    );
  };
