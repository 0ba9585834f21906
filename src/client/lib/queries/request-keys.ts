import type { QueryClient } from '@tanstack/react-query';
import type { RequestInbox } from '#contract/requests';

// Apart from the queries (requests.ts): the live message stream, loaded on every page, only refreshes
// them, and the landing page's JavaScript budget has no room for the rest.

/**
 * The visit requests resource: an enquiry opens one, the owner accepts or declines it, the requester may
 * cancel it. Messages shows its state; the messages stream refreshes it when a message arrives.
 */
export const REQUESTS_PATH = '/api/requests';

export const requestKeys = {
  all: [REQUESTS_PATH] as const,
  /** GET /api/requests/{id}: under `all`, so every answer and the messages stream refresh it. */
  detail: (id: number) => [REQUESTS_PATH, id] as const,
  latest: (userId: number, limit: number) => [REQUESTS_PATH, { userId, limit }] as const,
  inbox: (userId: number, inbox: RequestInbox) => [REQUESTS_PATH, { userId, inbox }] as const,
};

export function invalidateRequests(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: requestKeys.all });
}
