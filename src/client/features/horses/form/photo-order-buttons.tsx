import { ArrowLeft, ArrowRight, Star, type LucideIcon } from 'lucide-react';
import { cn } from '#client/lib/cn';
import type { PhotoControl } from './use-moved-photo-focus';

/** A 44 px square button with an icon, as beside each photo; add the colours. */
export const ICON_BUTTON = cn(
  'inline-flex size-11 shrink-0 items-center justify-center rounded-lg border border-line bg-cream',
  'disabled:cursor-not-allowed disabled:opacity-40',
);
const MOVE_BUTTON = cn(ICON_BUTTON, 'text-primary hover:bg-primary-soft');

/**
 * The buttons that move the photo at `index` of `count` (the keyboard's and a touch screen's way to
 * reorder): optionally to the front, then one place earlier and one later.
 */
export function PhotoOrderButtons({
  index,
  count,
  disabled,
  onMove,
  withFirst = false,
}: {
  index: number;
  count: number;
  disabled: boolean;
  /** `control`: which button moved it (see useMovedPhotoFocus). */
  onMove: (to: number, control: PhotoControl) => void;
  withFirst?: boolean;
}) {
  const number = index + 1;
  const moves: { key: PhotoControl; label: string; to: number; Icon: LucideIcon }[] = [
    ...(withFirst ? [{ key: 'first' as const, label: `Make photo ${number} first`, to: 0, Icon: Star }] : []),
    { key: 'earlier', label: `Move photo ${number} earlier`, to: index - 1, Icon: ArrowLeft },
    { key: 'later', label: `Move photo ${number} later`, to: index + 1, Icon: ArrowRight },
  ];
  // Keyed by direction; data-control tells useMovedPhotoFocus which button to give the focus back to.
  return moves.map(({ key, label, to, Icon }) => (
    <button
      key={key}
      type="button"
      className={MOVE_BUTTON}
      disabled={disabled || to < 0 || to >= count || to === index}
      onClick={() => onMove(to, key)}
      data-control={key}
      aria-label={label}
    >
      <Icon aria-hidden="true" className="size-4" />
    </button>
  ));
}
