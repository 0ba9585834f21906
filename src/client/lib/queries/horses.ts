import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Horse } from '#contract/horses';
import { HORSE_LIMITS } from '#contract/horse-limits';
import { apiJson, apiRequest } from '#client/lib/api';

/**
 * The horses resource, shown by several features (browse, horse pages, landing, profiles, My Profile).
 * Every key starts with the path, so one invalidation refreshes lists and pages alike; keys are URLs for
 * the default query function (see urlFromQueryKey).
 */
export const HORSES_PATH = '/api/horses';

export const horseKeys = {
  all: [HORSES_PATH] as const,
  /** The landing page's few horses (GET /api/horses/featured; the viewer is the session's). */
  featured: () => [HORSES_PATH, 'featured'] as const,
  /** An owner's horses: one key for My Profile and the public profile, so an edit refreshes both. */
  byOwner: (ownerId: number) => [HORSES_PATH, { ownerId, limit: HORSE_LIMITS.maxPageSize }] as const,
  /** Browse results, a page at a time. */
  search: (search: object) => [HORSES_PATH, search, 'pages'] as const,
  detail: (id: number) => [HORSES_PATH, id] as const,
  /**
   * The edit page keeps its own copy, fetched afresh on every visit and dropped on leaving: a copy cached
   * while signed out would be the public view, without the photos still under review.
   */
  edit: (id: number) => [HORSES_PATH, id, 'edit'] as const,
};

/**
 * GET /api/horses/featured: "Meet our horses", a few horses from as many owners as possible, nearest the
 * signed-in member first (decision 0037). Signing in or out drops it with the rest of the cache (auth.ts).
 */
export function useFeaturedHorses() {
  return useQuery<Horse[]>({ queryKey: horseKeys.featured() });
}

/** GET /api/horses?ownerId={id}: an owner's horses (every image with its state when the owner asks). */
export function useOwnerHorses(ownerId: number | undefined) {
  return useQuery<Horse[]>({
    queryKey: horseKeys.byOwner(ownerId ?? 0),
    enabled: ownerId !== undefined,
  });
}

export function useDeleteHorse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await apiRequest('DELETE', `${HORSES_PATH}/${id}`);
    },
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: horseKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: horseKeys.all });
    },
  });
}

/** Refreshes every horses query but the one named (whose data the caller has just set). */
export function invalidateHorsesExcept(queryClient: QueryClient, keep: readonly unknown[]) {
  return queryClient.invalidateQueries({
    queryKey: horseKeys.all,
    predicate: (query) => JSON.stringify(query.queryKey) !== JSON.stringify(keep),
  });
}

/**
 * A horse's name, for a page that only mentions it (the log-in page: "Log in to save Biscuit"): the same
 * key as the horse's own page, so a horse just seen costs no request. Null while loading or when missing.
 */
export function useHorseName(id: number | null): string | null {
  const query = useQuery<Horse>({
    queryKey: horseKeys.detail(id ?? 0),
    enabled: id !== null,
    retry: false,
    queryFn: () => apiJson<Horse>('GET', `${HORSES_PATH}/${id}`),
  });
  return query.data?.name ?? null;
}
