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
  /** The in-memory search index; without it (or while it cannot answer) distance searches run in SQL. */
  index?: HorseIndex;
  /** London's today: "On my days" and each horse's free weekdays count the coming four weeks from it. */
  today?: string;
}): Promise<{ horses: HorseView[]; total: number; place?: string }> {
  const { db, actor } = deps;
  const today = deps.today ?? calendarToday();
  const query: HorseSearchQuery =
    deps.input.suitsMe === 'true' && actor
      ? {
          ...deps.input,
          today,
          suitable: suitableChoices({
            riderWeight: actor.riderWeight ?? null,
            experienceLevel: actor.experienceLevel ?? null,
          }),
        }
      : { ...deps.input, today };
  let result: SearchPage;
  let place: string | undefined;
  if (query.location) {
    const point = await deps.geocoder.locate(query.location);
    // Named back to the searcher ("Guildford (GU1)"): their own place, at district precision at the finest.
    place = point?.label;
    // "Suits me" filters by height, which the index does not keep: that minority of searches runs in SQL.
    const index = query.suitable ? undefined : deps.index;
    result = point
      ? ((index && (await searchWithIndex(index, query, point))) ??
        (await searchHorsesNear(db, query, point, query.radiusMiles)))
      : await searchHorsesByLocationText(db, query, query.location);
  } else {
    result = await searchHorses(db, query);
  }
  const horses = result.rows.map((row) => toHorseView(row, deps.actor?.id, today));
  return { horses, total: result.total, ...(place === undefined ? {} : { place }) };
}
