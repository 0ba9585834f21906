import { HORSE_MESSAGES, type Horse as HorseView } from '#contract/horses.js';
import type { Executor } from '#server/db/client.js';
import { notFound } from '#server/platform/app-error.js';
import { findHorseWithOwner } from './horses.repository.js';
import { toHorseView } from './horses.views.js';

/** One horse as the viewer may see it: its owner sees every image and the postcode, others do not. */
export async function showHorse({
  db,
  actor,
  id,
}: {
  db: Executor;
  /** The signed-in member, if any (anonymous visitors browse too). */
  actor?: { id: number } | null;
  id: number;
}): Promise<HorseView> {
  const row = await findHorseWithOwner(db, id);
  if (!row) throw notFound(HORSE_MESSAGES.horseNotFound);
  return toHorseView(row, actor?.id);
}
