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
import { limitByAddressAndMember, sentTooMany } from '#server/platform/limits/rate-limit.js';
import { createdRoute, defineRoutes, route } from '#server/platform/http/routes.js';
import {
  listMessages,
  markMessageRead,
  sendMessage,
  showUnreadCount,
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

export const messagesRoutes = defineRoutes((app, deps: MessageDeps) => {
  const limits = limitByAddressAndMember(app, 'messages', MESSAGE_LIMITS, sentTooMany('messages'));
  createdRoute(
    app,
    '/api/messages',
    {
      ...limits,
      body: MessageCreateSchema,
      response: MessageSchema,
    },
    async (input, actor) => sendMessage({ ...deps, actor, input }),
  );

  route(
    app,
    {
      route: 'GET /api/messages',
      who: 'member',
      querystring: MessageListQuerySchema,
      response: z.union([z.array(ConversationSchema), z.array(MessageSchema)]),
    },
    async ({ query }, { actor }) => listMessages({ db: deps.db, actor, query }),
  );

  route(
    app,
    {
      route: 'GET /api/messages/unread-count',
      who: 'member',
      querystring: UnreadCountQuerySchema,
      response: UnreadCountSchema,
    },
    async ({ query }, { actor }) =>
      showUnreadCount({ db: deps.db, actor, userId: query.userId, unreadCounts: deps.unreadCounts }),
  );

  route(
    app,
    {
      route: 'PUT /api/messages/:id/read',
      who: 'member',
      params: MessageIdParamsSchema,
      response: MessageSchema,
    },
    async ({ params }, { actor }) => markMessageRead({ ...deps, actor, id: params.id }),
  );
});
