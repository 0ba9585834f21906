/** What the calendar needs of a slot to show it on a day. */
export interface CalendarSlot {
  id: number;
  title: string;
  startTime: string;
  endTime: string;
}

/** The spec's limit (public §9): a day shows at most 3 slots, then "+N more". */
export const MAX_SLOTS_PER_DAY = 3;
