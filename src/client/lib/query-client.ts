import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './api';

/**
 * Spec public §7 client data defaults: no automatic retry, no refetch on window focus or interval, data
 * never becomes stale. Queries default to GET of the path in their key (see urlFromQueryKey).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
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
}

export const queryClient = createQueryClient();
