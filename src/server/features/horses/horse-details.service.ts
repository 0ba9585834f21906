import { ImageRejectionReasonSchema } from '#contract/admin.js';
import { HORSE_MESSAGES, type Horse as HorseView } from '#contract/horses.js';
import type { Executor } from '#server/db/client.js';
import { notFound } from '#server/platform/http/app-error.js';
import { today as calendarToday } from '#server/platform/clock.js';
import { findHorsesWithOwner, findHorseWithOwner } from './horses.repository.js';
import { findRejectionReasons } from './image-moderation.repository.js';
import { toHorseView } from './horses.views.js';

/**
 * One horse as the viewer may see it: its owner sees every image with its state, why a rejected one was
 * turned down, and the postcode; others do not.
 */
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
  const today = calendarToday();
  const row = await findHorseWithOwner(db, id, today);
  // A horse that is not listed (hidden by an operator, or a riding school's while it is not verified:
  // listing.repository.ts) is gone for everyone but its owner.
  if (!row || (!row.listed && actor?.id !== row.horse.ownerId)) throw notFound(HORSE_MESSAGES.horseNotFound);
  const view = toHorseView(row, actor?.id, today);
  if (actor?.id !== row.horse.ownerId || !view.imageApprovalStatus.includes('rejected')) return view;
  const reasons = await findRejectionReasons(db, id);
  const imageRejectionReasons = view.images.map((url, index) => {
    if (view.imageApprovalStatus[index] !== 'rejected') return null;
    const reason = ImageRejectionReasonSchema.safeParse(reasons.get(url));
    return reason.success ? reason.data : null;
  });
  return { ...view, imageRejectionReasons };
}

/** Several horses as the viewer may see them, in the order of `ids`; ids of horses that are gone drop out. */
export async function showHorses({
  db,
  actor,
  ids,
}: {
  db: Executor;
  actor?: { id: number } | null;
  ids: number[];
}): Promise<HorseView[]> {
  const today = calendarToday();
  const byId = new Map((await findHorsesWithOwner(db, ids, today)).map((row) => [row.horse.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toHorseView(row, actor?.id, today)] : [];
  });
}
