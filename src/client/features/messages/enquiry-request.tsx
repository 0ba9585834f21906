import { useQueryClient } from '@tanstack/react-query';
import { CalendarPlus, Check, X } from 'lucide-react';
import type { RequestStatus } from '#contract/options';
import {
  availableActions,
  requestCalendarPath,
  type RequestAction,
  type RequestView,
} from '#contract/requests';
import { Badge, type BadgeVariant } from '#client/components/ui/badge';
import { Button, buttonClasses } from '#client/components/ui/button';
import { toast } from '#client/components/ui/use-toast';
import { errorMessage } from '#client/lib/api';
import { useRequestAction } from '#client/lib/queries/requests';
import { cn } from '#client/lib/cn';
import { invalidateConversations, invalidateThread } from './api';

const STATUS: Record<RequestStatus, { label: string; variant: BadgeVariant }> = {
  pending: { label: 'Pending', variant: 'accent' },
  accepted: { label: 'Accepted', variant: 'success' },
  declined: { label: 'Declined', variant: 'muted' },
  cancelled: { label: 'Cancelled', variant: 'muted' },
};

const ACTIONS: Record<RequestAction, { label: string; done: string }> = {
  accept: { label: 'Accept', done: 'Visit accepted' },
  decline: { label: 'Decline', done: 'Request declined' },
  cancel: { label: 'Cancel request', done: 'Request cancelled' },
};

/**
 * Where an enquiry stands, for both sides: its state, Accept / Decline for the owner while pending,
 * Cancel for the requester, and "Add to calendar" (an .ics file) once the visit is accepted.
 */
export function EnquiryRequest({
  request,
  myId,
  otherId,
  outgoing,
}: {
  request: RequestView;
  myId: number;
  otherId: number;
  outgoing: boolean;
}) {
  const queryClient = useQueryClient();
  const act = useRequestAction(() =>
    Promise.all([invalidateThread(queryClient, myId, otherId), invalidateConversations(queryClient, myId)]),
  );
  const status = STATUS[request.status];
  const actions = availableActions(request, myId);
  const run = (action: RequestAction) =>
    act.mutate(
      { id: request.id, action },
      {
        onSuccess: () => toast({ title: ACTIONS[action].done }),
        onError: (err) =>
          toast({
            variant: 'destructive',
            title: 'Could not update the request',
            description: errorMessage(err),
          }),
      },
    );

  return (
    <div className="grid gap-2 pt-1">
      <p className="flex items-center gap-2">
        <span className="font-medium">Status</span>
        <Badge variant={status.variant}>{status.label}</Badge>
      </p>
      {actions.length > 0 || request.status === 'accepted' ? (
        <div className="flex flex-wrap gap-2">
          {actions.map((action) => (
            <Button
              key={action}
              size="sm"
              variant={action === 'accept' ? 'primary' : 'outline'}
              disabled={act.isPending}
              onClick={() => run(action)}
              className={cn(action === 'accept' && outgoing && 'bg-cream text-primary hover:bg-primary-soft')}
            >
              {action === 'accept' ? <Check aria-hidden="true" className="size-4" /> : null}
              {action === 'decline' ? <X aria-hidden="true" className="size-4" /> : null}
              {ACTIONS[action].label}
            </Button>
          ))}
          {request.status === 'accepted' ? (
            <a href={requestCalendarPath(request.id)} download className={buttonClasses('outline', 'sm')}>
              <CalendarPlus aria-hidden="true" className="size-4" />
              Add to calendar
            </a>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
