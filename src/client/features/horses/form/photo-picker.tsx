import { ImagePlus, Star, X } from 'lucide-react';
import { useId, useState, type ChangeEvent, type DragEvent } from 'react';
import { HORSE_LIMITS } from '#contract/horses';
import { Badge } from '#client/components/ui/badge';
import { cn } from '#client/lib/cn';
import { ICON_BUTTON, PhotoOrderButtons } from './photo-order-buttons';
import type { PickedPhoto } from './use-photo-picker';
import { useMovedPhotoFocus, type PhotoControl } from './use-moved-photo-focus';

export interface PhotoPickerProps {
  photos: PickedPhoto[];
  /** Files of the last choice that were refused, each line naming its file (issue 32). */
  problems: readonly string[];
  /** True while the files just chosen are being checked. */
  checking: boolean;
  onAdd: (files: File[]) => void | Promise<void>;
  onRemove: (id: string) => void;
  /** Moves a photo to a position (0 is the cover). */
  onMove: (id: string, to: number) => void;
  /** Upload progress (0 to 1) by photo id, while the form is being sent. */
  progress: Record<string, number>;
  /** How many more photos fit (5 in all). */
  room: number;
  /** True while the form is being sent: the photos can no longer change. */
  locked?: boolean;
  label?: string;
  /** Whether the first new photo becomes the horse's cover (not when the horse already has photos). */
  firstIsCover?: boolean;
}

const REMOVE_BUTTON = cn(ICON_BUTTON, 'text-danger hover:bg-danger-soft');

/**
 * The photo chooser (a labelled button, not the browser's "No file chosen"), with a preview per photo, the
 * cover first, drag or arrow buttons to reorder, and upload progress; files are uploaded when the form is
 * sent, in this order.
 */
export function PhotoPicker({
  photos,
  problems,
  checking,
  onAdd,
  onRemove,
  onMove,
  progress,
  room,
  locked = false,
  label = 'Add photos',
  firstIsCover = true,
}: PhotoPickerProps) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const [dragged, setDragged] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const full = room <= 0 || locked;
  const { listRef, keepFocus } = useMovedPhotoFocus();

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    void onAdd(Array.from(event.target.files ?? []));
    event.target.value = '';
  };
  const move = (photo: PickedPhoto, to: number, control?: PhotoControl) => {
    if (control) keepFocus(photo.id, control, to);
    onMove(photo.id, to);
    setAnnouncement(
      firstIsCover && to === 0
        ? `${photo.file.name} is now the cover photo.`
        : `${photo.file.name} moved to position ${to + 1} of ${photos.length}.`,
    );
  };
  const onDrop = (event: DragEvent<HTMLLIElement>, to: number) => {
    event.preventDefault();
    const photo = photos.find((item) => item.id === dragged);
    setDragged(null);
    if (photo && !locked) move(photo, to);
  };

  return (
    <div className="grid gap-3">
      <p id={hintId} className="text-sm text-muted">
        Up to {HORSE_LIMITS.maxImages} images, each under 5MB. Our team checks every photo before it appears
        publicly.
      </p>
      <div>
        <input
          id={inputId}
          type="file"
          accept="image/*"
          multiple
          disabled={full}
          aria-describedby={hintId}
          onChange={onChange}
          className="peer sr-only"
        />
        <label
          htmlFor={inputId}
          className={cn(
            'inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border border-line bg-cream px-4',
            'font-semibold text-primary hover:bg-primary-soft',
            'peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent',
            'peer-disabled:cursor-not-allowed peer-disabled:opacity-60',
          )}
        >
          <ImagePlus aria-hidden="true" className="size-5" />
          {label}
        </label>
      </div>
      {/* Named at once, the good files of the same choice kept (issue 32). */}
      <div role="alert">
        {problems.length > 0 ? (
          <div className="rounded-xl border border-danger bg-danger-soft p-3 text-sm text-danger">
            <p className="font-semibold">
              {problems.length === 1 ? 'This file was not added:' : 'These files were not added:'}
            </p>
            <ul className="mt-1 grid list-disc gap-1 pl-5 wrap-anywhere">
              {problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
      {photos.length > 0 ? (
        <>
          <p className="text-sm text-muted">
            {firstIsCover ? 'The first photo is the cover. ' : ''}Drag a photo, or use its arrow buttons, to
            change the order.
          </p>
          <ol ref={listRef} className="grid gap-3 sm:grid-cols-2" aria-label="Photos to upload">
            {photos.map((photo, index) => {
              const number = index + 1;
              const sent = progress[photo.id];
              return (
                <li
                  key={photo.id}
                  data-photo-id={photo.id}
                  draggable={!locked}
                  onDragStart={(event) => {
                    event.dataTransfer.effectAllowed = 'move';
                    event.dataTransfer.setData('text/plain', photo.id);
                    setDragged(photo.id);
                  }}
                  onDragEnd={() => setDragged(null)}
                  onDragOver={(event) => {
                    if (dragged) event.preventDefault();
                  }}
                  onDrop={(event) => onDrop(event, index)}
                  className={cn(
                    'flex gap-3 rounded-xl border border-line bg-cream p-2',
                    !locked && 'cursor-grab',
                    dragged === photo.id && 'opacity-50',
                  )}
                >
                  <div className="size-24 shrink-0 overflow-hidden rounded-lg bg-primary-soft">
                    {photo.previewUrl ? (
                      <img
                        src={photo.previewUrl}
                        alt={`New photo ${number}: ${photo.file.name}`}
                        className="size-full object-cover"
                        draggable={false}
                      />
                    ) : (
                      <span className="block p-2 text-xs break-all">{photo.file.name}</span>
                    )}
                  </div>
                  <div className="grid min-w-0 flex-1 content-start gap-2">
                    {firstIsCover && index === 0 ? (
                      <Badge variant="success" className="justify-self-start">
                        <Star aria-hidden="true" className="size-3.5" />
                        Cover photo
                      </Badge>
                    ) : firstIsCover ? (
                      <button
                        type="button"
                        disabled={locked}
                        // Once it is the cover this button gives way to the badge: the focus goes to the
                        // photo's first enabled button, "Move photo 1 later" (useMovedPhotoFocus), and the
                        // status below says it is the cover now.
                        onClick={() => move(photo, 0, 'cover')}
                        data-control="cover"
                        aria-label={`Make photo ${number} the cover`}
                        className="inline-flex min-h-11 items-center gap-1 justify-self-start rounded-lg px-2 text-sm font-semibold text-primary hover:bg-primary-soft disabled:opacity-40"
                      >
                        <Star aria-hidden="true" className="size-4" />
                        Make cover
                      </button>
                    ) : (
                      <span className="text-sm text-muted">New photo {number}</span>
                    )}
                    {sent !== undefined ? (
                      <div className="grid gap-1">
                        <progress
                          max={1}
                          value={sent}
                          aria-label={`Uploading photo ${number}`}
                          className="h-2 w-full overflow-hidden rounded-full [&::-moz-progress-bar]:bg-primary [&::-webkit-progress-bar]:bg-line [&::-webkit-progress-value]:bg-primary"
                        />
                        <span className="text-xs text-muted">
                          {sent >= 1 ? 'Uploaded' : `Uploading ${Math.round(sent * 100)}%`}
                        </span>
                      </div>
                    ) : (
                      <div className="flex gap-2">
                        <PhotoOrderButtons
                          index={index}
                          count={photos.length}
                          disabled={locked}
                          onMove={(to, control) => move(photo, to, control)}
                        />
                        <button
                          type="button"
                          className={REMOVE_BUTTON}
                          disabled={locked}
                          onClick={() => onRemove(photo.id)}
                          aria-label={`Remove photo ${number}`}
                        >
                          <X aria-hidden="true" className="size-4" />
                        </button>
                      </div>
                    )}
                  </div>
                </li>
              );
            })}
          </ol>
        </>
      ) : null}
      <p role="status" className="sr-only">
        {checking ? 'Checking the photos you chose...' : announcement}
      </p>
    </div>
  );
}
