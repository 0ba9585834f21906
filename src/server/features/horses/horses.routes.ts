import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  HorseCreateSchema,
  HorseIdParamsSchema,
  HorseListQuerySchema,
  HorseSchema,
  PublicHorseSchema,
  HorseUpdateSchema,
  LANDING_HORSES,
} from '#contract/horses.js';
import { SEARCH_PLACE_HEADER } from '#contract/places.js';
import { byAddress, limitBy } from '#server/platform/rate-limit.js';
import { currentUser, requireUser } from '#server/platform/session.js';
import type { HorseIndex } from './horse-index.js';
import { listHorses } from './horse-search.service.js';
import { listLandingHorses } from './landing-horses.service.js';
import { createPublicListCache } from './public-list-cache.js';
import { onPublicHorseChange } from './public-horse-changes.js';
import { showHorse } from './horse-details.service.js';
import {
  createHorse,
  editHorse,
  removeHorse,
  removeHorseImage,
  type HorseDeps,
  type PresetSlotWriter,
} from './horses.service.js';

// A list is for everyone: its reply is the public allowlist (an owner edits a horse from its own page).
const HorseListSchema = z.array(PublicHorseSchema);
/** The landing page's pick in the list cache: no query string can make this key. */
const LANDING_CACHE_KEY = 'landing';
const ImageParamsSchema = HorseIdParamsSchema.extend({ ref: z.string().min(1).max(300) });

export const horsesRoutes =
  (
    deps: HorseDeps & { index?: HorseIndex; listCacheMs?: number; addPresetSlots: PresetSlotWriter },
  ): FastifyPluginAsyncZod =>
  async (app) => {
    // Distance searches through an in-memory index kept current by the change feed (decision 0014).
    const { index } = deps;
    /** The reply for one horse as the viewer may see it. */
    const viewOf = (id: number, viewerId?: number) =>
      showHorse({ db: deps.db, id, actor: viewerId === undefined ? undefined : { id: viewerId } });

    // A place search may ask the geocoding service; bound how often one address can make it do so.
    const placeSearchLimit = limitBy(app, 'horse-place-search', {
      max: 300,
      timeWindow: '10 minutes',
      key: byAddress,
    });

    const listCache = createPublicListCache({ ttlMs: deps.listCacheMs ?? 2000, maxEntries: 500 });
    // Any change to a horse made through this process shows at once in its lists.
    app.addHook('onResponse', async (request) => {
      if (request.method !== 'GET' && request.url.startsWith('/api/horses')) listCache.clear();
    });
    // ...and so does a change made elsewhere in this app (a photo approved by an admin).
    onPublicHorseChange(app, () => listCache.clear());

    app.get(
      '/api/horses',
      {
        preHandler: async (request, reply) => {
          if ((request.query as { location?: string }).location) await placeSearchLimit(request, reply);
        },
        // The reply is serialised here (so it can be cached) with HorseListSchema as the filter.
        schema: { querystring: HorseListQuerySchema },
      },
      async (request, reply) => {
        const anonymous = !request.currentUser;
        const key = JSON.stringify(request.query);
        const cached = anonymous && deps.listCacheMs !== 0;
        let list = cached ? listCache.get(key) : undefined;
        if (!list) {
          const result = await listHorses({
            ...deps,
            index,
            actor: request.currentUser,
            input: request.query,
          });
          // Parsing with the reply schema keeps the same filter on what leaves the server.
          list = {
            body: JSON.stringify(HorseListSchema.parse(result.horses)),
            total: result.total,
            place: result.place,
          };
          if (cached) listCache.set(key, list);
        }
        // Which place distances are from, so the page can name it, or say it did not recognise the text.
        if (list.place !== undefined) reply.header(SEARCH_PLACE_HEADER, encodeURIComponent(list.place));
        return reply
          .header('x-total-count', String(list.total))
          .type('application/json; charset=utf-8')
          .send(list.body);
      },
    );

    // The landing page's few horses (decision 0037): the same for every visitor, so kept like a list;
    // a member's own area orders theirs.
    app.get(LANDING_HORSES.path, async (request, reply) => {
      const viewer = request.currentUser;
      const cached = !viewer && deps.listCacheMs !== 0;
      let list = cached ? listCache.get(LANDING_CACHE_KEY) : undefined;
      if (!list) {
        const horses = await listLandingHorses({ ...deps, index, viewer });
        list = { body: JSON.stringify(HorseListSchema.parse(horses)), total: horses.length };
        if (cached) listCache.set(LANDING_CACHE_KEY, list);
      }
      return reply.type('application/json; charset=utf-8').send(list.body);
    });

    app.get(
      '/api/horses/:id',
      { schema: { params: HorseIdParamsSchema, response: { 200: HorseSchema } } },
      async (request) => viewOf(request.params.id, request.currentUser?.id),
    );

    app.post(
      '/api/horses',
      { preHandler: requireUser, schema: { body: HorseCreateSchema, response: { 201: HorseSchema } } },
      async (request, reply) => {
        const actor = currentUser(request);
        const horse = await createHorse({ ...deps, actor, input: request.body });
        reply.status(201);
        return viewOf(horse.id, actor.id);
      },
    );

    app.put(
      '/api/horses/:id',
      {
        preHandler: requireUser,
        schema: { params: HorseIdParamsSchema, body: HorseUpdateSchema, response: { 200: HorseSchema } },
      },
      async (request) => {
        const actor = currentUser(request);
        await editHorse({ ...deps, actor, id: request.params.id, input: request.body });
        return viewOf(request.params.id, actor.id);
      },
    );

    app.delete(
      '/api/horses/:id',
      { preHandler: requireUser, schema: { params: HorseIdParamsSchema } },
      async (request, reply) => {
        await removeHorse({ ...deps, actor: currentUser(request), id: request.params.id });
        return reply.status(204).send();
      },
    );

    app.delete(
      '/api/horses/:id/images/:ref',
      { preHandler: requireUser, schema: { params: ImageParamsSchema, response: { 200: HorseSchema } } },
      async (request) => {
        const actor = currentUser(request);
        await removeHorseImage({ ...deps, actor, id: request.params.id, ref: request.params.ref });
        return viewOf(request.params.id, actor.id);
      },
    );
  };
