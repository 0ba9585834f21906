import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HorseSchema } from '#contract/horses.js';
import {
  SavedHorseParamsSchema,
  SavedSearchCreateSchema,
  SavedSearchParamsSchema,
  SavedSearchSchema,
  UnsubscribeReplySchema,
  UnsubscribeSchema,
} from '#contract/saved.js';
import type { Geocoder } from '#server/adapters/geocoder/index.js';
import type { Executor } from '#server/db/client.js';
import { byAddress, limitBy } from '#server/platform/rate-limit.js';
import { noContentRoute } from '#server/platform/routes.js';
import { currentUser, requireUser } from '#server/platform/session.js';
import { listSavedHorses, saveHorse, unsaveHorse } from './saved-horses.service.js';
import { listSavedSearches, removeSavedSearch, saveSearch, unsubscribe } from './saved-searches.service.js';

export interface SavedDeps {
  db: Executor;
  geocoder: Geocoder;
  /** The app secret that signs unsubscribe links. */
  secret: string;
}

/** Saved horses, saved searches and the digest's unsubscribe link (issue 18). */
export const savedRoutes =
  (deps: SavedDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps;

    app.get(
      '/api/saved-horses',
      { preHandler: requireUser, schema: { response: { 200: z.array(HorseSchema) } } },
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

    // No sign-in: the signed token is the proof. Bounded per address so nobody can probe tokens at speed.
    const unsubscribeLimit = limitBy(app, 'saved-search-unsubscribe', {
      max: 30,
      timeWindow: '10 minutes',
      key: byAddress,
    });
    app.post(
      '/api/saved-searches/unsubscribe',
      {
        preHandler: unsubscribeLimit,
        schema: { body: UnsubscribeSchema, response: { 200: UnsubscribeReplySchema } },
      },
      async (request) => unsubscribe({ db, secret: deps.secret, input: request.body }),
    );
  };
