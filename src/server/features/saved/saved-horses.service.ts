import { HORSE_MESSAGES, type Horse as HorseView } from '#contract/horses.js';
import type { Executor } from '#server/db/client.js';
import { findVisibleHorseOwnerId, showHorses } from '#server/features/horses/index.js';
import { notFound } from '#server/platform/http/app-error.js';
import { deleteSavedHorse, findSavedHorseIds, insertSavedHorse } from './saved.repository.js';

interface Deps {
  db: Executor;
  actor: { id: number };
}

/** GET /api/saved-horses: the member's saved horses, most recently saved first. */
export async function listSavedHorses({ db, actor }: Deps): Promise<HorseView[]> {
  return showHorses({ db, actor, ids: await findSavedHorseIds(db, actor.id) });
}

/** PUT /api/saved-horses/{id}: saves a horse that exists and is not hidden (again: no change). */
export async function saveHorse({ db, actor, id }: Deps & { id: number }): Promise<void> {
  if ((await findVisibleHorseOwnerId(db, id, actor.id)) === undefined)
    throw notFound(HORSE_MESSAGES.horseNotFound);
  await insertSavedHorse(db, actor.id, id);
}

/** DELETE /api/saved-horses/{id}: forgets a saved horse (one never saved: no change). */
export async function unsaveHorse({ db, actor, id }: Deps & { id: number }): Promise<void> {
  await deleteSavedHorse(db, actor.id, id);
}
