import type { ReactNode } from 'react';
import { Badge } from '#client/components/ui/badge';
import { twelveHour, type IsoDate } from './calendar-dates';
import { SLOT_STATE_WORDS, sharersOn, slotDayState, type CalendarSlot } from './calendar-slot';
import { SlotRow } from './slot-row';

/** "9:00 AM - 5:00 PM". */
export function slotTimes(slot: CalendarSlot): string {
  return `${twelveHour(slot.startTime)} - ${twelveHour(slot.endTime)}`;
}

const STATE_BADGES = { requested: 'accent', taken: 'muted', past: 'muted' } as const;

/**
 * One day's slots, each with its time, how it stands for the reader (requested by you, taken, past), who
 * shares it that day (the owner's calendar), and what the reader can do with it (enquire, or edit and
 * delete).
 */
export function DaySlotList<Slot extends CalendarSlot>({
  day,
  today,
  slots,
  actions,
}: {
  day: IsoDate;
  today: IsoDate;
  slots: readonly Slot[];
  actions: (slot: Slot, day: IsoDate) => ReactNode;
}) {
  return (
    <ul className="grid gap-2">
      {slots.map((slot) => {
        const state = slotDayState(slot, day, today);
        const sharers = sharersOn(slot, day);
        return (
          <SlotRow
            key={slot.id}
            title={slot.title}
            actions={<div className="flex flex-wrap gap-2">{actions(slot, day)}</div>}
          >
            <p className="flex flex-wrap items-center gap-2 text-sm text-muted">
              {slotTimes(slot)}
              {state !== 'open' ? (
                <Badge variant={STATE_BADGES[state]}>{SLOT_STATE_WORDS[state]}</Badge>
              ) : null}
              {sharers ? <Badge className="wrap-anywhere">Shared with {sharers}</Badge> : null}
            </p>
          </SlotRow>
        );
      })}
    </ul>
  );
}
