import { HappyMatchesSchema } from '#contract/site-stats.js';
import { defineRoutes, route } from '#server/platform/http/routes.js';

/**
 * GET /api/site/happy-matches: the count behind the landing page's claim (contract rule
 * happy-matches.ts writes the words). The count is the requests feature's, handed in by app.ts; a
 * public cache may keep it for ten minutes, since it only grows by a few a day.
 */
export const happyMatchesRoutes = defineRoutes((app, { count }: { count: () => Promise<number> }) => {
  route(
    app,
    { route: 'GET /api/site/happy-matches', who: 'anyone', response: HappyMatchesSchema },
    async (_input, { reply }) => {
      reply.header('cache-control', 'public, max-age=600');
      return { count: await count() };
    },
  );
});
