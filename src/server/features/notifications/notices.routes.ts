import { NoticeIdParamsSchema, NoticeListSchema } from '#contract/notices.js';
import type { Database } from '#server/db/client.js';
import { defineRoutes, route } from '#server/platform/http/routes.js';
import { listNotices, readAllNotices, readNotice } from './notices.service.js';

/** The member's notices in the app: the bell's list, and marking them read (decision 0052). */
export const noticesRoutes = defineRoutes((app, { db }: { db: Database }) => {
  route(
    app,
    { route: 'GET /api/notices', who: 'member', response: NoticeListSchema },
    async (_input, { actor }) => listNotices({ db, actor }),
  );
  route(
    app,
    { route: 'POST /api/notices/:id/read', who: 'member', params: NoticeIdParamsSchema },
    async ({ params }, { actor }) => readNotice({ db, actor, id: params.id }),
  );
  route(app, { route: 'POST /api/notices/read-all', who: 'member' }, async (_input, { actor }) =>
    readAllNotices({ db, actor }),
  );
});
