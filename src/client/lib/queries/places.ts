import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { NearestDistrict, NearestDistrictBody, PlaceSuggestions } from '#contract/places';
import { apiJson } from '#client/lib/api';

export const PLACES_SUGGEST_PATH = '/api/places/suggest';
export const NEAREST_DISTRICT_PATH = '/api/places/nearest-district';

/** Fewer letters than this match too much to help, and would ask on every first keystroke. */
export const MIN_SUGGEST_LENGTH = 2;
/** Ask once typing pauses, not on every keystroke. */
const SUGGEST_DELAY_MS = 150;

export const placeKeys = {
  suggest: (q: string) => [PLACES_SUGGEST_PATH, { q }] as const,
};

/** `value`, once it has stayed the same for `delayMs`. */
function useSettled(value: string, delayMs: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/**
 * GET /api/places/suggest?q=: towns, villages, counties and postcode districts for what is typed. A refused
 * query (a stray "<") simply suggests nothing; the same text asked again is answered from the cache.
 */
export function usePlaceSuggestions(text: string, { enabled = true }: { enabled?: boolean } = {}) {
  const q = useSettled(text.trim(), SUGGEST_DELAY_MS);
  const query = useQuery<PlaceSuggestions>({
    queryKey: placeKeys.suggest(q),
    enabled: enabled && q.length >= MIN_SUGGEST_LENGTH,
    staleTime: Infinity,
    retry: false,
  });
  return { suggestions: query.data?.suggestions ?? [], settled: q === text.trim() && !query.isFetching };
}

/** POST /api/places/nearest-district: the browser's position in, only the district out. */
export function useNearestDistrict() {
  return useMutation({
    mutationFn: (position: NearestDistrictBody) =>
      apiJson<NearestDistrict>('POST', NEAREST_DISTRICT_PATH, position),
  });
}
