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
import { byAddress, limitBy } from '#server/platform/limits/rate-limit.js';
import { defineRoutes, noContentRoute, route } from '#server/platform/http/routes.js';
import { listSavedHorses, saveHorse, unsaveHorse } from './saved-horses.service.js';
import { listSavedSearches, removeSavedSearch, saveSearch } from './saved-searches.service.js';

export interface SavedDeps {
  db: Executor;
  geocoder: Geocoder;
}

/** Saved horses and saved searches (issue 18); the digest's unsubscribe link is features/unsubscribe. */
export const savedRoutes = defineRoutes((app, deps: SavedDeps) => {
  const { db } = deps;

  route(
    app,
    { route: 'GET /api/saved-horses', who: 'member', response: z.array(PublicHorseSchema) },
    async (_input, { actor }) => listSavedHorses({ db, actor }),
  );

  noContentRoute(app, 'PUT /api/saved-horses/:id', SavedHorseParamsSchema, ({ id }, actor) =>
    saveHorse({ db, actor, id }),
  );
  noContentRoute(app, 'DELETE /api/saved-horses/:id', SavedHorseParamsSchema, ({ id }, actor) =>
    unsaveHorse({ db, actor, id }),
  );

  route(
    app,
    { route: 'GET /api/saved-searches', who: 'member', response: z.array(SavedSearchSchema) },
    async (_input, { actor }) => listSavedSearches({ db, actor }),
  );

  // Saving a search may ask the geocoding service, like a browse search with a place.
  const placeLimit = limitBy(app, 'saved-search-place', {
    max: 60,
    timeWindow: '10 minutes',
    key: byAddress,
  });
  route(
    app,
    {
      route: 'POST /api/saved-searches',
      who: 'member',
      perMember: [placeLimit],
      body: SavedSearchCreateSchema,
      response: SavedSearchSchema,
      status: 201,
    },
    async ({ body }, { actor }) => saveSearch({ ...deps, actor, input: body }),
  );

  noContentRoute(app, 'DELETE /api/saved-searches/:id', SavedSearchParamsSchema, ({ id }, actor) =>
    removeSavedSearch({ db, actor, id }),
  );
});
