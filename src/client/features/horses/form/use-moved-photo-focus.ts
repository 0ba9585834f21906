import { useLayoutEffect, useRef } from 'react';

/** Which control of a photo's row had the focus when it moved: a move button's key, or 'cover'. */
export type PhotoControl = 'cover' | 'first' | 'earlier' | 'later';

/**
 * Where the focus goes when the control pressed is gone or disabled after the move: the arrow beside it
 * (a photo moved to the end has no "later", a new cover no "Make cover" and no "earlier").
 */
const NEXT_BEST: Record<PhotoControl, PhotoControl[]> = {
  cover: ['later'],
  first: ['later'],
  earlier: ['later'],
  later: ['earlier'],
};

/**
 * Keeps the keyboard focus with a photo that moved (issue 17). Its button can vanish ("Make cover" turns
 * into the "Cover photo" badge) or be disabled at the end of the list, and a moved row is taken out of the
 * document and put back, all of which drop the focus to <body>. After the move, the moved photo's own
 * control gets it back: the same one when it is still there and enabled, else the arrow beside it, else
 * the row's first enabled button. Rows are marked with `data-photo-id`, controls with `data-control`.
 */
export function useMovedPhotoFocus({ waitWhile = false }: { waitWhile?: boolean } = {}) {
  const listRef = useRef<HTMLOListElement>(null);
  const pending = useRef<{ id: string; control: PhotoControl; to: number } | null>(null);

  // After every render: the move re-renders the list, and this runs once its rows are in their new places.
  useLayoutEffect(() => {
    const wanted = pending.current;
    // A move saved at once (the edit form's current photos) disables every button until the server has
    // answered: the focus goes back once the photo stands in its new place and the buttons work again.
    if (!wanted || !listRef.current || waitWhile) return;
    const rows = Array.from(listRef.current.children);
    const at = rows.findIndex((item) => item instanceof HTMLElement && item.dataset.photoId === wanted.id);
    if (at !== wanted.to) return;
    pending.current = null;
    const row = rows[at];
    const buttons = Array.from(row?.querySelectorAll('button') ?? []).filter((button) => !button.disabled);
    const byControl = (control: PhotoControl) => buttons.find((button) => button.dataset.control === control);
    const target = [wanted.control, ...NEXT_BEST[wanted.control]].map(byControl).find(Boolean) ?? buttons[0];
    target?.focus();
  });

  return {
    listRef,
    /** Call when a button moves the photo `id` to index `to`; drag and drop leaves the focus alone. */
    keepFocus: (id: string, control: PhotoControl, to: number) => {
      pending.current = { id, control, to };
    },
  };
}
