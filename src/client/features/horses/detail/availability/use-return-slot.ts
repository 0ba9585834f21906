import { useEffect, useState } from 'react';
import { useSearch } from 'wouter';
import type { AvailabilitySlot } from '#contract/availability';
import type { IsoDate } from './calendar-dates';

/** What a visitor was writing before logging in: an enquiry, or a request to share. */
export type ReturnAsk = 'enquiry' | 'share';

export interface ReturnSlot {
  slotId: number;
  day: IsoDate;
  ask: ReturnAsk;
}

/** `?slot=12&day=2026-11-10` (an enquiry) or `&ask=share`: the form a visitor left to log in. */
export function useReturnSlot(): ReturnSlot | null {
  const search = new URLSearchParams(useSearch());
  const slotId = Number(search.get('slot'));
  const day = search.get('day') ?? '';
  const ask: ReturnAsk = search.get('ask') === 'share' ? 'share' : 'enquiry';
  return Number.isInteger(slotId) && slotId > 0 && /^\d{4}-\d{2}-\d{2}$/.test(day)
    ? { slotId, day, ask }
    : null;
}

/**
 * Back from logging in: reopens the form the visitor left, for the slot they chose, once its month has
 * loaded (`reopen` gets the slot, or null when it has gone), once per address.
 */
export function useReopenReturnSlot(
  returnSlot: ReturnSlot | null,
  slots: { data: readonly AvailabilitySlot[] | undefined; isPlaceholderData: boolean },
  skip: boolean,
  reopen: (ask: ReturnAsk, target: { slot: AvailabilitySlot; day: IsoDate } | null) => void,
): void {
  const returnKey = returnSlot ? `${returnSlot.ask}/${returnSlot.slotId}/${returnSlot.day}` : null;
  const [reopened, setReopened] = useState<string | null>(null);
  useEffect(() => {
    if (!returnSlot || skip || reopened === returnKey || !slots.data || slots.isPlaceholderData) return;
    setReopened(returnKey);
    const slot = slots.data.find((item) => item.id === returnSlot.slotId);
    reopen(returnSlot.ask, slot ? { slot, day: returnSlot.day } : null);
  }, [returnSlot, returnKey, reopened, skip, slots.data, slots.isPlaceholderData, reopen]);
}
