import { Pencil, Trash2 } from 'lucide-react';
import { useCallback } from 'react';
import { Link } from 'wouter';
import { paths } from '#client/lib/paths';
import { Button } from '#client/components/ui/button';
import { toast } from '#client/components/ui/use-toast';
import { errorMessage } from '#client/lib/api';
import { useDeleteHorse } from '#client/lib/queries/horses';
import { useTwoStepConfirm } from './use-two-step-confirm';

/** Edit and two-step delete on an owner's card (docs/product.md §P2, §P8). Sits above the card's link. */
export function HorseCardOwnerControls({ horseId, horseName }: { horseId: number; horseName: string }) {
  const deleteHorse = useDeleteHorse();
  const remove = useCallback(() => {
    deleteHorse.mutate(horseId, {
      onSuccess: () =>
        toast({ title: 'Horse deleted', description: 'Your horse has been removed successfully.' }),
      onError: (err) =>
        toast({ title: 'Delete failed', description: errorMessage(err), variant: 'destructive' }),
    });
  }, [deleteHorse, horseId]);
  const { armed, trigger } = useTwoStepConfirm(remove);

  return (
    <div className="relative z-10 flex flex-wrap gap-2 border-t border-line p-4">
      <Button asChild variant="outline" size="sm">
        <Link href={paths.editHorse(horseId)} aria-label={`Edit ${horseName}`}>
          <Pencil aria-hidden="true" className="size-4" />
          Edit
        </Link>
      </Button>
      <Button
        variant={armed ? 'destructive' : 'outline'}
        size="sm"
        onClick={trigger}
        disabled={deleteHorse.isPending}
        aria-label={armed ? `Click again to confirm deleting ${horseName}` : `Delete ${horseName}`}
      >
        <Trash2 aria-hidden="true" className="size-4" />
        {deleteHorse.isPending ? 'Deleting...' : armed ? 'Click again to confirm' : 'Delete'}
      </Button>
      <span role="status" className="sr-only">
        {armed ? 'Click again to confirm' : ''}
      </span>
    </div>
  );
}
