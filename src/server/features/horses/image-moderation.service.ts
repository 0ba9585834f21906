import { ADMIN_MESSAGES } from '#contract/admin.js';
import type { Executor } from '#server/db/client.js';
import { conflict, notFound } from '#server/platform/http/app-error.js';
import { findHorse } from './horses.repository.js';
import { setImageStatusIfUnchanged } from './image-moderation.repository.js';

export {
  countPendingImages,
  listPendingImages,
  type PendingImageRow,
} from './image-moderation.repository.js';

/**
 * An admin's decision on one photo. 404 when the horse is gone; 409 when that index holds no photo, or
 * not the one the admin looked at (the owner removed or reordered photos meanwhile).
 */
export async function decideHorseImage({
  db,
  input,
}: {
  db: Executor;
  input: { horseId: number; imageIndex: number; imageUrl?: string; status: 'approved' | 'rejected' };
}): Promise<{ id: number; name: string; ownerId: number; imageUrl: string }> {
  const horse = await setImageStatusIfUnchanged(db, input);
  if (horse) return horse;
  if (!(await findHorse(db, input.horseId))) throw notFound(ADMIN_MESSAGES.imageNotFound);
  throw conflict(ADMIN_MESSAGES.imageStale);
}
