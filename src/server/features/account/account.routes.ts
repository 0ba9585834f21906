import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AccountDeletionSchema, PROFILE_MESSAGES } from '#contract/profile.js';
import { MessageReplySchema } from '#contract/auth.js';
import { byAddress, limitBy } from '#server/platform/rate-limit.js';
import { currentUser, requireUser, sessionCookieName } from '#server/platform/session.js';
import { announcePublicHorseChange } from '../horses/index.js';
import { deleteAccount, exportMemberData, type AccountDeps } from './account.service.js';

/** The member's data rights: a copy of everything held about them, and deleting the account. */
export const accountRoutes =
  (deps: AccountDeps & { secureCookies: boolean }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/api/users/me/export', { preHandler: requireUser }, async (request, reply) => {
      const data = await exportMemberData({ db: deps.db, actor: currentUser(request) });
      const day = data.exportedAt.slice(0, 10);
      return reply
        .header('content-type', 'application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="stablemates-my-data-${day}.json"`)
        .send(JSON.stringify(data, null, 2));
    });

    // A password check: limited like sign-in so it cannot be used to guess passwords.
    const deletionLimit = limitBy(app, 'account-deletion', {
      max: 10,
      timeWindow: '15 minutes',
      key: byAddress,
    });
    app.delete(
      '/api/users/me',
      {
        onRequest: deletionLimit,
        preHandler: requireUser,
        schema: { body: AccountDeletionSchema, response: { 200: MessageReplySchema } },
      },
      async (request, reply) => {
        const { horsesRemoved } = await deleteAccount({
          ...deps,
          actor: currentUser(request),
          input: request.body,
        });
        if (horsesRemoved > 0) announcePublicHorseChange(app);
        reply.clearCookie(sessionCookieName(deps.secureCookies), {
          path: '/',
          httpOnly: true,
          sameSite: 'lax',
          secure: deps.secureCookies,
        });
        return { message: PROFILE_MESSAGES.accountDeleted };
      },
    );
  };
