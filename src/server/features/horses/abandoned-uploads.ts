import { deleteHorseImage, type PhotoRemovalDeps } from './horse-images.js';
import { findAbandonedUploads } from './photos.repository.js';

/** Long enough to fill in the add-horse form at leisure (or come back to it the next day). */
export const UPLOAD_GRACE_MS = 24 * 60 * 60 * 1000;

/**
 * Housekeeping: deletes photos uploaded more than a day ago that no horse shows and no profile uses
 * (a form never sent, a photo replaced), files and records both. Runs in batches, each hour.
 */
export function deleteAbandonedUploads(deps: PhotoRemovalDeps) {
  return async (now: Date): Promise<void> => {
    const keys = await findAbandonedUploads(
      deps.db,
      new Date(now.getTime() - UPLOAD_GRACE_MS),
      deps.storage.publicUrl(''),
    );
    for (const key of keys) await deleteHorseImage(deps, deps.storage.publicUrl(key));
  };
}
