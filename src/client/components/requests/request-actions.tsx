import { CalendarPlus, Check, Undo2, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import {
  REQUEST_LIMITS,
  RequestAnswerSchema,
  availableActions,
  requestCalendarPath,
  type RequestAction,
  type RequestView,
} from '#contract/requests';
import type { RequestKind } from '#contract/shares';
import { useContractForm } from '#client/components/form';
import { Button, buttonClasses } from '#client/components/ui/button';
import { DialogForm } from '#client/components/ui/dialog-form';
import { FormField } from '#client/components/ui/form-field';
import { Textarea } from '#client/components/ui/textarea';
import { toast } from '#client/components/ui/use-toast';
import { errorMessage } from '#client/lib/api';
import { useRequestAction } from '#client/lib/queries/requests';
import { AcceptWithoutDialog } from './accept-without-dialog';

const ACTIONS: Record<RequestKind, Record<RequestAction, { label: string; done: string }>> = {
  visit: {
    accept: { label: 'Accept', done: 'Visit accepted' },
    decline: { label: 'Decline', done: 'Request declined' },
    cancel: { label: 'Cancel visit', done: 'Visit cancelled' },
  },
  // A share is cancelled only while it waits for an answer; once running it is ended instead.
  share: {
    accept: { label: 'Accept', done: 'Share accepted' },
    decline: { label: 'Decline', done: 'Request declined' },
    cancel: { label: 'Cancel request', done: 'Share request cancelled' },
  },
};

/** A pending share's days that the horse can no longer hold: accepting must leave them out. */
const takenDaysOf = (request: RequestView): string[] =>
  request.kind === 'share' && request.status === 'pending'
    ? request.days.filter((day) => day.taken && day.status === 'planned').map((day) => day.date)
    : [];

/** Decline and cancel ask why first (optional); the other member reads the answer. */
const ASKS_WHY: Record<RequestAction, boolean> = { accept: false, decline: true, cancel: true };

/**
 * Shows Undo while the reply said the change may still be undone, then hides it. Known in the same render
 * as the request's new state (not an effect later), so focus can move to it as the state arrives.
 */
function useUndoWindow(request: RequestView, myId: number): boolean {
  const mine = request.changedById === myId && request.undoMsLeft > 0;
  const change = `${request.id}:${request.status}:${request.undoMsLeft}`;
  const [expired, setExpired] = useState<string | null>(null);
  useEffect(() => {
    if (!mine) return;
    const timer = setTimeout(() => setExpired(change), request.undoMsLeft);
    return () => clearTimeout(timer);
  }, [mine, change, request.undoMsLeft]);
  return mine && expired !== change;
}

/**
 * After an answer the button pressed is gone (Accept and Decline give way to Undo, Undo to them): focus
 * moves to Undo, or else the first button now shown, unless the member has already moved it elsewhere.
 */
function useFocusAfterAnswer(request: RequestView, pending: boolean) {
  const box = useRef<HTMLDivElement>(null);
  // What the buttons were drawn for: focus moves once the answer's state is shown, not before.
  const shown = `${request.status}:${request.undoMsLeft > 0}`;
  const answeredFrom = useRef<string | null>(null);
  useEffect(() => {
    // The buttons stay disabled until the answer is through, and a disabled button takes no focus.
    if (pending || answeredFrom.current === null || answeredFrom.current === shown) return;
    answeredFrom.current = null;
    // A task later, after a closing dialog has handed focus back to its trigger (which may be gone).
    // Unmounted meanwhile, the box is null and nothing is focused.
    setTimeout(() => {
      const active = document.activeElement;
      if (active && active !== document.body && active.isConnected) return;
      const next =
        box.current?.querySelector<HTMLElement>('[data-undo]') ?? box.current?.querySelector('button');
      next?.focus();
    });
  }, [shown, pending]);
  return {
    box,
    /** Called as the answer is sent: the state it leaves is the one drawn now. */
    answering: () => {
      answeredFrom.current = shown;
    },
    /** The answer failed: nothing changes, and a later change (the other member's) moves no focus. */
    failed: () => {
      answeredFrom.current = null;
    },
  };
}

/**
 * What a member may do with a request now: Accept (a share some of whose days are taken: without them,
 * once the owner has read which), Decline (with a reason), Cancel visit (either side, with a reason), Undo
 * for a minute after their own answer, and "Add to calendar" once accepted, until it is over.
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
  const [acceptingWithout, setAcceptingWithout] = useState(false);
  const words = ACTIONS[request.kind];
  const takenDays = takenDaysOf(request);
  const why = useContractForm(RequestAnswerSchema, { defaultValues: { reason: '' } });
  const canUndo = useUndoWindow(request, myId);
  const focus = useFocusAfterAnswer(request, act.isPending);
  const actions = availableActions(request, myId);
  const run = (action: RequestAction | 'undo', reason?: string, withoutDays?: readonly string[]) => {
    focus.answering();
    act.mutate(
      { id: request.id, action, reason, withoutDays },
      {
        onSuccess: () => {
          setAsking(null);
          setAcceptingWithout(false);
          why.reset();
          toast({ title: action === 'undo' ? 'Change undone' : words[action].done });
        },
        onError: (err) => {
          focus.failed();
          why.showServerErrors(err);
          toast({
            variant: 'destructive',
            title: 'Could not update the request',
            description: errorMessage(err),
          });
        },
      },
    );
  };

  // Over, a visit or share has nothing left to add to a calendar.
  const addable = request.status === 'accepted' && !request.isOver;
  if (actions.length === 0 && !canUndo && !addable) return null;
  return (
    <div ref={focus.box} className="flex flex-wrap gap-2">
      {actions.map((action) => (
        <Button
          key={action}
          size="sm"
          variant={action === 'accept' ? 'primary' : 'outline'}
          disabled={act.isPending}
          onClick={() =>
            ASKS_WHY[action]
              ? setAsking(action)
              : action === 'accept' && takenDays.length > 0
                ? setAcceptingWithout(true)
                : run(action)
          }
        >
          {action === 'accept' ? <Check aria-hidden="true" className="size-4" /> : null}
          {action === 'decline' ? <X aria-hidden="true" className="size-4" /> : null}
          {words[action].label}
        </Button>
      ))}
      {canUndo ? (
        <Button data-undo="" size="sm" variant="outline" disabled={act.isPending} onClick={() => run('undo')}>
          <Undo2 aria-hidden="true" className="size-4" />
          Undo
        </Button>
      ) : null}
      {addable ? (
        <a href={requestCalendarPath(request.id)} download className={buttonClasses('outline', 'sm')}>
          <CalendarPlus aria-hidden="true" className="size-4" />
          Add to calendar
        </a>
      ) : null}
      <AcceptWithoutDialog
        open={acceptingWithout}
        takenDays={takenDays}
        pending={act.isPending}
        onAccept={() => run('accept', undefined, takenDays)}
        onClose={() => setAcceptingWithout(false)}
      />
      <DialogForm
        open={asking !== null}
        onClose={() => setAsking(null)}
        title={
          asking === 'decline'
            ? 'Decline this request?'
            : request.kind === 'share'
              ? 'Cancel this share request?'
              : 'Cancel this visit?'
        }
        description="You can say why. The other member will read it. You can undo for a minute afterwards."
        form={why}
        onValid={({ reason }) => asking && run(asking, reason ?? undefined)}
        pending={act.isPending}
        submitLabel={asking === 'decline' ? 'Decline request' : words.cancel.label}
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
