import {
  NearestDistrictBodySchema,
  NearestDistrictSchema,
  PlaceSuggestionsSchema,
  PlaceSuggestQuerySchema,
  PostcodeTownBodySchema,
  PostcodeTownSchema,
} from '#contract/places.js';
import { byAddress, limitBy } from '#server/platform/limits/rate-limit.js';
import { defineRoutes, route } from '#server/platform/http/routes.js';
import {
  nearestDistrict,
  suggestPlacesFor,
  townForPostcode,
  warmPlaceSuggestions,
} from './places.service.js';

/**
 * Per address. A visitor typing asks once a keystroke or so (the box waits for a pause): 240 a minute is
 * four a second for a whole minute, which no one types, and bounds what one address can make us compute.
 */
export const PLACE_SUGGEST_RATE_LIMIT = { max: 240, timeWindow: '1 minute' } as const;
/** "Use my location" is pressed once a search; a few retries are plenty. */
export const NEAREST_DISTRICT_RATE_LIMIT = { max: 20, timeWindow: '10 minutes' } as const;

/** A registration form asks once the postcode is whole; a few corrections are plenty. */
export const POSTCODE_TOWN_RATE_LIMIT = { max: 30, timeWindow: '10 minutes' } as const;

const SUGGESTIONS_MAX_AGE_SECONDS = 3600;

/** After listening, long enough for the first pages to be answered first (the start budget, docs/design.md §8). */
const WARM_AFTER_MS = 1500;

export const placesRoutes = defineRoutes((app) => {
  // The place data (about a second of reading and indexing) loads soon after start rather than on the first
  // visitor's keystroke. Not awaited, and not before listening: the site answers first.
  app.addHook('onListen', async () => {
    setTimeout(() => void warmPlaceSuggestions().catch(() => undefined), WARM_AFTER_MS).unref();
  });

  route(
    app,
    {
      route: 'GET /api/places/suggest',
      who: 'anyone',
      onRequest: limitBy(app, 'place-suggest', { ...PLACE_SUGGEST_RATE_LIMIT, key: byAddress }),
      querystring: PlaceSuggestQuerySchema,
      response: PlaceSuggestionsSchema,
    },
    async ({ query }, { reply }) => {
      // The same for everyone and fixed until the data is rebuilt: a browser going back over what it typed,
      // or a cache in front of the app, may keep it (the API's no-store default is for personal replies).
      reply.header('cache-control', `public, max-age=${SUGGESTIONS_MAX_AGE_SECONDS}`);
      return suggestPlacesFor({ input: query });
    },
  );

  // POST, so the position travels in the body: request logs keep URLs, and the position must not be kept.
  route(
    app,
    {
      route: 'POST /api/places/nearest-district',
      who: 'anyone',
      onRequest: limitBy(app, 'nearest-district', { ...NEAREST_DISTRICT_RATE_LIMIT, key: byAddress }),
      body: NearestDistrictBodySchema,
      response: NearestDistrictSchema,
    },
    ({ body }) => nearestDistrict({ input: body }),
  );

  // The registration forms' town from the postcode (issue 46). POST: a postcode in a URL would be logged.
  route(
    app,
    {
      route: 'POST /api/places/postcode-town',
      who: 'anyone',
      onRequest: limitBy(app, 'postcode-town', { ...POSTCODE_TOWN_RATE_LIMIT, key: byAddress }),
      body: PostcodeTownBodySchema,
      response: PostcodeTownSchema,
    },
    ({ body }) => townForPostcode({ input: body }),
  );
});
