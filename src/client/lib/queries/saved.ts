import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Horse } from '#contract/horses';
import type { SavedSearch, SavedSearchCreateInput } from '#contract/saved';
import { apiJson, apiRequest } from '#client/lib/api';
import { useCurrentUser } from '#client/lib/auth';
import { useRefreshingMutation } from './refreshing-mutation';

/**
 * Saved horses and saved searches (issue 18), shown by cards, horse pages, browse, My Profile and the
 * saved-searches page. Keys are the API paths (see urlFromQueryKey).
 */
export const SAVED_HORSES_PATH = '/api/saved-horses';
export const SAVED_SEARCHES_PATH = '/api/saved-searches';

export const savedKeys = {
  horses: [SAVED_HORSES_PATH] as const,
  searches: [SAVED_SEARCHES_PATH] as const,
};

/** GET /api/saved-horses for a signed-in member (nothing is fetched for visitors). */
export function useSavedHorses() {
  const { data: user } = useCurrentUser();
  return useQuery<Horse[]>({ queryKey: savedKeys.horses, enabled: !!user });
}

/** Whether the signed-in member has saved this horse (false while unknown). */
export function useIsHorseSaved(horseId: number): boolean {
  const { data } = useSavedHorses();
  return !!data?.some((horse) => horse.id === horseId);
}

/**
 * PUT or DELETE /api/saved-horses/{id}. Optimistic: the heart changes at once and changes back if the
 * server refuses; the list is fetched again afterwards either way.
 */
export function useToggleSavedHorse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ horse, save }: { horse: Horse; save: boolean }) => {
      await apiRequest(save ? 'PUT' : 'DELETE', `${SAVED_HORSES_PATH}/${horse.id}`);
    },
    onMutate: async ({ horse, save }) => {
      await queryClient.cancelQueries({ queryKey: savedKeys.horses });
      const before = queryClient.getQueryData<Horse[]>(savedKeys.horses);
      const others = (before ?? []).filter((saved) => saved.id !== horse.id);
      queryClient.setQueryData<Horse[]>(savedKeys.horses, save ? [horse, ...others] : others);
      return { before };
    },
    onError: (_error, _vars, context) => {
      queryClient.setQueryData(savedKeys.horses, context?.before);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedKeys.horses }),
  });
}

/** PUT /api/saved-horses/{id} by id alone (the save a visitor asked for before signing in). */
export function useSaveHorseById() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (horseId: number) => {
      await apiRequest('PUT', `${SAVED_HORSES_PATH}/${horseId}`);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedKeys.horses }),
  });
}

/** GET /api/saved-searches. */
export function useSavedSearches() {
  const { data: user } = useCurrentUser();
  return useQuery<SavedSearch[]>({ queryKey: savedKeys.searches, enabled: !!user });
}

/** POST /api/saved-searches. */
export function useSaveSearch() {
  return useRefreshingMutation(savedKeys.searches, (input: SavedSearchCreateInput) =>
    apiJson<SavedSearch>('POST', SAVED_SEARCHES_PATH, input),
  );
}

/** DELETE /api/saved-searches/{id}. */
export function useDeleteSavedSearch() {
  return useRefreshingMutation(savedKeys.searches, async (id: number) => {
    await apiRequest('DELETE', `${SAVED_SEARCHES_PATH}/${id}`);
  });
}
