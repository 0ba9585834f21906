import { NoticePreferencesSchema, NoticePreferencesUpdateSchema } from '#contract/safety.js';
import type { Database } from '#server/db/client.js';
import { defineRoutes, route } from '#server/platform/http/routes.js';
import { noticePreferencesOf, saveNoticePreferences } from './profile.service.js';

/** The member's own e-mail notices (issue #18): GET and PUT /api/users/me/notices. */
export const noticePreferencesRoutes = defineRoutes((app, { db }: { db: Database }) => {
  route(
    app,
    { route: 'GET /api/users/me/notices', who: 'member', response: NoticePreferencesSchema },
    async (_input, { actor }) => noticePreferencesOf(actor),
  );
  route(
    app,
    {
      route: 'PUT /api/users/me/notices',
      who: 'member',
      body: NoticePreferencesUpdateSchema,
      response: NoticePreferencesSchema,
    },
    ({ body }, { actor }) => saveNoticePreferences({ db, actor, input: body }),
  );
});
