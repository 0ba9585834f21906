import { z } from 'zod';
import { PublicHorseSchema, type HorseListQuery } from '#contract/horses.js';
import type { Geocoder } from '#server/adapters/geocoder/index.js';
import type { Executor } from '#server/db/client.js';
import type { User } from '#server/db/schema/index.js';
import type { HorseIndex } from './horse-index.js';
import { searchHorseRows } from './horse-search.service.js';
import { listLandingHorses } from './landing-horses.service.js';
import { createPublicCards } from './public-cards.js';
import { createPublicListCache, type CachedList } from './public-list-cache.js';

// A list is for everyone: its reply is the public allowlist (an owner edits a horse from its own page).
const HorseListSchema = z.array(PublicHorseSchema);
/** The landing page's pick in the list cache: no query string can make this key. */
const LANDING_CACHE_KEY = 'landing';

export interface PublicListDeps {
  db: Executor;
  geocoder: Geocoder;
  /** Distance searches go through the in-memory index kept current by the change feed (decision 0014). */
  index?: HorseIndex;
  /** How long an anonymous list is kept (decision 0006); 0 keeps none. */
  listCacheMs?: number;
}

/**
 * The horse lists anyone may ask for, browse and the landing page's pick, answered already serialised
 * (parsing with the public schema keeps the same filter on what leaves the server; browse's cards are each
 * parsed and serialised once, public-cards.ts). An anonymous visitor's list is kept a moment in the
 * micro-cache (decision 0006); a signed-in member's never is (an owner sees their own pending photos in
 * lists). `clear` empties it when a horse changes.
 */
export function createPublicHorseLists(deps: PublicListDeps) {
  const ttlMs = deps.listCacheMs ?? 2000;
  const cache = createPublicListCache({ ttlMs, maxEntries: 500 });
  const cards = createPublicCards();

  async function kept(
    key: string,
    viewer: User | null,
    load: () => Promise<CachedList>,
  ): Promise<CachedList> {
    const cached = !viewer && ttlMs !== 0;
    const hit = cached ? cache.get(key) : undefined;
    if (hit) return hit;
    const list = await load();
    if (cached) cache.set(key, list);
    return list;
  }

  return {
    /** GET /api/horses: one page of the search, its total, and the place distances are from. */
    browse: ({ viewer, input }: { viewer: User | null; input: HorseListQuery }) =>
      kept(JSON.stringify(input), viewer, async () => {
        const found = await searchHorseRows({ ...deps, actor: viewer, input });
        return {
          body: cards.listJson(found.rows, viewer?.id, found.today),
          total: found.total,
          place: found.place,
        };
      }),
    /** The landing page's few horses (decision 0037): the same for every visitor; a member's area orders theirs. */
    landing: ({ viewer }: { viewer: User | null }) =>
      kept(LANDING_CACHE_KEY, viewer, async () => {
        const horses = await listLandingHorses({ ...deps, viewer });
        return { body: JSON.stringify(HorseListSchema.parse(horses)), total: horses.length };
      }),
    clear: () => cache.clear(),
  };
}
export type PublicHorseLists = ReturnType<typeof createPublicHorseLists>;
