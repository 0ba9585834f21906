import {
  ActiveSessionListSchema,
  MessageReplySchema,
  SESSION_CALLS,
  SessionParamsSchema,
  SignOutOthersReplySchema,
} from '#contract/auth.js';
import type { Database } from '#server/db/client.js';
import type { User } from '#server/db/schema/index.js';
import { unauthorized } from '#server/platform/http/app-error.js';
import { defineRoutes, route } from '#server/platform/http/routes.js';
import { endSession } from '#server/platform/sessions/session.js';
import type { FastifyRequest } from 'fastify';
import { endChosenSession, endOtherSessions, listActiveSessions } from './member-sessions.service.js';

/** The actor and the session making the request, for the session services. */
function sessionContext(db: Database, actor: User, request: FastifyRequest) {
  if (!request.sessionId) throw unauthorized();
  return { db, actor, currentSessionId: request.sessionId };
}

interface MemberSessionDeps {
  db: Database;
  secureCookies: boolean;
}

/** A member's own sessions: list, end one, end all the others. */
export const memberSessionRoutes = defineRoutes((app, { db, secureCookies }: MemberSessionDeps) => {
  route(
    app,
    { route: `GET ${SESSION_CALLS.list}`, who: 'member', response: ActiveSessionListSchema },
    (_input, { actor, request }) => listActiveSessions(sessionContext(db, actor, request)),
  );

  route(
    app,
    {
      route: 'DELETE /api/auth/sessions/:sessionId',
      who: 'member',
      params: SessionParamsSchema,
      response: MessageReplySchema,
    },
    async ({ params }, { actor, request, reply }) => {
      const { wasCurrent } = await endChosenSession({
        ...sessionContext(db, actor, request),
        input: params,
      });
      // Ending the session in use is signing out: clear this browser's cookie too.
      if (wasCurrent) await endSession(db, request, reply, secureCookies);
      return { message: 'Session ended' };
    },
  );

  route(
    app,
    { route: `POST ${SESSION_CALLS.endOthers}`, who: 'member', response: SignOutOthersReplySchema },
    async (_input, { actor, request }) => {
      const ended = await endOtherSessions(sessionContext(db, actor, request));
      return { message: 'Signed out of every other session', ended };
    },
  );
});
