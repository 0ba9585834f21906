import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ReportCreatedSchema, ReportCreateSchema } from '#contract/safety.js';
import type { Database } from '#server/db/client.js';
import { byAddress, limitBy } from '#server/platform/rate-limit.js';
import { currentUser, requireUser } from '#server/platform/session.js';
import { createReport } from './reports.service.js';

export const reportsRoutes =
  ({ db }: { db: Database }): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/reports',
      {
        preHandler: requireUser,
        // Plenty for a member who meets trouble, a brake on flooding the operators' queue.
        onRequest: limitBy(app, 'reports', { max: 30, timeWindow: '1 hour', key: byAddress }),
        schema: { body: ReportCreateSchema, response: { 201: ReportCreatedSchema } },
      },
      async (request, reply) => {
        const created = await createReport({ db, actor: currentUser(request), input: request.body });
        reply.status(201);
        return created;
      },
    );
  };
