import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { invalidateRequests, REQUESTS_PATH, requestKeys } from './request-keys';
import type { RequestAction, RequestInbox, RequestView } from '#contract/requests';
import { requestInboxCursor } from '#contract/rules/request-inbox';
import { apiJson, apiRequest, getQueryFn, urlFromQueryKey } from '#client/lib/api';

export { invalidateRequests, REQUESTS_PATH, requestKeys } from './request-keys';

/** The requests inbox reads this many at a time ("Show more" reads the next). */
export const INBOX_PAGE_SIZE = 50;

/**
 * GET /api/requests/{id}: one request, read by either party (an enquiry's card in Messages), however
 * old; not asked for without an id.
 */
export function useRequest(id: number | null) {
  return useQuery<RequestView>({
    queryKey: requestKeys.detail(id ?? 0),
    queryFn: getQueryFn<RequestView>({ on401: 'throw', failureMessage: 'Failed to fetch request' }),
    enabled: id !== null,
  });
}

/** The newest few of a member's requests, and how many they have in all (the server's count, if sent). */
export interface LatestRequests {
  requests: RequestView[];
  total: number | null;
}

/**
 * GET /api/requests?userId={me}&limit={n}: the newest `limit` of the requests I sent and those about my
 * horses, with X-Total-Count, the count of all of them, so a count shown is never the page's length.
 */
export function useLatestRequests(userId: number | undefined, limit: number) {
  return useQuery<LatestRequests>({
    queryKey: requestKeys.latest(userId ?? 0, limit),
    enabled: userId !== undefined,
    queryFn: async ({ queryKey }) => {
      try {
        const res = await apiRequest('GET', urlFromQueryKey(queryKey));
        const requests = (await res.json()) as RequestView[];
        const total = Number(res.headers.get('X-Total-Count') ?? Number.NaN);
        return { requests, total: Number.isInteger(total) ? total : null };
      } catch (err) {
        throw new Error('Failed to fetch requests', { cause: err });
      }
    },
  });
}

/** One page of the inbox, whether more follow it, and the total the server counted (X-Total-Count). */
export interface InboxPage {
  requests: RequestView[];
  more: boolean;
  total: number;
}

/**
 * One page after the row `after` (from the start when it is empty). It asks for one row more than a page and
 * shows a page: that row only says whether more follow, which a total cannot once rows move or go.
 */
async function fetchInboxPage(userId: number, inbox: RequestInbox, after: string): Promise<InboxPage> {
  try {
    const page = { limit: INBOX_PAGE_SIZE + 1, after };
    const res = await apiRequest('GET', urlFromQueryKey([...requestKeys.inbox(userId, inbox), page]));
    const rows = (await res.json()) as RequestView[];
    const total = Number(res.headers.get('X-Total-Count'));
    const requests = rows.slice(0, INBOX_PAGE_SIZE);
    const more = rows.length > INBOX_PAGE_SIZE;
    return { requests, more, total: Number.isInteger(total) ? total : rows.length };
  } catch (err) {
    throw new Error('Failed to fetch requests', { cause: err });
  }
}

/**
 * GET /api/requests?userId={me}&inbox=owner|requester, a page at a time: one side of the member's requests,
 * pending first, so every request waiting for an answer comes before any other (decision 0042). "Show
 * more" asks for the rows after the last one shown (its cursor), so a request answered or removed between
 * pages makes none skipped; one that moved down may show twice, which the page shows once.
 */
export function useRequestsInbox(userId: number | undefined, inbox: RequestInbox) {
  return useInfiniteQuery({
    queryKey: requestKeys.inbox(userId ?? 0, inbox),
    enabled: userId !== undefined,
    queryFn: ({ pageParam }) => fetchInboxPage(userId ?? 0, inbox, pageParam),
    initialPageParam: '',
    getNextPageParam: (last) => {
      const lastShown = last.requests.at(-1);
      return last.more && lastShown ? requestInboxCursor(lastShown) : undefined;
    },
  });
}

/** After an answer: the requests, and the horses' calendars (they mark taken and shared days). */
function refreshRequestsAndCalendars(queryClient: QueryClient) {
  return Promise.all([
    invalidateRequests(queryClient),
    queryClient.invalidateQueries({ queryKey: [SLOTS_PATH] }),
  ]);
}

/**
 * After a running share changes (a day skipped, the share ended, new days agreed): the requests, the
 * calendars, and the messages, since the server posts a line into the pair's thread (by path prefix:
 * this file imports no feature).
 */
export function refreshAfterShareChange(queryClient: QueryClient) {
  return Promise.all([
    refreshRequestsAndCalendars(queryClient),
    queryClient.invalidateQueries({ queryKey: [MESSAGES_PATH] }),
  ]);
}

/** What accept, decline, cancel and undo send (each may send nothing). */
export interface RequestActionInput {
  id: number;
  action: RequestAction | 'undo';
  /** Why (decline and cancel). */
  reason?: string;
  /** Accepting a share: the days its horse can no longer hold, left out. */
  withoutDays?: readonly string[];
}

/**
 * POST /api/requests/{id}/accept | decline | cancel (with an optional reason, or the days an accepted
 * share leaves out), or /undo. The server also posts a message into the pair's thread, so the caller
 * refreshes that thread (`onChanged`) as well as the requests; a horse's calendar shows taken days, so its
 * slots are refreshed too.
 */
export function useRequestAction(onChanged: () => Promise<unknown> = async () => undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, reason, withoutDays }: RequestActionInput) => {
      const body = {
        ...(reason?.trim() ? { reason: reason.trim() } : {}),
        ...(withoutDays?.length ? { withoutDays } : {}),
      };
      return apiJson<RequestView>(
        'POST',
        `${REQUESTS_PATH}/${id}/${action}`,
        Object.keys(body).length > 0 ? body : undefined,
      );
    },
    onSuccess: () => Promise.all([refreshRequestsAndCalendars(queryClient), onChanged()]),
  });
}

/** The availability path (its calendar marks taken days); named here so this file imports no feature. */
const SLOTS_PATH = '/api/availability-slots';
/** The messages path (threads and conversations), likewise. */
const MESSAGES_PATH = '/api/messages';
