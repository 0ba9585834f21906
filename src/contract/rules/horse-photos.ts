import type { Horse } from '../horses.js';

/**
 * Which of a horse's photos a visitor sees, and at which size. Both sides use it: the pages that draw the
 * photos, and the server that tells the browser to fetch the first of them before the page has asked
 * (src/server/platform/pages/first-screens.ts), so the two must name the same file.
 */

/** Widths the server stores each photo at (src/server/features/horses/horse-images.ts). */
export const HORSE_PHOTO_WIDTHS = { thumbnail: 480, full: 1600 } as const;

/** The horse page's photo: the whole width of a phone, 46rem of a wide screen. */
export const DETAIL_PHOTO_SIZES = '(min-width: 1024px) 46rem, 100vw';

export interface HorsePhoto {
  url: string;
  /** The 480-wide card variant (the same 4:3 crop), or the photo itself if there is none. */
  thumbnail: string;
  /** Its place among all of the horse's images. */
  index: number;
}

/** Approved photos only (docs/product.md §P4), each with its card-size variant. */
export function approvedPhotos(
  horse: Pick<Horse, 'images' | 'imageApprovalStatus' | 'thumbnails'>,
): HorsePhoto[] {
  return horse.images.flatMap((url, index) =>
    horse.imageApprovalStatus[index] === 'approved'
      ? [{ url, thumbnail: horse.thumbnails[index] ?? url, index }]
      : [],
  );
}

/** The horse page's srcset: the thumbnail is enough for a phone, the full photo for anything wider. */
export function detailPhotoSrcSet(photo: HorsePhoto): string {
  return `${photo.thumbnail} ${HORSE_PHOTO_WIDTHS.thumbnail}w, ${photo.url} ${HORSE_PHOTO_WIDTHS.full}w`;
}
