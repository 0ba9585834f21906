import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HorseIdParamsSchema } from '#contract/horses.js';
import { YardDetailsInputSchema, YardDetailsSchema } from '#contract/visits.js';
import type { Database } from '#server/db/client.js';
import { editRoute } from '#server/platform/routes.js';
import { currentUser, requireUser } from '#server/platform/session.js';
import { saveYardDetails, showYardDetails } from './yard-details.service.js';

export const yardDetailsRoutes =
  (deps: { db: Database }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/horses/:id/yard-details',
      {
        preHandler: requireUser,
        schema: { params: HorseIdParamsSchema, response: { 200: YardDetailsSchema } },
      },
      async (request) => showYardDetails({ ...deps, actor: currentUser(request), id: request.params.id }),
    );
    editRoute(
      app,
      '/api/horses/:id/yard-details',
      { params: HorseIdParamsSchema, body: YardDetailsInputSchema, response: YardDetailsSchema },
      (input, { id }, actor) => saveYardDetails({ ...deps, actor, id, input }),
    );
  };
