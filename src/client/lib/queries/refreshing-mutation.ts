import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

/** A mutation after whose success the queries under `queryKey` are fetched again (the list it changed). */
export function useRefreshingMutation<Variables, Result>(
  queryKey: QueryKey,
  mutationFn: (variables: Variables) => Promise<Result>,
) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey }) });
}
