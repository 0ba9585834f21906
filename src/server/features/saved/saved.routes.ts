import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PublicHorseSchema } from '#contract/horses.js';
import {
  SavedHorseParamsSchema,
  SavedSearchCreateSchema,
  SavedSearchParamsSchema,
  SavedSearchSchema,
} from '#contract/saved.js';
import type { Geocoder } from '#server/adapters/geocoder/index.js';
import type { Executor } from '#server/db/client.js';
import { byAddress, limitBy } from '#server/platform/rate-limit.js';
import { noContentRoute } from '#server/platform/routes.js';
import { currentUser, requireUser } from '#server/platform/session.js';
import { listSavedHorses, saveHorse, unsaveHorse } from './saved-horses.service.js';
import { listSavedSearches, removeSavedSearch, saveSearch } from './saved-searches.service.js';

export interface SavedDeps {
  db: Executor;
  geocoder: Geocoder;
}

/** Saved horses and saved searches (issue 18); the digest's unsubscribe link is features/unsubscribe. */
export const savedRoutes =
  (deps: SavedDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps;

    app.get(
      '/api/saved-horses',
      { preHandler: requireUser, schema: { response: { 200: z.array(PublicHorseSchema) } } },
      async (request) => listSavedHorses({ db, actor: currentUser(request) }),
    );

    noContentRoute(app, 'PUT /api/saved-horses/:id', SavedHorseParamsSchema, ({ id }, actor) =>
      saveHorse({ db, actor, id }),
    );
    noContentRoute(app, 'DELETE /api/saved-horses/:id', SavedHorseParamsSchema, ({ id }, actor) =>
      unsaveHorse({ db, actor, id }),
    );

    app.get(
      '/api/saved-searches',
      { preHandler: requireUser, schema: { response: { 200: z.array(SavedSearchSchema) } } },
      async (request) => listSavedSearches({ db, actor: currentUser(request) }),
    );

    // Saving a search may ask the geocoding service, like a browse search with a place.
    const placeLimit = limitBy(app, 'saved-search-place', {
      max: 60,
      timeWindow: '10 minutes',
      key: byAddress,
    });
    app.post(
      '/api/saved-searches',
      {
        preHandler: [requireUser, placeLimit],
        schema: { body: SavedSearchCreateSchema, response: { 201: SavedSearchSchema } },
      },
      async (request, reply) => {
        const view = await saveSearch({ ...deps, actor: currentUser(request), input: request.body });
        reply.status(201);
        return view;
      },
    );

    noContentRoute(app, 'DELETE /api/saved-searches/:id', SavedSearchParamsSchema, ({ id }, actor) =>
      removeSavedSearch({ db, actor, id }),
    );
  };
