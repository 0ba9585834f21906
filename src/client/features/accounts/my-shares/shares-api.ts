import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RequestInbox, RequestView } from '#contract/requests';
import type { ShareChangeInput, ShareDayInput, ShareEndInput, ShareSkipInput } from '#contract/shares';
import { apiJson, getQueryFn } from '#client/lib/api';
import { REQUESTS_PATH, refreshAfterShareChange } from '#client/lib/queries/requests';

/** More shares than anyone runs at once; pending ones come first in the inbox's order, then running ones. */
const SHARES_READ = 50;

/**
 * GET /api/requests?userId={me}&inbox=owner|requester&kind=share: the member's shares (an owner's of their
 * horses, a sharer's own). Under the requests' key, so every answer and the messages stream refresh it.
 */
export function useMyShares(userId: number, inbox: RequestInbox) {
  return useQuery<RequestView[]>({
    queryKey: [REQUESTS_PATH, { userId, inbox, kind: 'share', limit: SHARES_READ }],
    queryFn: getQueryFn<RequestView[]>({ on401: 'throw', failureMessage: 'Failed to fetch your shares' }),
  });
}

/** One call on a running share (contract/shares.ts) and what it sends. */
export type ShareCall =
  | { path: 'skip'; body: ShareSkipInput }
  | { path: 'missed'; body: ShareDayInput }
  | { path: 'end'; body: ShareEndInput }
  | { path: 'continue'; body: { carryOn: boolean } }
  | { path: 'change'; body: ShareChangeInput }
  | { path: 'change/accept' | 'change/decline' };

/**
 * POST /api/requests/{id}/skip | missed | end | continue | change | change/accept | change/decline. The reply is the
 * share as it now stands; the requests, the calendars and the thread (the server posts a line there) are
 * read again.
 */
export function useShareCall(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (call: ShareCall) =>
      apiJson<RequestView>(
        'POST',
        `${REQUESTS_PATH}/${id}/${call.path}`,
        'body' in call ? call.body : undefined,
      ),
    onSuccess: () => refreshAfterShareChange(queryClient),
  });
}
