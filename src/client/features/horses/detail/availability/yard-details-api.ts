import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { YardDetails, YardDetailsInput } from '#contract/visits';
import { apiJson, getQueryFn } from '#client/lib/api';

const yardPath = (horseId: number) => `/api/horses/${horseId}/yard-details`;

/** GET /api/horses/{id}/yard-details: the owner's private notes (only asked for when open). */
export function useYardDetails(horseId: number, enabled: boolean) {
  return useQuery<YardDetails>({
    queryKey: [yardPath(horseId)],
    queryFn: getQueryFn<YardDetails>({ on401: 'throw', failureMessage: 'Failed to fetch the yard details' }),
    enabled,
  });
}

/** PUT /api/horses/{id}/yard-details. */
export function useSaveYardDetails(horseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: YardDetailsInput) => apiJson<YardDetails>('PUT', yardPath(horseId), input),
    onSuccess: (saved) => queryClient.setQueryData([yardPath(horseId)], saved),
  });
}
