import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { HORSE_LIMITS, type Horse } from '#contract/horses';
import { apiRequest } from '#client/lib/api';

/**
 * The horses resource, shown by several features (browse, horse pages, landing, profiles, My Profile).
 * Every key starts with the path, so one invalidation refreshes lists and pages alike; keys are URLs for
 * the default query function (see urlFromQueryKey).
 */
export const HORSES_PATH = '/api/horses';

export const horseKeys = {
  all: [HORSES_PATH] as const,
  /** A plain list (the landing page's few horses). */
  list: (query: { limit: number }) => [HORSES_PATH, query] as const,
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

/** GET /api/horses?limit=N: the first few horses listed. */
export function useHorseList(limit: number) {
  return useQuery<Horse[]>({ queryKey: horseKeys.list({ limit }) });
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
