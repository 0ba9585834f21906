import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ConversationSchema,
  MessageCreateSchema,
  MessageIdParamsSchema,
  MessageListQuerySchema,
  MessageSchema,
  UnreadCountQuerySchema,
  UnreadCountSchema,
} from '#contract/messages.js';
import { limitByAddressAndMember } from '#server/platform/rate-limit.js';
import { createdRoute } from '#server/platform/routes.js';
import { currentUser, requireUser } from '#server/platform/session.js';
import {
  assertSelf,
  listConversations,
  listSent,
  markMessageRead,
  readThread,
  sendMessage,
  unreadCountOf,
  type MessageDeps,
} from './messages.service.js';

/**
 * Messages and enquiries: generous for a lively conversation (one every ten seconds), a brake on a script
 * flooding members. Per member too (issue 29), so rotating addresses buys nothing; an address may carry a
 * household, so it gets twice a member's allowance. Decision 0023.
 */
export const MESSAGE_LIMITS = {
  perAddress: { max: 120, timeWindow: '10 minutes' },
  perMember: { max: 60, timeWindow: '10 minutes' },
} as const;

const tooManyMessages = (wait: string) =>
  `You have sent a lot of messages in a short time. Please wait ${wait} and try again.`;

export const messagesRoutes =
  (deps: MessageDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const limits = limitByAddressAndMember(
      app,
      'messages',
      MESSAGE_LIMITS.perAddress,
      MESSAGE_LIMITS.perMember,
      tooManyMessages,
    );
    createdRoute(
      app,
      '/api/messages',
      {
        onRequest: limits.onRequest,
        perMember: [limits.perMember],
        body: MessageCreateSchema,
        response: MessageSchema,
      },
      async (input, actor) => sendMessage({ ...deps, actor, input }),
    );

    app.get(
      '/api/messages',
      {
        preHandler: requireUser,
        schema: {
          querystring: MessageListQuerySchema,
          response: { 200: z.union([z.array(ConversationSchema), z.array(MessageSchema)]) },
        },
      },
      async (request) => {
        const actor = currentUser(request);
        const { userId, otherUserId, senderId, limit, before } = request.query;
        if (senderId !== undefined) {
          assertSelf(actor, senderId);
          return listSent({ db: deps.db, actor, input: { limit } });
        }
        assertSelf(actor, userId);
        if (otherUserId !== undefined)
          return readThread({ db: deps.db, actor, input: { otherUserId, limit, before } });
        return listConversations({ db: deps.db, actor });
      },
    );

    app.get(
      '/api/messages/unread-count',
      {
        preHandler: requireUser,
        schema: { querystring: UnreadCountQuerySchema, response: { 200: UnreadCountSchema } },
      },
      async (request) => {
        const actor = currentUser(request);
        assertSelf(actor, request.query.userId);
        return { count: await unreadCountOf({ db: deps.db, actor }) };
      },
    );

    app.put(
      '/api/messages/:id/read',
      {
        preHandler: requireUser,
        schema: { params: MessageIdParamsSchema, response: { 200: MessageSchema } },
      },
      async (request) => markMessageRead({ ...deps, actor: currentUser(request), id: request.params.id }),
    );
  };
