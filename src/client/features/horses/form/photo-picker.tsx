import { X } from 'lucide-react';
import { useId, type ChangeEvent } from 'react';
import { HORSE_LIMITS } from '#contract/horses';
import { cn } from '#client/lib/cn';
import type { PickedPhoto } from './use-photo-picker';

export interface PhotoPickerProps {
  photos: PickedPhoto[];
  onAdd: (files: File[]) => void;
  onRemove: (id: string) => void;
  /** How many more photos fit (5 in all). */
  room: number;
  label?: string;
}

/** The photo input with previews and remove buttons; files are uploaded when the form is sent. */
export function PhotoPicker({ photos, onAdd, onRemove, room, label = 'Add photos' }: PhotoPickerProps) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    onAdd(Array.from(event.target.files ?? []));
    event.target.value = '';
  };
  return (
    <div className="grid gap-3">
      <div className="grid gap-1">
        <label htmlFor={inputId} className="text-sm font-semibold text-ink">
          {label}
        </label>
        <p id={hintId} className="text-sm text-muted">
          Up to {HORSE_LIMITS.maxImages} images, each under 5MB. Our team checks every photo before it appears
          publicly.
        </p>
      </div>
      <input
        id={inputId}
        type="file"
        accept="image/*"
        multiple
        disabled={room <= 0}
        aria-describedby={hintId}
        onChange={onChange}
        className={cn(
          'block w-full text-sm text-muted file:mr-4 file:min-h-11 file:cursor-pointer file:rounded-xl',
          'file:border file:border-line file:bg-cream file:px-4 file:font-semibold file:text-primary',
          'hover:file:bg-primary-soft disabled:opacity-60',
        )}
      />
      {photos.length > 0 ? (
        <ul className="flex flex-wrap gap-3" aria-label="Photos to upload">
          {photos.map((photo, index) => (
            <li
              key={photo.id}
              className="relative size-24 overflow-hidden rounded-xl border border-line bg-primary-soft"
            >
              {photo.previewUrl ? (
                <img
                  src={photo.previewUrl}
                  alt={`New photo ${index + 1}: ${photo.file.name}`}
                  className="size-full object-cover"
                />
              ) : (
                <span className="block p-2 text-xs break-all">{photo.file.name}</span>
              )}
              <button
                type="button"
                onClick={() => onRemove(photo.id)}
                aria-label={`Remove photo ${index + 1}`}
                className="absolute top-1 right-1 inline-flex size-9 items-center justify-center rounded-full bg-ink/80 text-cream hover:bg-ink"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
