import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ReportCreatedSchema, ReportCreateSchema } from '#contract/safety.js';
import type { Database } from '#server/db/client.js';
import { byAddress, limitBy } from '#server/platform/rate-limit.js';
import { createdRoute } from '#server/platform/routes.js';
import { createReport } from './reports.service.js';

export const reportsRoutes =
  ({ db }: { db: Database }): FastifyPluginAsyncZod =>
  async (app) => {
    createdRoute(
      app,
      '/api/reports',
      {
        // Plenty for a member who meets trouble, a brake on flooding the operators' queue.
        onRequest: limitBy(app, 'reports', { max: 30, timeWindow: '1 hour', key: byAddress }),
        body: ReportCreateSchema,
        response: ReportCreatedSchema,
      },
      (input, actor) => createReport({ db, actor, input }),
    );
  };
