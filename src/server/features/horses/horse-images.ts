import { randomUUID } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { HORSE_MESSAGES } from '#contract/horses.js';
import type { FileStorage } from '#server/adapters/storage/index.js';
import { unsupportedMediaType } from '#server/platform/app-error.js';

/** What sharp decodes reliably; decided from the bytes, never from the file name. */
const ACCEPTED_MIME_TYPES = new Set([
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/avif',
  'image/tiff',
]);
const FULL_LONG_SIDE = 1600;
const THUMB_WIDTH = 480;

export const thumbnailUrlOf = (imageUrl: string) => imageUrl.replace(/\.webp$/, '-thumb.webp');

/** Uploads are named after their uploader, so only they can attach a photo to a horse. */
const keyPrefixOf = (uploaderId: number) => `horses/${uploaderId}-`;

/** True when `url` is a photo this member uploaded to this storage. */
export function isUploadOf(storage: FileStorage, url: string, uploaderId: number): boolean {
  return storage.keyFromUrl(url)?.startsWith(keyPrefixOf(uploaderId)) ?? false;
}

/**
 * Decodes an upload, turns it upright, re-encodes it without any metadata (EXIF GPS would tell a thief
 * where a horse is kept), limits its size, and makes a card-size variant. Stores both; returns the URL.
 */
export async function storeHorseImage(
  storage: FileStorage,
  upload: Buffer,
  uploaderId: number,
): Promise<string> {
  const type = await fileTypeFromBuffer(upload);
  if (!type || !ACCEPTED_MIME_TYPES.has(type.mime)) throw unsupportedMediaType(HORSE_MESSAGES.imageWrongType);

  let full: Buffer;
  let thumb: Buffer;
  try {
    // rotate() applies the EXIF orientation; sharp writes no metadata unless asked to.
    const upright = sharp(upload, { limitInputPixels: 50_000_000 }).rotate();
    full = await upright
      .clone()
      .resize({ width: FULL_LONG_SIDE, height: FULL_LONG_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
    thumb = await upright
      .clone()
      .resize({ width: THUMB_WIDTH, height: Math.round((THUMB_WIDTH * 3) / 4), fit: 'cover' })
      .webp({ quality: 75 })
      .toBuffer();
  } catch {
    // The bytes looked like an image but do not decode: still not an image we can use.
    throw unsupportedMediaType(HORSE_MESSAGES.imageWrongType);
  }

  const key = `${keyPrefixOf(uploaderId)}${randomUUID()}.webp`;
  await storage.put(key, full, 'image/webp');
  await storage.put(key.replace(/\.webp$/, '-thumb.webp'), thumb, 'image/webp');
  return storage.publicUrl(key);
}

/** Removes an image and its card variant. */
export async function deleteHorseImage(storage: FileStorage, imageUrl: string): Promise<void> {
  const key = storage.keyFromUrl(imageUrl);
  if (!key) return;
  await storage.delete(key);
  await storage.delete(key.replace(/\.webp$/, '-thumb.webp'));
}
