import { useState } from 'react';
import type { Horse } from '#contract/horses';
import { cn } from '#client/lib/cn';
import { approvedPhotos } from '#client/lib/horse-format';
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
          alt={`${horse.name}, photo ${selected + 1} of ${photos.length}`}
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
