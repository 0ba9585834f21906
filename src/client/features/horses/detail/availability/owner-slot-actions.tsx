import { Pencil, Trash2 } from 'lucide-react';
import type { AvailabilitySlot } from '#contract/availability';
import { useTwoStepConfirm } from '#client/components/horse/use-two-step-confirm';
import { Button } from '#client/components/ui/button';
import { dayLabel, type IsoDate } from './calendar-dates';

/** Edit and a two-step Delete (press again within 3 s to confirm, docs/product.md §P9) beside a slot. */
export function OwnerSlotActions({
  slot,
  day,
  deleting,
  onEdit,
  onDelete,
}: {
  slot: AvailabilitySlot;
  day: IsoDate;
  deleting: boolean;
  onEdit: (slot: AvailabilitySlot) => void;
  onDelete: (slot: AvailabilitySlot) => void;
}) {
  const { armed, trigger } = useTwoStepConfirm(() => onDelete(slot));
  const where = `${slot.title} on ${dayLabel(day)}`;
  return (
    <>
      <Button size="sm" variant="outline" aria-label={`Edit ${where}`} onClick={() => onEdit(slot)}>
        <Pencil aria-hidden="true" className="size-4" />
        Edit
      </Button>
      <Button
        size="sm"
        variant={armed ? 'destructive' : 'outline'}
        aria-label={armed ? `Confirm delete ${where}` : `Delete ${where}`}
        disabled={deleting}
        onClick={trigger}
      >
        <Trash2 aria-hidden="true" className="size-4" />
        {armed ? 'Confirm delete' : 'Delete'}
      </Button>
    </>
  );
}
