import { z } from 'zod';
import type { DatabaseHandle } from '#server/db/client.js';
import type { Readiness } from '#server/platform/operations/readiness.js';
import { defineRoutes, rawRoute, route } from '#server/platform/http/routes.js';
import { databaseHealth } from './health.service.js';

const HealthSchema = z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) });
const LiveSchema = z.object({ status: z.literal('live') });
const ReadySchema = z.object({ status: z.literal('ready') });
const NotReadySchema = z.object({
  status: z.literal('not-ready'),
  reasons: z.array(z.enum(['database', 'search-index', 'draining'])),
});

/**
 * GET /api/health: answers only after a real round trip to the database (scripts and tests use it).
 * GET /api/health/live and /api/health/ready: what a proxy or an orchestrator asks (decision 0032).
 */
export const healthRoutes = defineRoutes((app, database: DatabaseHandle, readiness: Readiness) => {
  route(app, { route: 'GET /api/health', who: 'anyone', response: HealthSchema }, () =>
    databaseHealth(database),
  );

  // The process is up and its event loop answers. Nothing else is checked: a restart cures none of a
  // database outage, a loading index or a drain, so liveness must not fail for them.
  route(app, { route: 'GET /api/health/live', who: 'anyone', response: LiveSchema }, async () => ({
    status: 'live' as const,
  }));

  // Whether to send traffic here; 503 names each reason, so an operator reading it knows where to look.
  rawRoute(
    app,
    { route: 'GET /api/health/ready', who: 'anyone', replies: { 200: ReadySchema, 503: NotReadySchema } },
    async (_input, { reply }) => {
      const reasons = await readiness.check();
      if (reasons.length === 0) return { status: 'ready' as const };
      reply.code(503);
      return { status: 'not-ready' as const, reasons };
    },
  );
});
