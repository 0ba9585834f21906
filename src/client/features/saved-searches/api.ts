import { useMutation } from '@tanstack/react-query';
import type { SavedSearch } from '#contract/saved';
import { apiJson } from '#client/lib/api';

/** POST /api/saved-searches/unsubscribe: a digest's signed link, no sign-in needed. */
export function useUnsubscribe() {
  return useMutation({
    mutationFn: (token: string) =>
      apiJson<{ search: Pick<SavedSearch, 'location' | 'radiusMiles'> }>(
        'POST',
        '/api/saved-searches/unsubscribe',
        {
          token,
        },
      ),
  });
}
