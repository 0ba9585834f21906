import { HorseListQuerySchema, LANDING_HORSES, type Horse as HorseView } from '#contract/horses.js';
import type { Geocoder } from '#server/adapters/geocoder/index.js';
import type { Executor } from '#server/db/client.js';
import type { HorseIndex } from './horse-index.js';
import { listHorses } from './horse-search.service.js';

/**
 * How many horses the pick is made from: enough that a handful of busy owners cannot fill it alone, few
 * enough that it stays one page of the ordinary search (decision 0037).
 */
const CANDIDATES = 60;

/** The member whose area orders the pick, when signed in: their own place, never shown to anyone. */
export interface LandingViewer {
  id: number;
  postcode?: string | null;
  location?: string | null;
}

/**
 * Picks up to `limit` horses from `candidates` (already in the order wanted: nearest or newest first) to
 * meet as many owners as possible: each owner's first horse, then each owner's second, and so on, the
 * candidates' order kept within a round. So with six owners or more each shows one horse; with three or
 * more who have two horses each, none shows more than two; only when the others have no more to show
 * does the row fill from the same owners, rather than showing fewer horses than it has (decision 0037).
 */
export function pickVaried(candidates: readonly HorseView[], limit: number): HorseView[] {
  const rounds: HorseView[][] = [];
  const seen = new Map<number, number>();
  for (const horse of candidates) {
    const rank = seen.get(horse.ownerId) ?? 0;
    seen.set(horse.ownerId, rank + 1);
    (rounds[rank] ??= []).push(horse);
  }
  return rounds.flat().slice(0, limit);
}

/**
 * "Meet our horses" on the landing page (docs/product.md §P2: up to 6): horses from as many owners as we
 * can (pickVaried), nearest first when we know the viewer's area (a signed-in member's own
 * postcode or town), newest first otherwise. A member's own horses are left out: they know them.
 */
export async function listLandingHorses(deps: {
  db: Executor;
  geocoder: Geocoder;
  index?: HorseIndex;
  viewer?: LandingViewer | null;
}): Promise<HorseView[]> {
  const { viewer } = deps;
  const area = viewer?.postcode?.trim() || viewer?.location?.trim() || undefined;
  const search = (location?: string) =>
    listHorses({
      db: deps.db,
      geocoder: deps.geocoder,
      index: deps.index,
      actor: viewer ? { id: viewer.id } : null,
      input: HorseListQuerySchema.parse({ location, limit: CANDIDATES }),
    });

  let candidates: HorseView[] = [];
  if (area) {
    const near = await search(area);
    // Only a search that measured distances is "nearest first" (an unknown place matches town names).
    if (near.place) candidates = near.horses;
  }
  const others = (horses: HorseView[]) => horses.filter((horse) => horse.ownerId !== viewer?.id);
  // Fewer owners near enough than a row of one horse each (or no area): the newest from everywhere join
  // them, after them.
  if (new Set(others(candidates).map((horse) => horse.ownerId)).size < LANDING_HORSES.limit) {
    const known = new Set(candidates.map((horse) => horse.id));
    const newest = await search();
    candidates = [...candidates, ...newest.horses.filter((horse) => !known.has(horse.id))];
  }
  return pickVaried(others(candidates), LANDING_HORSES.limit);
}
