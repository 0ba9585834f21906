import { useCallback, useEffect, useRef, useState } from 'react';
import { HORSE_LIMITS } from '#contract/horses';
import { toast } from '#client/components/ui/use-toast';

export interface PickedPhoto {
  id: string;
  file: File;
  /** An object URL for the preview (absent where the browser cannot make one). */
  previewUrl: string | undefined;
}

let nextId = 0;

function previewOf(file: File): string | undefined {
  return typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : undefined;
}

function release(photo: PickedPhoto): void {
  if (photo.previewUrl) URL.revokeObjectURL(photo.previewUrl);
}

/** Checks one file on the client (docs/product.md §M5, §M9); toasts why it was refused. */
export function acceptablePhoto(file: File): boolean {
  if (!file.type.startsWith('image/')) {
    toast({ title: 'Invalid file type', description: 'Please select an image file', variant: 'destructive' });
    return false;
  }
  if (file.size > HORSE_LIMITS.maxImageBytes) {
    toast({
      title: 'File too large',
      description: 'Please select an image under 5MB',
      variant: 'destructive',
    });
    return false;
  }
  return true;
}

/** Photos chosen but not yet uploaded, at most `max`, each with a preview. */
export function usePhotoPicker(max: number) {
  const [photos, setPhotos] = useState<PickedPhoto[]>([]);
  const current = useRef(photos);
  useEffect(() => {
    current.current = photos;
  }, [photos]);
  useEffect(() => () => current.current.forEach(release), []);

  const add = useCallback(
    (files: File[]) => {
      const room = max - current.current.length;
      const accepted = files.filter(acceptablePhoto);
      if (accepted.length > room) {
        toast({
          title: 'Too many photos',
          description: `A horse can have at most ${HORSE_LIMITS.maxImages} photos.`,
          variant: 'destructive',
        });
      }
      const added = accepted
        .slice(0, Math.max(room, 0))
        .map((file) => ({ id: `photo-${++nextId}`, file, previewUrl: previewOf(file) }));
      if (added.length > 0) setPhotos((list) => [...list, ...added]);
    },
    [max],
  );

  const remove = useCallback((id: string) => {
    setPhotos((list) => {
      const gone = list.find((photo) => photo.id === id);
      if (gone) release(gone);
      return list.filter((photo) => photo.id !== id);
    });
  }, []);

  /** Moves the photo to position `to` (0 is the cover); out-of-range positions are clamped. */
  const moveTo = useCallback((id: string, to: number) => {
    setPhotos((list) => moveItem(list, id, to));
  }, []);

  /** Upload progress (0 to 1) by photo id, while the form is being sent. */
  const [progress, setProgress] = useState<Record<string, number>>({});
  const onProgress = useCallback((index: number, fraction: number) => {
    const photo = current.current[index];
    if (photo) setProgress((now) => ({ ...now, [photo.id]: fraction }));
  }, []);
  const resetProgress = useCallback(() => setProgress({}), []);

  /** What PhotoPicker needs from here; the form adds its own `locked`, `label` and `firstIsCover`. */
  const pickerProps = {
    photos,
    onAdd: add,
    onRemove: remove,
    onMove: moveTo,
    progress,
    room: max - photos.length,
  };
  return { photos, add, remove, moveTo, progress, onProgress, resetProgress, pickerProps };
}

/** The list with the item of `id` moved to index `to` (clamped); the same list when nothing moves. */
export function moveItem<T extends { id: string }>(list: readonly T[], id: string, to: number): T[] {
  const from = list.findIndex((item) => item.id === id);
  const target = Math.min(Math.max(to, 0), list.length - 1);
  if (from < 0 || from === target) return [...list];
  const next = list.filter((item) => item.id !== id);
  next.splice(target, 0, list[from] as T);
  return next;
}
