import { approvedPhotos } from '#contract/rules/horse-photos.js';
import type { Horse } from '#contract/horses.js';
import type { FileStorage } from '#server/adapters/storage/index.js';
import { notFound } from '#server/platform/http/app-error.js';
import { PREVIEW_HEIGHT, PREVIEW_WIDTH, previewKeyOf } from '../horses/index.js';

export interface PreviewDeps {
  storage: FileStorage;
  /** The horse as a visitor who is not signed in sees it; throws a 404 when they may not. */
  publicHorse: (id: number) => Promise<Horse>;
}

/**
 * A horse's link-preview picture: its cover photo (the first approved one, as a visitor sees it) cropped
 * to 1200 × 630 around the middle. Made once per photo and kept beside it in storage under a name taken from
 * the photo's own (horses' `previewKeyOf`, which deletes it with the photo, or when the photo is rejected),
 * so a new cover photo gets a new crop and an old one is never served for it. A hidden or
 * removed horse, or one without an approved photo, has none (a 404): never a pending or rejected photo.
 */
export async function horsePreviewImage(deps: PreviewDeps, horseId: number): Promise<Buffer> {
  const horse = await deps.publicHorse(horseId);
  const cover = approvedPhotos(horse)[0];
  const photoKey = cover ? deps.storage.keyFromUrl(cover.url) : undefined;
  if (!photoKey) throw notFound('This horse has no photo to preview');
  const previewKey = previewKeyOf(photoKey);
  const made = await deps.storage.read(previewKey);
  if (made) return made;
  const photo = await deps.storage.read(photoKey);
  if (!photo) throw notFound('This horse has no photo to preview');
  // Loaded on first use: the image library is not what a start needs.
  const { default: sharp } = await import('sharp');
  const preview = await sharp(photo)
    .resize(PREVIEW_WIDTH, PREVIEW_HEIGHT, { fit: 'cover', position: 'attention' })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
  await deps.storage.put(previewKey, preview, 'image/jpeg');
  return preview;
}
