import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { NearestDistrict, NearestDistrictBody, PlaceSuggestions, PostcodeTown } from '#contract/places';
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

export const POSTCODE_TOWN_PATH = '/api/places/postcode-town';

/** The shape of a whole UK postcode ("YO1 7HH", any spacing or case): only then is its town asked for. */
const WHOLE_POSTCODE = /^[A-Z]{1,2}[0-9][A-Z0-9]? ?[0-9][A-Z]{2}$/;

/**
 * POST /api/places/postcode-town: the town of a postcode's district, once a whole postcode has been typed
 * and typing has paused (issue 46). Null until then, or when the site does not know the postcode (the
 * member types the town; the registration's own check says what is wrong with the postcode).
 */
export function usePostcodeTown(postcode: string): PostcodeTown | null {
  const typed = useSettled(postcode.trim().toUpperCase().replace(/\s+/g, ' '), SUGGEST_DELAY_MS * 2);
  const query = useQuery<PostcodeTown>({
    queryKey: [POSTCODE_TOWN_PATH, { postcode: typed }],
    queryFn: () => apiJson<PostcodeTown>('POST', POSTCODE_TOWN_PATH, { postcode: typed }),
    enabled: WHOLE_POSTCODE.test(typed),
    staleTime: Infinity,
    retry: false,
  });
  return WHOLE_POSTCODE.test(typed) ? (query.data ?? null) : null;
}
