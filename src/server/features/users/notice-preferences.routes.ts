import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NoticePreferencesSchema, NoticePreferencesUpdateSchema } from '#contract/safety.js';
import type { Database } from '#server/db/client.js';
import { currentUser, requireUser } from '#server/platform/session.js';
import { saveNoticePreferences } from './profile.service.js';

/** The member's own e-mail notices (issue #18): GET and PUT /api/users/me/notices. */
export const noticePreferencesRoutes =
  ({ db }: { db: Database }): FastifyPluginAsyncZod =>
  async (app) => {
    const schema = { response: { 200: NoticePreferencesSchema } };
    app.get('/api/users/me/notices', { preHandler: requireUser, schema }, async (request) => {
      const { messageNotices, visitReminders, pushMessages, pushRequests, pushDecisions } =
        currentUser(request);
      return { messageNotices, visitReminders, pushMessages, pushRequests, pushDecisions };
    });
    app.put(
      '/api/users/me/notices',
      { preHandler: requireUser, schema: { ...schema, body: NoticePreferencesUpdateSchema } },
      async (request) => saveNoticePreferences({ db, actor: currentUser(request), input: request.body }),
    );
  };
