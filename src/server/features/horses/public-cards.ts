import { PublicHorseSchema } from '#contract/horses.js';
import type { Horse } from '#server/db/schema/index.js';
import type { HorseWithOwner } from './horses.repository.js';
import { toHorseView } from './horses.views.js';

/**
 * A horse's public card as a list sends it, serialised once and kept while its row is (issue "Browse at
 * the size of the UK"): a list reply is these strings joined, not 24 objects made, checked field by field
 * against the public schema and serialised on every request.
 *
 * Kept against the row's `horse` object, in a WeakMap: the search index's row cache (horse-index.ts) hands
 * out the same object until the change feed says the horse, its owner or a riding school changed, and
 * then reads a new one, so a card never outlives the row it was made from: a hidden, suspended or changed
 * horse shows no longer than the change feed's bound (decision 0014). A row read past the cache is a new
 * object each time, and its card goes with it. What else a card depends on is its key: the day (free
 * weekdays, a riding school's insurance) and the owner's Premium now.
 *
 * Only the public view is ever kept, made for no viewer and checked with the public schema (the allowlist
 * of decision 0003). A member's own horse in their own list is their private view (photos under review),
 * made for them each time and never kept.
 */
interface Card {
  key: string;
  /** The card's JSON up to where a search's distance goes, and after it. */
  before: string;
  after: string;
}

/** A distance the card is made with, found again in its JSON to cut it there. */
const DISTANCE_SLOT = '"distanceMiles":0,';

export function createPublicCards() {
  const cards = new WeakMap<Horse, Card>();

  function cardOf(row: HorseWithOwner, today: string): Card {
    const key = `${today} ${row.isPremium}`;
    const kept = cards.get(row.horse);
    if (kept?.key === key) return kept;
    // Made with a distance of 0, so the schema's order puts it where any distance goes.
    const json = JSON.stringify(
      PublicHorseSchema.parse(toHorseView({ ...row, distanceMiles: 0 }, undefined, today)),
    );
    const slot = json.indexOf(DISTANCE_SLOT);
    const card = { key, before: json.slice(0, slot), after: json.slice(slot + DISTANCE_SLOT.length) };
    cards.set(row.horse, card);
    return card;
  }

  /** The JSON of a list as `viewerId` sees it (undefined: a visitor), in the rows' order. */
  function listJson(rows: readonly HorseWithOwner[], viewerId: number | undefined, today: string): string {
    const parts = rows.map((row) => {
      if (viewerId !== undefined && viewerId === row.horse.ownerId) {
        return JSON.stringify(PublicHorseSchema.parse(toHorseView(row, viewerId, today)));
      }
      const { before, after } = cardOf(row, today);
      const distance =
        row.distanceMiles === undefined ? '' : `"distanceMiles":${JSON.stringify(row.distanceMiles)},`;
      return before + distance + after;
    });
    return `[${parts.join(',')}]`;
  }

  return { listJson };
}
export type PublicCards = ReturnType<typeof createPublicCards>;
