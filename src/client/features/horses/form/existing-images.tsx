import { Trash2 } from 'lucide-react';
import { IMAGE_REJECTION_REASON_LABELS } from '#contract/admin';
import type { Horse } from '#contract/horses';
import type { ImageApprovalStatus } from '#contract/options';
import { Badge, type BadgeVariant } from '#client/components/ui/badge';
import { toast } from '#client/components/ui/use-toast';
import { errorMessage } from '#client/lib/api';
import { useDeleteHorseImage, useReorderHorseImages } from '../api';
import { PhotoOrderButtons } from './photo-order-buttons';
import { useMovedPhotoFocus } from './use-moved-photo-focus';
import { moveItem } from './use-photo-picker';

const STATE: Record<ImageApprovalStatus, { label: string; variant: BadgeVariant }> = {
  pending: { label: 'Pending review', variant: 'accent' },
  approved: { label: 'Approved', variant: 'success' },
  rejected: { label: 'Rejected', variant: 'muted' },
};

/**
 * The horse's current photos in every state, each with its state, a delete button, and buttons that move
 * it (saved at once); the first approved photo is the public cover.
 */
export function ExistingImages({ horse }: { horse: Horse }) {
  const deleteImage = useDeleteHorseImage(horse.id);
  const reorder = useReorderHorseImages(horse.id);
  const busy = deleteImage.isPending || reorder.isPending;
  // The buttons are disabled while a move is saved, which drops the focus: it comes back to the moved photo.
  const { listRef, keepFocus } = useMovedPhotoFocus({ waitWhile: busy });
  const move = (index: number, to: number) => {
    const order = moveItem(
      horse.images.map((url) => ({ id: url })),
      horse.images[index] ?? '',
      to,
    ).map((item) => item.id);
    reorder.mutate(order, {
      onSuccess: () =>
        toast({
          title: 'Photo order saved',
          description: to === 0 ? 'This photo is now first.' : 'Your photos are in the new order.',
        }),
      onError: (err) =>
        toast({ title: 'Update failed', description: errorMessage(err), variant: 'destructive' }),
    });
  };
  const remove = (index: number) =>
    deleteImage.mutate(index, {
      onSuccess: () =>
        toast({ title: 'Image deleted', description: 'Horse image has been removed successfully.' }),
      onError: (err) =>
        toast({ title: 'Delete failed', description: errorMessage(err), variant: 'destructive' }),
    });

  if (horse.images.length === 0) return <p className="text-muted">No photos yet.</p>;
  return (
    <>
      {horse.images.length > 1 ? (
        <p className="text-sm text-muted">
          The first approved photo is the cover. Use the arrow buttons to change the order; it is saved at
          once.
        </p>
      ) : null}
      <ol ref={listRef} className="grid grid-cols-2 gap-4 sm:grid-cols-3" aria-label="Current photos">
        {horse.images.map((url, index) => {
          const state = STATE[horse.imageApprovalStatus[index] ?? 'pending'];
          const reason = horse.imageRejectionReasons?.[index];
          return (
            <li key={url} data-photo-id={url} className="grid gap-2">
              <div className="aspect-[4/3] overflow-hidden rounded-xl border border-line bg-primary-soft">
                <img
                  src={horse.thumbnails[index] ?? url}
                  alt={`Photo ${index + 1} of ${horse.name}`}
                  className="size-full object-cover"
                />
              </div>
              <div className="flex flex-wrap items-center justify-between gap-2">
                <Badge variant={state.variant}>{state.label}</Badge>
                <button
                  type="button"
                  onClick={() => remove(index)}
                  disabled={busy}
                  aria-label={`Delete photo ${index + 1}`}
                  className="inline-flex min-h-11 items-center gap-1 rounded-lg px-2 text-sm font-semibold text-danger hover:bg-danger-soft disabled:opacity-60"
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                  Delete
                </button>
              </div>
              {horse.images.length > 1 ? (
                <div className="flex flex-wrap gap-2">
                  <PhotoOrderButtons
                    index={index}
                    count={horse.images.length}
                    disabled={busy}
                    onMove={(to, control) => {
                      keepFocus(url, control, to);
                      move(index, to);
                    }}
                    withFirst
                  />
                </div>
              ) : null}
              {reason ? (
                <p className="text-sm text-muted">
                  <span className="sr-only">Photo {index + 1} was rejected: </span>
                  {IMAGE_REJECTION_REASON_LABELS[reason]}
                </p>
              ) : null}
            </li>
          );
        })}
      </ol>
    </>
  );
}
