import { z } from 'zod';
import {
  HorseCreateSchema,
  HorseIdParamsSchema,
  HorseListQuerySchema,
  HorseSchema,
  HorseUpdateSchema,
  LANDING_HORSES,
  type HorseListQuery,
} from '#contract/horses.js';
import { SEARCH_PLACE_HEADER } from '#contract/places.js';
import { byAddress, limitBy } from '#server/platform/limits/rate-limit.js';
import { defineRoutes, rawRoute, route } from '#server/platform/http/routes.js';
import { showHorse } from './horse-details.service.js';
import type { ErrorLog } from './horse-images.js';
import {
  addHorse,
  editHorse,
  removeHorse,
  removeHorseImage,
  type HorseDeps,
  type MemberRatingsRecount,
  type PresetSlotWriter,
} from './horses.service.js';
import { onPublicHorseChange } from './public-horse-changes.js';
import { createPublicHorseLists, type PublicListDeps } from './public-lists.service.js';

const ImageParamsSchema = HorseIdParamsSchema.extend({ ref: z.string().min(1).max(300) });
/** The lists are serialised by their service (so they can be cached); this is what they are. */
const JSON_TYPE = 'application/json; charset=utf-8';

type HorseRouteDeps = HorseDeps &
  PublicListDeps & {
    addPresetSlots: PresetSlotWriter;
    recountMemberRatings: MemberRatingsRecount;
    /** Where a photo's link preview that could not be deleted is told. */
    log: ErrorLog;
  };

export const horsesRoutes = defineRoutes((app, deps: HorseRouteDeps) => {
  // A place search may ask the geocoding service; bound how often one address can make it do so.
  const placeSearchLimit = limitBy(app, 'horse-place-search', {
    max: 300,
    timeWindow: '10 minutes',
    key: byAddress,
  });

  const lists = createPublicHorseLists(deps);
  // Any change to a horse made through this process shows at once in its lists.
  app.addHook('onResponse', async (request) => {
    if (request.method !== 'GET' && request.url.startsWith('/api/horses')) lists.clear();
  });
  // ...and so does a change made elsewhere in this app (a photo approved by an admin).
  onPublicHorseChange(app, () => lists.clear());

  rawRoute(
    app,
    {
      route: 'GET /api/horses',
      who: 'anyone',
      querystring: HorseListQuerySchema,
      preHandler: [
        async (request, reply) => {
          if ((request.query as HorseListQuery).location) await placeSearchLimit(request, reply);
        },
      ],
    },
    async ({ query }, { request, reply }) => {
      const list = await lists.browse({ viewer: request.currentUser, input: query });
      // Which place distances are from, so the page can name it, or say it did not recognise the text.
      if (list.place !== undefined) reply.header(SEARCH_PLACE_HEADER, encodeURIComponent(list.place));
      return reply.header('x-total-count', String(list.total)).type(JSON_TYPE).send(list.body);
    },
  );

  // The landing page's few horses (decision 0037), kept like a list.
  rawRoute(
    app,
    { route: `GET ${LANDING_HORSES.path}`, who: 'anyone' },
    async (_input, { request, reply }) => {
      const list = await lists.landing({ viewer: request.currentUser });
      return reply.type(JSON_TYPE).send(list.body);
    },
  );

  route(
    app,
    { route: 'GET /api/horses/:id', who: 'anyone', params: HorseIdParamsSchema, response: HorseSchema },
    async ({ params }, { request }) => showHorse({ db: deps.db, id: params.id, actor: request.currentUser }),
  );

  route(
    app,
    {
      route: 'POST /api/horses',
      who: 'member',
      body: HorseCreateSchema,
      response: HorseSchema,
      status: 201,
    },
    async ({ body }, { actor }) => addHorse({ ...deps, actor, input: body }),
  );

  route(
    app,
    {
      route: 'PUT /api/horses/:id',
      who: 'member',
      params: HorseIdParamsSchema,
      body: HorseUpdateSchema,
      response: HorseSchema,
    },
    async ({ params, body }, { actor }) => editHorse({ ...deps, actor, id: params.id, input: body }),
  );

  route(
    app,
    { route: 'DELETE /api/horses/:id', who: 'member', params: HorseIdParamsSchema },
    async ({ params }, { actor }) => removeHorse({ ...deps, actor, id: params.id }),
  );

  route(
    app,
    {
      route: 'DELETE /api/horses/:id/images/:ref',
      who: 'member',
      params: ImageParamsSchema,
      response: HorseSchema,
    },
    async ({ params }, { actor }) => removeHorseImage({ ...deps, actor, id: params.id, ref: params.ref }),
  );
});
