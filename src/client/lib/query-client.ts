import { MutationCache, QueryClient } from '@tanstack/react-query';
import { ApiError, getQueryFn } from './api';
import { CURRENT_USER_KEY } from './auth';

/**
 * docs/product.md §P7 client data defaults: no automatic retry, no refetch on window focus or interval, data
 * never becomes stale. Queries default to GET of the path in their key (see urlFromQueryKey).
 */
export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    // An action refused with 401 means the session has ended (expired, or signed out elsewhere): forget
    // the cached user so the navbar and guarded pages show the signed-out state at once.
    mutationCache: new MutationCache({
      onError: (error) => {
        if (error instanceof ApiError && error.status === 401) client.setQueryData(CURRENT_USER_KEY, null);
      },
    }),
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Infinity,
      },
      mutations: {
        retry: false,
      },
    },
  });
  return client;
}

export const queryClient = createQueryClient();
