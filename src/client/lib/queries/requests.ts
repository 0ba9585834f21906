import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { RequestAction, RequestView } from '#contract/requests';
import { apiJson, getQueryFn } from '#client/lib/api';

/**
 * The visit requests resource: an enquiry opens one, the owner accepts or declines it, the requester may
 * cancel it. Messages shows its state; the messages stream refreshes it when a message arrives.
 */
export const REQUESTS_PATH = '/api/requests';

/** One page is plenty: the list is the member's own requests, newest first. */
const MY_REQUESTS_LIMIT = 200;

export const requestKeys = {
  all: [REQUESTS_PATH] as const,
  mine: (userId: number) => [REQUESTS_PATH, { userId, limit: MY_REQUESTS_LIMIT }] as const,
};

export function invalidateRequests(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: requestKeys.all });
}

/** GET /api/requests?userId={me}: the requests I sent and those about my horses. */
export function useMyRequests(userId: number | undefined) {
  return useQuery<RequestView[]>({
    queryKey: requestKeys.mine(userId ?? 0),
    queryFn: getQueryFn<RequestView[]>({ on401: 'throw', failureMessage: 'Failed to fetch requests' }),
    enabled: userId !== undefined,
  });
}

/**
 * POST /api/requests/{id}/accept | decline | cancel (with an optional reason), or /undo. The server also
 * posts a message into the pair's thread, so the caller refreshes that thread (`onChanged`) as well as
 * the requests; a horse's calendar shows taken days, so its slots are refreshed too.
 */
export function useRequestAction(onChanged: () => Promise<unknown> = async () => undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, reason }: { id: number; action: RequestAction | 'undo'; reason?: string }) =>
      apiJson<RequestView>(
        'POST',
        `${REQUESTS_PATH}/${id}/${action}`,
        reason?.trim() ? { reason: reason.trim() } : undefined,
      ),
    onSuccess: () =>
      Promise.all([
        invalidateRequests(queryClient),
        queryClient.invalidateQueries({ queryKey: [SLOTS_PATH] }),
        onChanged(),
      ]),
  });
}

/** The availability path (its calendar marks taken days); named here so this file imports no feature. */
const SLOTS_PATH = '/api/availability-slots';
