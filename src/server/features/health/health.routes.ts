import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DatabaseHandle } from '#server/db/client.js';
import { pingDatabase } from '#server/db/ping.js';
import type { Readiness } from '#server/platform/readiness.js';

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
export const healthRoutes =
  (database: DatabaseHandle, readiness: Readiness): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/api/health', { schema: { response: { 200: HealthSchema } } }, async () => {
      await pingDatabase(database.db);
      return { status: 'ok' as const, database: database.driver };
    });

    // The process is up and its event loop answers. Nothing else is checked: a restart cures none of a
    // database outage, a loading index or a drain, so liveness must not fail for them.
    app.get('/api/health/live', { schema: { response: { 200: LiveSchema } } }, async () => ({
      status: 'live' as const,
    }));

    // Whether to send traffic here; 503 names each reason, so an operator reading it knows where to look.
    app.get(
      '/api/health/ready',
      { schema: { response: { 200: ReadySchema, 503: NotReadySchema } } },
      async (_request, reply) => {
        const reasons = await readiness.check();
        if (reasons.length === 0) return { status: 'ready' as const };
        return reply.code(503).send({ status: 'not-ready' as const, reasons });
      },
    );
  };
