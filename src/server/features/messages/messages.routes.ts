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
import { noticeNewMessage, type NoticeDeps } from './message-notices.js';
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
  ({ notices, ...deps }: MessageDeps & { notices: NoticeDeps }): FastifyPluginAsyncZod =>
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
      async (input, actor, request) => {
        const message = await sendMessage({ ...deps, actor, input });
        // An e-mail to a receiver who is away; a failure is logged, never the sender's problem.
        const notice = await noticeNewMessage({
          ...notices,
          db: deps.db,
          sender: actor,
          receiverId: message.receiverId,
          content: message.content,
        }).catch((error: unknown) => {
          request.log.error({ err: error }, 'message notice failed');
          return null;
        });
        notice?.mail.catch((error: unknown) =>
          request.log.error({ err: error }, 'message notice mail failed'),
        );
        return message;
      },
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
