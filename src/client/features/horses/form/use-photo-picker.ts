import { useCallback, useEffect, useRef, useState } from 'react';
import { HORSE_LIMITS, HORSE_MESSAGES, PHOTO_UNREADABLE, photoProblem } from '#contract/horses';

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

/** Whether the browser can open the file as a picture; true where it has no way to tell (createImageBitmap). */
async function decodes(file: File): Promise<boolean> {
  if (typeof createImageBitmap !== 'function') return true;
  try {
    const bitmap = await createImageBitmap(file);
    bitmap.close();
    return true;
  } catch {
    return false;
  }
}

/**
 * Checks one file as it is chosen (docs/product.md §M5, §M9; issue 32): an image, under 5MB, and one the
 * browser can open (a broken photo is caught here, not when the listing is sent). Null when it is fine,
 * else why not, naming the file.
 */
export async function photoProblemOf(file: File): Promise<string | null> {
  if (!file.type.startsWith('image/')) return photoProblem(file.name, HORSE_MESSAGES.imageWrongType);
  if (file.size > HORSE_LIMITS.maxImageBytes) return photoProblem(file.name, HORSE_MESSAGES.imageTooLarge);
  if (!(await decodes(file))) return photoProblem(file.name, PHOTO_UNREADABLE);
  return null;
}

/** Photos chosen but not yet uploaded, at most `max`, each with a preview. */
export function usePhotoPicker(max: number) {
  const [photos, setPhotos] = useState<PickedPhoto[]>([]);
  const current = useRef(photos);
  useEffect(() => {
    current.current = photos;
  }, [photos]);
  useEffect(() => () => current.current.forEach(release), []);

  /** Why the files of the last choice that were left out were refused, one line each, naming the file. */
  const [problems, setProblems] = useState<string[]>([]);
  const [checking, setChecking] = useState(false);

  /** Checks each file chosen; keeps the good ones (as many as fit) and names each one refused. */
  const add = useCallback(
    async (files: File[]) => {
      setChecking(true);
      const verdicts = await Promise.all(files.map(photoProblemOf));
      setChecking(false);
      const refused = verdicts.filter((problem): problem is string => problem !== null);
      const accepted = files.filter((_file, index) => verdicts[index] === null);
      const room = max - current.current.length;
      for (const file of accepted.slice(Math.max(room, 0))) {
        refused.push(photoProblem(file.name, `${HORSE_MESSAGES.tooManyImages}, so it was left out`));
      }
      setProblems(refused);
      const added = accepted
        .slice(0, Math.max(room, 0))
        .map((file) => ({ id: `photo-${++nextId}`, file, previewUrl: previewOf(file) }));
      if (added.length > 0) {
        current.current = [...current.current, ...added];
        setPhotos(current.current);
      }
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
    problems,
    checking,
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
