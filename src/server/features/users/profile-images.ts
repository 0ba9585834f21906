import { randomBytes } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { PROFILE_LIMITS, PROFILE_MESSAGES } from '#contract/profile.js';
import type { FileStorage } from '#server/adapters/storage/index.js';
import type { Executor } from '#server/db/client.js';
import { payloadTooLarge, unsupportedMediaType } from '#server/platform/app-error.js';
import { decodeQueue, forgetUploads, MAX_INPUT_PIXELS, recordUpload } from '../horses/index.js';

/** What sharp decodes reliably; decided from the bytes, never from the file name. */
const ACCEPTED_MIME_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif']);

export interface ProfileImageDeps {
  db: Executor;
  storage: FileStorage;
}

async function squareWebp(upload: Buffer): Promise<Buffer> {
  try {
    // rotate() applies the EXIF orientation; sharp writes no metadata (camera, GPS) unless asked to.
    return await sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: PROFILE_LIMITS.imageSide, height: PROFILE_LIMITS.imageSide, fit: 'cover' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    // The bytes looked like an image but do not decode: still not an image we can use.
    throw unsupportedMediaType(PROFILE_MESSAGES.imageWrongType);
  }
}

/**
 * Checks an upload by its bytes, re-encodes it square without metadata, stores it under a random name
 * and records the upload (so housekeeping knows whose it is). Returns its public URL.
 */
export async function storeProfileImage(
  { db, storage }: ProfileImageDeps,
  upload: Buffer,
  uploaderId: number,
): Promise<string> {
  const type = await fileTypeFromBuffer(upload);
  if (!type || !ACCEPTED_MIME_TYPES.has(type.mime))
    throw unsupportedMediaType(PROFILE_MESSAGES.imageWrongType);
  const { width = 0, height = 0 } = await sharp(upload)
    .metadata()
    .catch(() => ({ width: 0, height: 0 }));
  if (width * height > MAX_INPUT_PIXELS) throw payloadTooLarge(PROFILE_MESSAGES.imageTooLarge);

  const square = await decodeQueue.run(() => squareWebp(upload));
  const key = `profiles/${randomBytes(16).toString('hex')}.webp`;
  // Recorded first: a file is never stored without the row that lets housekeeping find it.
  await recordUpload(db, key, uploaderId);
  await storage.put(key, square, 'image/webp');
  return storage.publicUrl(key);
}

/** Removes a stored profile photo and its upload record; a URL from elsewhere is left alone. */
export async function deleteProfileImageFile({ db, storage }: ProfileImageDeps, url: string): Promise<void> {
  const key = storage.keyFromUrl(url);
  if (!key) return;
  await storage.delete(key);
  await forgetUploads(db, [key]);
}
