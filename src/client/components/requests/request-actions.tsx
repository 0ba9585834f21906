import { CalendarPlus, Check, Undo2, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import {
  REQUEST_LIMITS,
  RequestAnswerSchema,
  availableActions,
  requestCalendarPath,
  type RequestAction,
  type RequestView,
} from '#contract/requests';
import { useContractForm } from '#client/components/form';
import { Button, buttonClasses } from '#client/components/ui/button';
import { DialogForm } from '#client/components/ui/dialog-form';
import { FormField } from '#client/components/ui/form-field';
import { Textarea } from '#client/components/ui/textarea';
import { toast } from '#client/components/ui/use-toast';
import { errorMessage } from '#client/lib/api';
import { useRequestAction } from '#client/lib/queries/requests';

const ACTIONS: Record<RequestAction, { label: string; done: string }> = {
  accept: { label: 'Accept', done: 'Visit accepted' },
  decline: { label: 'Decline', done: 'Request declined' },
  cancel: { label: 'Cancel visit', done: 'Visit cancelled' },
};

/** Decline and cancel ask why first (optional); the other member reads the answer. */
const ASKS_WHY: Record<RequestAction, boolean> = { accept: false, decline: true, cancel: true };

/** Shows Undo while the reply said the change may still be undone, then hides it. */
function useUndoWindow(request: RequestView, myId: number): boolean {
  const mine = request.changedById === myId && request.undoMsLeft > 0;
  const [open, setOpen] = useState(mine);
  useEffect(() => {
    setOpen(mine);
    if (!mine) return;
    const timer = setTimeout(() => setOpen(false), request.undoMsLeft);
    return () => clearTimeout(timer);
  }, [mine, request.undoMsLeft, request.status]);
  return open;
}

/**
 * What a member may do with a request now: Accept, Decline (with a reason), Cancel visit (either side,
 * with a reason), Undo for a minute after their own answer, and "Add to calendar" once accepted.
 * `onChanged` refreshes whatever else shows the request (a thread).
 */
export function RequestActions({
  request,
  myId,
  onChanged,
}: {
  request: RequestView;
  myId: number;
  onChanged?: () => Promise<unknown>;
}) {
  const act = useRequestAction(onChanged);
  const [asking, setAsking] = useState<RequestAction | null>(null);
  const why = useContractForm(RequestAnswerSchema, { defaultValues: { reason: '' } });
  const canUndo = useUndoWindow(request, myId);
  const actions = availableActions(request, myId);
  const run = (action: RequestAction | 'undo', reason?: string) =>
    act.mutate(
      { id: request.id, action, reason },
      {
        onSuccess: () => {
          setAsking(null);
          why.reset();
          toast({ title: action === 'undo' ? 'Change undone' : ACTIONS[action].done });
        },
        onError: (err) => {
          why.showServerErrors(err);
          toast({
            variant: 'destructive',
            title: 'Could not update the request',
            description: errorMessage(err),
          });
        },
      },
    );

  if (actions.length === 0 && !canUndo && request.status !== 'accepted') return null;
  return (
    <div className="flex flex-wrap gap-2">
      {actions.map((action) => (
        <Button
          key={action}
          size="sm"
          variant={action === 'accept' ? 'primary' : 'outline'}
          disabled={act.isPending}
          onClick={() => (ASKS_WHY[action] ? setAsking(action) : run(action))}
        >
          {action === 'accept' ? <Check aria-hidden="true" className="size-4" /> : null}
          {action === 'decline' ? <X aria-hidden="true" className="size-4" /> : null}
          {ACTIONS[action].label}
        </Button>
      ))}
      {canUndo ? (
        <Button size="sm" variant="outline" disabled={act.isPending} onClick={() => run('undo')}>
          <Undo2 aria-hidden="true" className="size-4" />
          Undo
        </Button>
      ) : null}
      {request.status === 'accepted' ? (
        <a href={requestCalendarPath(request.id)} download className={buttonClasses('outline', 'sm')}>
          <CalendarPlus aria-hidden="true" className="size-4" />
          Add to calendar
        </a>
      ) : null}
      <DialogForm
        open={asking !== null}
        onOpenChange={(open) => (open ? undefined : setAsking(null))}
        title={asking === 'decline' ? 'Decline this request?' : 'Cancel this visit?'}
        description="You can say why. The other member will read it. You can undo for a minute afterwards."
        form={why}
        onValid={({ reason }) => asking && run(asking, reason ?? undefined)}
        pending={act.isPending}
        submitLabel={asking === 'decline' ? 'Decline request' : 'Cancel visit'}
        pendingLabel="Saving..."
        submitVariant="destructive"
      >
        <FormField label="Reason (optional)" error={why.formState.errors.reason?.message}>
          <Textarea maxLength={REQUEST_LIMITS.reasonMax} {...why.register('reason')} />
        </FormField>
      </DialogForm>
    </div>
  );
}
