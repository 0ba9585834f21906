import { type Horse as HorseView, type HorseListQuery } from '#contract/horses.js';
import type { Geocoder } from '#server/adapters/geocoder/index.js';
import type { GeoPoint } from '#server/adapters/geocoder/index.js';
import type { Executor } from '#server/db/client.js';
import { suitableChoices, type Rider } from '#contract/rules/suitability.js';
import { today as calendarToday } from '#server/platform/clock.js';
import { METRES_PER_MILE, type HorseIndex } from './horse-index.js';
import {
  type HorseSearchQuery,
  searchHorses,
  searchHorsesByLocationText,
  searchHorsesNear,
  TOTAL_COUNT_CAP,
  type SearchPage,
} from './horse-search.repository.js';
import type { HorseWithOwner } from './horses.repository.js';
import { toHorseView } from './horses.views.js';

/**
 * A distance search through the in-memory index (decision 0014): it chooses the page's ids and the total,
 * and one query reads those rows. Undefined when the index cannot answer right now, or chose a horse that
 * is gone by the time its row is read (a change whose notice is still on its way): the SQL search answers.
 */
async function searchWithIndex(
  index: HorseIndex,
  query: HorseSearchQuery,
  point: GeoPoint,
): Promise<SearchPage | undefined> {
  const cap = Math.max(TOTAL_COUNT_CAP, query.offset + query.limit + 1);
  const found = await index.search(query, point, query.radiusMiles, cap);
  if (!found) return undefined;
  const byId = await index.rowsOf(found.page.map((match) => match.id));
  const rows: HorseWithOwner[] = [];
  for (const { id, metres } of found.page) {
    const row = byId.get(id);
    if (!row) return undefined;
    rows.push({ ...row, distanceMiles: Math.round((metres / METRES_PER_MILE) * 10) / 10 });
  }
  return { rows, total: found.total };
}

/** What a browse search needs to know: the database, the searcher, the query and where places are. */
export interface HorseListDeps {
  db: Executor;
  /** The signed-in member, if any (anonymous visitors browse too); their private details for "Suits me". */
  actor?: ({ id: number } & Partial<Rider>) | null;
  input: HorseListQuery;
  geocoder: Geocoder;
  /** The in-memory search index; without it (or while it cannot answer) distance searches run in SQL. */
  index?: HorseIndex;
  /** London's today: "On my days" and each horse's free weekdays count the coming four weeks from it. */
  today?: string;
}

/**
 * Browse: with a place we can locate, horses within 300 miles nearest first with their distance; with a
 * place we cannot, horses whose town matches its words; with none, newest first. The page's rows, for
 * the day they are shown on (public-cards.ts makes the reply of them).
 */
export async function searchHorseRows(
  deps: HorseListDeps,
): Promise<{ rows: HorseWithOwner[]; total: number; place?: string; today: string }> {
  const { db, actor } = deps;
  const today = deps.today ?? calendarToday();
  // An owner's own list shows the horses not listed yet (a riding school waiting for its check).
  const ownListings = actor != null && deps.input.ownerId === actor.id;
  const query: HorseSearchQuery =
    deps.input.suitsMe === 'true' && actor
      ? {
          ...deps.input,
          today,
          ownListings,
          suitable: suitableChoices({
            riderWeight: actor.riderWeight ?? null,
            experienceLevel: actor.experienceLevel ?? null,
          }),
        }
      : { ...deps.input, today, ownListings };
  let result: SearchPage;
  let place: string | undefined;
  if (query.location) {
    const point = await deps.geocoder.locate(query.location);
    // Named back to the searcher ("Guildford (GU1)"): their own place, at district precision at the finest.
    place = point?.label;
    // "Suits me" filters by height, which the index does not keep, and the index holds listed horses
    // only: those searches (and an owner's own list) run in SQL.
    const index = query.suitable || ownListings ? undefined : deps.index;
    result = point
      ? ((index && (await searchWithIndex(index, query, point))) ??
        (await searchHorsesNear(db, query, point, query.radiusMiles)))
      : await searchHorsesByLocationText(db, query, query.location);
  } else {
    result = await searchHorses(db, query);
  }
  return { rows: result.rows, total: result.total, today, ...(place === undefined ? {} : { place }) };
}

/** The same search as replies show it, each horse as its viewer may see it. */
export async function listHorses(
  deps: HorseListDeps,
): Promise<{ horses: HorseView[]; total: number; place?: string }> {
  const { rows, today, ...found } = await searchHorseRows(deps);
  return { ...found, horses: rows.map((row) => toHorseView(row, deps.actor?.id, today)) };
}
