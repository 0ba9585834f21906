import { useState } from 'react';
import type { Horse } from '#contract/horses';
import { cn } from '#client/lib/cn';
import { approvedPhotos } from '#client/lib/horse-format';
import { HorsePhotoPlaceholder } from '#client/components/horse/horse-photo-placeholder';

/** Widths the server stores each photo at (src/server/features/horses/horse-images.ts). */
const THUMBNAIL_WIDTH = 480;
const FULL_WIDTH = 1600;

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
          srcSet={`${current.thumbnail} ${THUMBNAIL_WIDTH}w, ${current.url} ${FULL_WIDTH}w`}
          sizes="(min-width: 1024px) 46rem, 100vw"
          width={FULL_WIDTH}
          height={(FULL_WIDTH * 3) / 4}
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
              <button
                type="button"
                onClick={() => setSelected(index)}
                aria-label={`Show photo ${index + 1} of ${photos.length}`}
                aria-pressed={index === selected}
                className={cn(
                  'block size-16 overflow-hidden rounded-lg border-2 sm:size-20',
                  index === selected ? 'border-primary' : 'border-transparent opacity-80 hover:opacity-100',
                )}
              >
                <img src={photo.thumbnail} alt="" className="size-full object-cover" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
