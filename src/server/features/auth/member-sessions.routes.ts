import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ActiveSessionListSchema,
  MessageReplySchema,
  SESSION_CALLS,
  SessionParamsSchema,
  SignOutOthersReplySchema,
} from '#contract/auth.js';
import type { Database } from '#server/db/client.js';
import { unauthorized } from '#server/platform/app-error.js';
import { currentUser, endSession, requireUser } from '#server/platform/session.js';
import type { FastifyRequest } from 'fastify';
import { endChosenSession, endOtherSessions, listActiveSessions } from './member-sessions.service.js';

/** The actor and the session making the request, for the session services. */
function sessionContext(db: Database, request: FastifyRequest) {
  if (!request.sessionId) throw unauthorized();
  return { db, actor: currentUser(request), currentSessionId: request.sessionId };
}

/** A member's own sessions: list, end one, end all the others. */
export const memberSessionRoutes =
  ({ db, secureCookies }: { db: Database; secureCookies: boolean }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      SESSION_CALLS.list,
      { preHandler: requireUser, schema: { response: { 200: ActiveSessionListSchema } } },
      async (request) => listActiveSessions(sessionContext(db, request)),
    );

    app.delete(
      '/api/auth/sessions/:sessionId',
      {
        preHandler: requireUser,
        schema: { params: SessionParamsSchema, response: { 200: MessageReplySchema } },
      },
      async (request, reply) => {
        const { wasCurrent } = await endChosenSession({
          ...sessionContext(db, request),
          input: request.params,
        });
        // Ending the session in use is signing out: clear this browser's cookie too.
        if (wasCurrent) await endSession(db, request, reply, secureCookies);
        return { message: 'Session ended' };
      },
    );

    app.post(
      SESSION_CALLS.endOthers,
      { preHandler: requireUser, schema: { response: { 200: SignOutOthersReplySchema } } },
      async (request) => {
        const ended = await endOtherSessions(sessionContext(db, request));
        return { message: 'Signed out of every other session', ended };
      },
    );
  };
