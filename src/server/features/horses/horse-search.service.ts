import { type Horse as HorseView, type HorseListQuery } from '#contract/horses.js';
import type { Geocoder } from '#server/adapters/geocoder/index.js';
import type { Executor } from '#server/db/client.js';
import { suitableChoices, type Rider } from '#contract/rules/suitability.js';
import {
  type HorseSearchQuery,
  searchHorses,
  searchHorsesByLocationText,
  searchHorsesNear,
  type SearchPage,
} from './horse-search.repository.js';
import { toHorseView } from './horses.views.js';

/**
 * Browse: with a place we can locate, horses within 300 miles nearest first with their distance; with a
 * place we cannot, horses whose town matches its words; with none, newest first.
 */
export async function listHorses(deps: {
  db: Executor;
  /** The signed-in member, if any (anonymous visitors browse too); their private details for "Suits me". */
  actor?: ({ id: number } & Partial<Rider>) | null;
  input: HorseListQuery;
  geocoder: Geocoder;
}): Promise<{ horses: HorseView[]; total: number }> {
  const { db, actor } = deps;
  const query: HorseSearchQuery =
    deps.input.suitsMe === 'true' && actor
      ? {
          ...deps.input,
          suitable: suitableChoices({
            riderWeight: actor.riderWeight ?? null,
            experienceLevel: actor.experienceLevel ?? null,
          }),
        }
      : deps.input;
  let result: SearchPage;
  if (query.location) {
    const point = await deps.geocoder.locate(query.location);
    result = point
      ? await searchHorsesNear(db, query, point, query.radiusMiles)
      : await searchHorsesByLocationText(db, query, query.location);
  } else {
    result = await searchHorses(db, query);
  }
  return { horses: result.rows.map((row) => toHorseView(row, deps.actor?.id)), total: result.total };
}
