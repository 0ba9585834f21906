import { deleteHorseImage, type PhotoRemovalDeps } from './horse-images.js';
import { deleteHorsesOfOwner, isImageInUse, keepHorsesForReview } from './horses.repository.js';
import { findUploadKeysOf, forgetUploadsOf } from '#server/platform/uploads/uploads.repository.js';

/**
 * Account deletion: removes every horse of the member, with their slots, and the photo files no other
 * horse shows. Horses in `keepForReview` (an open report is about them) stay hidden for the operators
 * instead (docs/decisions/0024). Returns how many went and how many were kept hidden, so the caller
 * can refresh the public lists.
 */
export async function removeHorsesOfOwner({
  ownerId,
  keepForReview = [],
  ...deps
}: PhotoRemovalDeps & { ownerId: number; keepForReview?: number[] }): Promise<{
  removed: number;
  kept: number;
}> {
  const { db } = deps;
  const removed = await deleteHorsesOfOwner(db, ownerId, keepForReview);
  await keepHorsesForReview(db, ownerId, keepForReview);
  for (const url of removed.flatMap((horse) => horse.images)) {
    if (!(await isImageInUse(db, url))) await deleteHorseImage(deps, url);
  }
  return { removed: removed.length, kept: keepForReview.length };
}

/**
 * Account deletion: the member's remaining uploads (photos uploaded and never attached) go, files and
 * records; a file a kept horse still shows stays with that horse, only its record goes.
 */
export async function removeUploadsOf(deps: PhotoRemovalDeps, uploaderId: number): Promise<void> {
  const { db, storage } = deps;
  for (const key of await findUploadKeysOf(db, uploaderId)) {
    const url = storage.publicUrl(key);
    if (!(await isImageInUse(db, url))) await deleteHorseImage(deps, url);
  }
  await forgetUploadsOf(db, uploaderId);
}
