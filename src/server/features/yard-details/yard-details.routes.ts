import { HorseIdParamsSchema } from '#contract/horses.js';
import { YardDetailsInputSchema, YardDetailsSchema } from '#contract/visits.js';
import type { Database } from '#server/db/client.js';
import { defineRoutes, editRoute, route } from '#server/platform/http/routes.js';
import { saveYardDetails, showYardDetails } from './yard-details.service.js';

export const yardDetailsRoutes = defineRoutes((app, deps: { db: Database }) => {
  route(
    app,
    {
      route: 'GET /api/horses/:id/yard-details',
      who: 'member',
      params: HorseIdParamsSchema,
      response: YardDetailsSchema,
    },
    async ({ params }, { actor }) => showYardDetails({ ...deps, actor, id: params.id }),
  );
  editRoute(
    app,
    '/api/horses/:id/yard-details',
    { params: HorseIdParamsSchema, body: YardDetailsInputSchema, response: YardDetailsSchema },
    (input, { id }, actor) => saveYardDetails({ ...deps, actor, id, input }),
  );
});
