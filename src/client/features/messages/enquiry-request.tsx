import { useQueryClient } from '@tanstack/react-query';
import type { RequestView } from '#contract/requests';
import { RequestActions } from '#client/components/requests/request-actions';
import { RequestStatusBadge } from '#client/components/requests/request-status';
import { YardDetailsView } from '#client/components/requests/yard-details-view';
import { invalidateConversations, invalidateThread } from './api';

/**
 * Where an enquiry stands, for both sides: its state (and the reason of a decline or cancellation), and
 * the actions the member may take now (components/requests/request-actions.tsx).
 */
export function EnquiryRequest({
  request,
  myId,
  otherId,
}: {
  request: RequestView;
  myId: number;
  otherId: number;
  outgoing: boolean;
}) {
  const queryClient = useQueryClient();
  return (
    <div className="grid gap-2 pt-1">
      <p className="flex items-center gap-2">
        <span className="font-medium">Status</span>
        <RequestStatusBadge request={request} />
      </p>
      {request.reason ? <p className="text-sm">Reason: {request.reason}</p> : null}
      {request.yardDetails ? (
        <YardDetailsView details={request.yardDetails} horseName={request.horse.name} />
      ) : null}
      <RequestActions
        request={request}
        myId={myId}
        onChanged={() =>
          Promise.all([
            invalidateThread(queryClient, myId, otherId),
            invalidateConversations(queryClient, myId),
          ])
        }
      />
    </div>
  );
}
