import { useState } from 'react';
import type { Horse } from '#contract/horses';
import { cn } from '#client/lib/cn';
import { ThumbnailButton } from '#client/components/ui/thumbnail-button';
import {
  approvedPhotos,
  DETAIL_PHOTO_SIZES,
  detailPhotoSrcSet,
  HORSE_PHOTO_WIDTHS,
} from '#contract/rules/horse-photos';
import { HorsePhotoPlaceholder } from '#client/components/horse/horse-photo-placeholder';

/** Approved photos only, one large with a strip to choose another; otherwise the placeholder. */
export function HorseGallery({ horse }: { horse: Horse }) {
  const photos = approvedPhotos(horse);
  const [selected, setSelected] = useState(0);
  const current = photos[Math.min(selected, photos.length - 1)];

  if (!current) {
    return (
      <div className="aspect-[4/3] overflow-hidden rounded-2xl border border-line">
        <HorsePhotoPlaceholder variant="detail" />
      </div>
    );
  }
  return (
    <div className="grid gap-3">
      <div className="aspect-[4/3] overflow-hidden rounded-2xl border border-line bg-primary-soft">
        <img
          src={current.url}
          // The 480-wide thumbnail (the same 4:3 crop this frame shows) is enough for a phone; the full
          // photo (1600 on its long side) for anything wider or denser.
          srcSet={detailPhotoSrcSet(current)}
          sizes={DETAIL_PHOTO_SIZES}
          width={HORSE_PHOTO_WIDTHS.full}
          height={(HORSE_PHOTO_WIDTHS.full * 3) / 4}
          alt={`${horse.name}, photo ${selected + 1} of ${photos.length}`}
          // The page's largest paint: ahead of scripts and other images in the browser's queue.
          fetchPriority="high"
          className="size-full object-cover"
        />
      </div>
      {photos.length > 1 ? (
        <ul className="flex flex-wrap gap-2" aria-label="Choose a photo">
          {photos.map((photo, index) => (
            <li key={photo.url}>
              <ThumbnailButton
                src={photo.thumbnail}
                onClick={() => setSelected(index)}
                aria-label={`Show photo ${index + 1} of ${photos.length}`}
                aria-pressed={index === selected}
                className={cn(
                  'size-16 sm:size-20',
                  index === selected ? 'border-primary' : 'border-transparent opacity-80 hover:opacity-100',
                )}
              />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
