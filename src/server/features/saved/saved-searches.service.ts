import {
  SAVED_LIMITS,
  SAVED_MESSAGES,
  type SavedSearch as SavedSearchView,
  type SavedSearchCreate,
} from '#contract/saved.js';
import type { Geocoder } from '#server/adapters/geocoder/index.js';
import type { Executor } from '#server/db/client.js';
import type { SavedSearch } from '#server/db/schema/index.js';
import { conflict, notFound } from '#server/platform/http/app-error.js';
import {
  countSavedSearches,
  deleteSavedSearch,
  findSavedSearches,
  insertSavedSearch,
  turnOffAlerts,
} from './saved.repository.js';

export function toSavedSearchView(row: SavedSearch): SavedSearchView {
  return {
    id: row.id,
    location: row.location,
    radiusMiles: row.radiusMiles,
    experienceLevel: row.experienceLevel,
    services: row.services,
    weekdays: row.weekdays,
    alerts: row.alerts,
    createdAt: row.createdAt.toISOString(),
  };
}

interface Deps {
  db: Executor;
  actor: { id: number };
}

/** GET /api/saved-searches: the member's saved searches, oldest first. */
export async function listSavedSearches({ db, actor }: Deps): Promise<SavedSearchView[]> {
  return (await findSavedSearches(db, actor.id)).map(toSavedSearchView);
}

/**
 * POST /api/saved-searches: saves what browse searched with, its place located now (a place we cannot
 * locate is matched by its words, as browse does). At most SAVED_LIMITS.maxSearches per member.
 */
export async function saveSearch({
  db,
  actor,
  input,
  geocoder,
}: Deps & { input: SavedSearchCreate; geocoder: Geocoder }): Promise<SavedSearchView> {
  if ((await countSavedSearches(db, actor.id)) >= SAVED_LIMITS.maxSearches)
    throw conflict(SAVED_MESSAGES.tooManySearches);
  const point = input.location ? await geocoder.locate(input.location) : null;
  const row = await insertSavedSearch(db, {
    userId: actor.id,
    location: input.location,
    latitude: point?.latitude ?? null,
    longitude: point?.longitude ?? null,
    radiusMiles: input.radiusMiles,
    experienceLevel: input.experienceLevel,
    services: input.services,
    weekdays: input.weekdays,
  });
  return toSavedSearchView(row);
}

/** DELETE /api/saved-searches/{id}: only the member's own (another's is "not found", as if absent). */
export async function removeSavedSearch({ db, actor, id }: Deps & { id: number }): Promise<void> {
  if (!(await deleteSavedSearch(db, actor.id, id))) throw notFound(SAVED_MESSAGES.searchNotFound);
}

/** A digest's one-click link turns that search's e-mails off; null when the search is gone. */
export async function stopSearchAlerts(
  db: Executor,
  id: number,
): Promise<Pick<SavedSearchView, 'location' | 'radiusMiles'> | null> {
  const row = await turnOffAlerts(db, id);
  return row ? { location: row.location, radiusMiles: row.radiusMiles } : null;
}
