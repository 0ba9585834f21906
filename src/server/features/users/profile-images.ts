import { PROFILE_LIMITS, PROFILE_MESSAGES } from '#contract/profile.js';
import type { FileStorage } from '#server/adapters/storage/index.js';
import { notFound } from '#server/platform/http/app-error.js';
import { decodeUpload, type UploadRules } from '#server/platform/uploads/image-decode.js';
import { deleteStoredPhoto, storePhoto, type PhotoDeps } from '#server/platform/uploads/stored-photos.js';

const PROFILE_UPLOAD_RULES: UploadRules = {
  accepted: new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif']),
  wrongType: PROFILE_MESSAGES.imageWrongType,
  tooLarge: PROFILE_MESSAGES.imageTooLarge,
};

/**
 * Checks an upload by its bytes, re-encodes it square without metadata, stores it under a random name
 * and records the upload (so housekeeping knows whose it is). Returns its public URL.
 */
export async function storeProfileImage(
  deps: PhotoDeps,
  upload: Buffer,
  uploaderId: number,
): Promise<string> {
  // Square, without metadata (camera, GPS).
  const square = await decodeUpload(upload, PROFILE_UPLOAD_RULES, (upright) =>
    upright
      .resize({ width: PROFILE_LIMITS.imageSide, height: PROFILE_LIMITS.imageSide, fit: 'cover' })
      .webp({ quality: 82 })
      .toBuffer(),
  );
  return storePhoto(deps, { folder: 'profiles', uploaderId, photo: square });
}

/** Removes a stored profile photo and its upload record; a URL from elsewhere is left alone. */
export async function deleteProfileImageFile(deps: PhotoDeps, url: string): Promise<void> {
  await deleteStoredPhoto(deps, url);
}

/** A profile photo's name as stored: hex and the webp suffix, so no path can escape the folder. */
const PHOTO_FILE_NAME = /^[0-9a-f]+\.webp$/;

/** The bytes of a stored profile photo by its file name; 404 for a name that is not one, or is gone. */
export async function readProfilePhoto({ storage }: { storage: FileStorage }, file: string): Promise<Buffer> {
  if (!PHOTO_FILE_NAME.test(file)) throw notFound();
  const body = await storage.read(`profiles/${file}`);
  if (!body) throw notFound();
  return body;
}
