import type { Database } from '#server/db/client.js';
import { byAddress, limitBy } from '#server/platform/limits/rate-limit.js';
import { defineRoutes, route } from '#server/platform/http/routes.js';
import { countVisit } from './site-metrics.service.js';

/**
 * POST /api/metrics/visit: the SPA calls it once per page load. Only today's count goes up: no address,
 * cookie or user is stored. The per-address limit keeps one machine from inflating the figure.
 */
export const siteMetricsRoutes = defineRoutes((app, { db }: { db: Database }) => {
  route(
    app,
    {
      route: 'POST /api/metrics/visit',
      who: 'anyone',
      onRequest: limitBy(app, 'visit', { max: 60, timeWindow: '1 hour', key: byAddress }),
    },
    () => countVisit({ db }),
  );
});
