import type { Sharp } from 'sharp';

import { PHOTO_UNREADABLE, photoProblem } from '#contract/horses.js';
import { HORSE_PHOTO_WIDTHS } from '#contract/rules/horse-photos.js';
import type { User } from '#server/db/schema/index.js';
import { AppError } from '#server/platform/http/app-error.js';
import { decodeUpload, sharp, type UploadRules } from '#server/platform/uploads/image-decode.js';
import {
  deleteStoredPhoto,
  storePhoto,
  variantOf,
  type PhotoDeps,
} from '#server/platform/uploads/stored-photos.js';
import { assertCanListHorses } from './horse-permissions.js';

const HORSE_UPLOAD_RULES: UploadRules = {
  accepted: new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif', 'image/tiff']),
  wrongType: PHOTO_UNREADABLE,
  tooLarge: 'Please select an image under 40 megapixels',
};
// The pages' srcset names these widths (contract/rules/horse-photos.ts).
const FULL_LONG_SIDE = HORSE_PHOTO_WIDTHS.full;
const THUMB_WIDTH = HORSE_PHOTO_WIDTHS.thumbnail;

/** The card-size copy kept beside each horse photo. */
const THUMBNAIL = 'thumb';
export const thumbnailUrlOf = (imageUrl: string) => variantOf(imageUrl, THUMBNAIL);

/**
 * Decodes once: the upright picture is shrunk to the full size as raw pixels, and both variants are
 * encoded from those pixels (the card variant from the already small full size, not the original).
 */
async function reencode(upright: Sharp): Promise<{ full: Buffer; thumb: Buffer }> {
  const { data, info } = await upright
    .resize({ width: FULL_LONG_SIDE, height: FULL_LONG_SIDE, fit: 'inside', withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const full = await sharp(data, raw).webp({ quality: 82 }).toBuffer();
  const thumb = await sharp(data, raw)
    .resize({ width: THUMB_WIDTH, height: Math.round((THUMB_WIDTH * 3) / 4), fit: 'cover' })
    .webp({ quality: 75 })
    .toBuffer();
  return { full, thumb };
}

/**
 * Decodes an upload, turns it upright, re-encodes it without any metadata (EXIF GPS would tell a thief
 * where a horse is kept), limits its size, and makes a card-size variant. Stores both; returns the URL.
 */
export async function storeHorseImage(deps: PhotoDeps, upload: Buffer, uploaderId: number): Promise<string> {
  const { full, thumb } = await decodeUpload(upload, HORSE_UPLOAD_RULES, reencode);
  return storePhoto(deps, { folder: 'horses', uploaderId, photo: full, variants: { [THUMBNAIL]: thumb } });
}

/** The size of a photo's link-preview crop: what Open Graph and Twitter's large card ask for. */
export const PREVIEW_WIDTH = 1200;
export const PREVIEW_HEIGHT = 630;

/**
 * Where a photo's link-preview crop is kept: made on first ask by discovery (decision 0025), under a name
 * taken from the photo's own, so a new cover photo gets a new crop and the crop goes with its photo.
 */
export const previewKeyOf = (photoKey: string) =>
  `previews/${photoKey.replace(/[^A-Za-z0-9-]/g, '_')}-${PREVIEW_WIDTH}x${PREVIEW_HEIGHT}.jpg`;

/** The app's log, where a file left behind is told. */
export interface ErrorLog {
  error: (details: object, message: string) => void;
}

/** What removing photos needs: the files, their records, and the log. */
export interface PhotoRemovalDeps extends PhotoDeps {
  log: ErrorLog;
}

/**
 * Deletes the link-preview crop of a photo that is gone or no longer approved (decision 0049). It never
 * fails its caller, whose change has committed: a failure is logged with the key, for an operator.
 */
export async function discardPreviewOf(
  { storage, log }: Pick<PhotoRemovalDeps, 'storage' | 'log'>,
  imageUrl: string,
): Promise<void> {
  const photoKey = storage.keyFromUrl(imageUrl);
  if (!photoKey) return;
  const key = previewKeyOf(photoKey);
  await storage
    .delete(key)
    .catch((error: unknown) => log.error({ err: error, key }, 'link preview not deleted'));
}

/** Removes an image, its card variant, its link-preview crop and its upload record. */
export async function deleteHorseImage(deps: PhotoRemovalDeps, imageUrl: string): Promise<void> {
  await deleteStoredPhoto(deps, imageUrl, [THUMBNAIL]);
  await discardPreviewOf(deps, imageUrl);
}

/**
 * POST /api/horses/upload-image: an owner's photo, stored pending until moderated. `read` reads the
 * request's file, and is called only once the member may upload (another member's body is never read).
 * A file refused for what it is (not a picture, too many pixels) is named (issue 32).
 */
export async function uploadHorseImage(
  deps: PhotoDeps & { actor: User; read: () => Promise<{ buffer: Buffer; fileName: string }> },
): Promise<{ imageUrl: string }> {
  assertCanListHorses(deps.actor);
  const { buffer, fileName } = await deps.read();
  const imageUrl = await storeHorseImage(deps, buffer, deps.actor.id).catch((error: unknown) => {
    if (error instanceof AppError && (error.statusCode === 413 || error.statusCode === 415))
      throw new AppError(error.statusCode, photoProblem(fileName, error.message));
    throw error;
  });
  return { imageUrl };
}
