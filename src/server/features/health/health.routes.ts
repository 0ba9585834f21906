import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DatabaseHandle } from '#server/db/client.js';
import { pingDatabase } from '#server/db/ping.js';

const HealthSchema = z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) });

/** GET /api/health: answers only after a real round trip to the database. */
export const healthRoutes =
  (database: DatabaseHandle): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/api/health', { schema: { response: { 200: HealthSchema } } }, async () => {
      await pingDatabase(database.db);
      return { status: 'ok' as const, database: database.driver };
    });
  };
