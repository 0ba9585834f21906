import type { Horse } from '#contract/horses';
import { LANDING_HORSES } from '#contract/horse-limits';
import { useFeaturedHorses } from '#client/lib/queries/horses';

/** docs/product.md §P9: the landing page shows at most 6 horses. */
export const LANDING_HORSE_LIMIT = LANDING_HORSES.limit;

/**
 * Up to 6 horses for "Meet our horses", from as many owners as the server can find (decision 0037). A failed API counts as an empty list: the landing page then
 * shows its invitation to list a horse rather than an error.
 */
export function useLandingHorses(): { horses: Horse[]; isLoading: boolean } {
  const query = useFeaturedHorses();
  const horses = !query.isError && Array.isArray(query.data) ? query.data.slice(0, LANDING_HORSE_LIMIT) : [];
  return { horses, isLoading: query.isLoading };
}
