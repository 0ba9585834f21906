import { deleteHorseImage, type PhotoDeps } from './horse-images.js';
import { deleteHorsesOfOwner, isImageInUse } from './horses.repository.js';

/**
 * Account deletion: removes every horse of the member, with their slots, and the photo files no other
 * horse shows. Returns how many horses went, so the caller can refresh the public lists.
 */
export async function removeHorsesOfOwner({
  db,
  storage,
  ownerId,
}: PhotoDeps & { ownerId: number }): Promise<number> {
  const removed = await deleteHorsesOfOwner(db, ownerId);
  for (const url of removed.flatMap((horse) => horse.images)) {
    if (!(await isImageInUse(db, url))) await deleteHorseImage({ db, storage }, url);
  }
  return removed.length;
}
