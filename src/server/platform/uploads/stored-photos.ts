import { randomBytes } from 'node:crypto';
import type { FileStorage } from '#server/adapters/storage/index.js';
import type { Executor } from '#server/db/client.js';
import { deleteUploads, findUploaderId, insertUpload } from './uploads.repository.js';

/** What storing a photo needs: the files, and the table that says who uploaded which. */
export interface PhotoDeps {
  db: Executor;
  storage: FileStorage;
}

/** A variant kept beside a photo (a card-size copy) is named after it: `a.webp` → `a-thumb.webp`. */
export const variantOf = (keyOrUrl: string, variant: string) =>
  keyOrUrl.replace(/\.webp$/, `-${variant}.webp`);

/**
 * Stores a photo that decodeUpload re-encoded (webp, without metadata) under a random name in `folder`,
 * with its variants beside it, and returns its URL. File names are random and carry no member id (a name
 * must not tell who took a photo); the uploads table records the uploader.
 */
export async function storePhoto(
  { db, storage }: PhotoDeps,
  upload: { folder: string; uploaderId: number; photo: Buffer; variants?: Record<string, Buffer> },
): Promise<string> {
  const key = `${upload.folder}/${randomBytes(16).toString('hex')}.webp`;
  // Recorded first: a file is never stored without the row that lets housekeeping find it.
  await insertUpload(db, key, upload.uploaderId);
  await storage.put(key, upload.photo, 'image/webp');
  for (const [variant, bytes] of Object.entries(upload.variants ?? {})) {
    await storage.put(variantOf(key, variant), bytes, 'image/webp');
  }
  return storage.publicUrl(key);
}

/** Removes a stored photo, the variants named, and its upload record; a URL from elsewhere is left alone. */
export async function deleteStoredPhoto(
  { db, storage }: PhotoDeps,
  url: string,
  variants: readonly string[] = [],
): Promise<void> {
  const key = storage.keyFromUrl(url);
  if (!key) return;
  await storage.delete(key);
  for (const variant of variants) await storage.delete(variantOf(key, variant));
  await deleteUploads(db, [key]);
}

/** True when `url` is a photo this member uploaded to this storage (the uploads table says who). */
export async function isUploadOf(deps: PhotoDeps, url: string, uploaderId: number): Promise<boolean> {
  const key = deps.storage.keyFromUrl(url);
  return key !== undefined && (await findUploaderId(deps.db, key)) === uploaderId;
}
