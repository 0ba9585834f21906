import { shortDay } from '#contract/rules/visit-words';
import { Button } from '#client/components/ui/button';
import { Dialog } from '#client/components/ui/dialog';

/** "Accept without Tue 9 Dec", or "Accept without these 3 days": the button says what it leaves out. */
export function acceptWithoutLabel(days: readonly string[]): string {
  return days.length === 1
    ? `Accept without ${shortDay(days[0]!)}`
    : `Accept without these ${days.length} days`;
}

/**
 * Before an owner accepts a share some of whose days the horse can no longer hold: the days are named, and
 * accepting leaves them out (the server refuses an accept that does not name them, so nothing is
 * half-booked). Declining stays the other way.
 */
export function AcceptWithoutDialog({
  open,
  takenDays,
  pending,
  onAccept,
  onClose,
}: {
  open: boolean;
  takenDays: readonly string[];
  pending: boolean;
  onAccept: () => void;
  onClose: () => void;
}) {
  const named = takenDays.map(shortDay).join(', ');
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? undefined : onClose())}
      title="Some days are already taken"
      description={`${named} ${takenDays.length === 1 ? 'is' : 'are'} already taken by another visit or share. Accept the other days, or decline the request.`}
    >
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button className="whitespace-normal" disabled={pending} onClick={onAccept}>
          {pending ? 'Saving...' : acceptWithoutLabel(takenDays)}
        </Button>
      </div>
    </Dialog>
  );
}
