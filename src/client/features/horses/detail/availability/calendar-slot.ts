/** What the calendar needs of a slot to show it on a day. */
export interface CalendarSlot {
  id: number;
  title: string;
  startTime: string;
  endTime: string;
  /** Days whose accepted visits fill the slot (taken for everyone else). */
  takenDays?: readonly string[];
  /** Days on which the reader holds an open request for the slot. */
  requestedDays?: readonly string[];
  /** The owner's calendar: days accepted shares hold, with each sharer's first name. */
  sharedDays?: ReadonlyArray<{ date: string; sharedWith: string }>;
}

/** The spec's limit (docs/product.md §P9): a day shows at most 3 slots, then "+N more". */
export const MAX_SLOTS_PER_DAY = 3;

/** How a slot stands on one day, for the reader: open, asked for by them, full, or gone by. */
export type SlotDayState = 'open' | 'requested' | 'taken' | 'past';

export function slotDayState(slot: CalendarSlot, day: string, today: string): SlotDayState {
  if (day < today) return 'past';
  if (slot.requestedDays?.includes(day)) return 'requested';
  if (slot.takenDays?.includes(day)) return 'taken';
  return 'open';
}

export const SLOT_STATE_WORDS: Record<Exclude<SlotDayState, 'open'>, string> = {
  requested: 'Requested by you',
  taken: 'Taken',
  past: 'Past',
};

/** "Jo", "Jo and Sam": who shares the slot on the day (the owner's calendar only), or null. */
export function sharersOn(slot: CalendarSlot, day: string): string | null {
  const names = (slot.sharedDays ?? [])
    .filter((share) => share.date === day)
    .map((share) => share.sharedWith);
  if (names.length === 0) return null;
  return names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} and ${names.at(-1)!}`;
}

/**
 * "2 slots, 1 requested by you, 1 taken" for a day cell's label; past days say so first; the owner's
 * calendar adds who shares it ("shared with Jo").
 */
export function dayStateWords(slots: readonly CalendarSlot[], day: string, today: string): string[] {
  const words: string[] = [];
  if (day < today && slots.length > 0) words.push('past');
  words.push(slots.length === 0 ? 'no slots' : slots.length === 1 ? '1 slot' : `${slots.length} slots`);
  if (day >= today) {
    const requested = slots.filter((slot) => slotDayState(slot, day, today) === 'requested').length;
    const taken = slots.filter((slot) => slotDayState(slot, day, today) === 'taken').length;
    if (requested) words.push(`${requested} requested by you`);
    if (taken) words.push(`${taken} taken`);
    for (const slot of slots) {
      const sharers = sharersOn(slot, day);
      if (sharers) words.push(`shared with ${sharers}`);
    }
  }
  return words;
}
