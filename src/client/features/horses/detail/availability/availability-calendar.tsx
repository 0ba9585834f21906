import { CalendarDays, ChevronLeft, ChevronRight, List } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button } from '#client/components/ui/button';
import {
  dayLabel,
  monthOf,
  monthTitle,
  monthWeeks,
  sameMonth,
  shiftMonth,
  type CalendarMonth,
  type IsoDate,
} from './calendar-dates';
import type { CalendarSlot } from './calendar-slot';
import { DaySlotList } from './day-slot-list';
import { MonthGrid } from './month-grid';
import { MonthList } from './month-list';
import { useMediaQuery } from '#client/lib/use-media-query';

export type CalendarMode = 'calendar' | 'list';

/**
 * Phones start in list mode: a seven-column grid is cramped at 360 px. Read through useMediaQuery, so a
 * page drawn on the server (where there is no screen: calendar) hydrates without a mismatch and then
 * follows the screen.
 */
const PHONE_QUERY = '(max-width: 639px)';
export const defaultCalendarMode = (phone: boolean): CalendarMode => (phone ? 'list' : 'calendar');

export interface AvailabilityCalendarProps<Slot extends CalendarSlot> {
  month: CalendarMonth;
  onMonthChange: (month: CalendarMonth) => void;
  today: IsoDate;
  slotsOn: (day: IsoDate) => readonly Slot[];
  /** A click on a slot (a chip in the grid). */
  onSlotClick: (slot: Slot, day: IsoDate) => void;
  /** The buttons beside a slot in the lists (the chosen day, list mode). */
  actions: (slot: Slot, day: IsoDate) => ReactNode;
  /** Shown instead of the grid or list while loading or after a failure. */
  status?: ReactNode;
  initialMode?: CalendarMode;
  /** After "No slots this month.": what else the member can do (a visitor: another month, a message). */
  emptyHint?: ReactNode;
}

/** The calendar and list modes with month navigation (docs/product.md §P2, §P4). */
export function AvailabilityCalendar<Slot extends CalendarSlot>({
  month,
  onMonthChange,
  today,
  slotsOn,
  onSlotClick,
  actions,
  status,
  initialMode,
  emptyHint,
}: AvailabilityCalendarProps<Slot>) {
  const phone = useMediaQuery(PHONE_QUERY, false);
  const [chosenMode, setMode] = useState<CalendarMode | undefined>(initialMode);
  const mode = chosenMode ?? defaultCalendarMode(phone);
  const [selectedDay, setSelectedDay] = useState<IsoDate | null>(null);
  const chosen = selectedDay && sameMonth(monthOf(selectedDay), month) ? selectedDay : null;
  const days = monthWeeks(month)
    .flat()
    .filter((day): day is IsoDate => day !== null);

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-1">
          <Button
            variant="outline"
            size="icon"
            aria-label="Previous month"
            onClick={() => onMonthChange(shiftMonth(month, -1))}
          >
            <ChevronLeft aria-hidden="true" className="size-5" />
          </Button>
          <h3 aria-live="polite" className="min-w-36 text-center text-lg font-semibold text-ink">
            {monthTitle(month)}
          </h3>
          <Button
            variant="outline"
            size="icon"
            aria-label="Next month"
            onClick={() => onMonthChange(shiftMonth(month, 1))}
          >
            <ChevronRight aria-hidden="true" className="size-5" />
          </Button>
        </div>
        <div role="group" aria-label="View" className="flex gap-1 rounded-xl border border-line bg-sand p-1">
          {(
            [
              ['calendar', 'Calendar', CalendarDays],
              ['list', 'List', List],
            ] as const
          ).map(([value, label, Icon]) => (
            <Button
              key={value}
              size="sm"
              variant={mode === value ? 'primary' : 'ghost'}
              aria-pressed={mode === value}
              onClick={() => setMode(value)}
            >
              <Icon aria-hidden="true" className="size-4" />
              {label}
            </Button>
          ))}
        </div>
      </div>

      {status ??
        (mode === 'calendar' ? (
          <>
            <div className="overflow-x-auto">
              <MonthGrid
                month={month}
                today={today}
                slotsOn={slotsOn}
                selectedDay={chosen}
                onSelectDay={setSelectedDay}
                onSlotClick={(slot, day) => {
                  setSelectedDay(day);
                  onSlotClick(slot, day);
                }}
                onMonthChange={onMonthChange}
              />
            </div>
            {days.some((day) => slotsOn(day).length > 0) ? null : (
              <p className="text-muted">No slots this month.{emptyHint ? <> {emptyHint}</> : null}</p>
            )}
            <p className="text-sm text-muted">
              Choose a day to see all of its slots. In the calendar, arrow keys move between days, Page Up and
              Page Down change month.
            </p>
            <CalendarKey />
            {chosen ? (
              <section
                aria-labelledby="chosen-day-title"
                className="grid gap-2 rounded-2xl border border-line bg-sand p-3 sm:p-4"
              >
                <h4 id="chosen-day-title" className="font-semibold text-ink">
                  {dayLabel(chosen)}
                </h4>
                {slotsOn(chosen).length > 0 ? (
                  <DaySlotList day={chosen} today={today} slots={slotsOn(chosen)} actions={actions} />
                ) : (
                  <p className="text-muted">No slots on this day.</p>
                )}
              </section>
            ) : null}
          </>
        ) : (
          <MonthList days={days} today={today} slotsOn={slotsOn} actions={actions} emptyHint={emptyHint} />
        ))}
    </div>
  );
}

/** What the chips' colours mean (they are never the only sign: labels and the day's list say it too). */
function CalendarKey() {
  const items = [
    ['bg-primary', 'Open'],
    ['bg-accent', 'Requested by you'],
    ['bg-sand border border-line', 'Taken or past'],
  ] as const;
  return (
    <ul aria-label="Key" className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
      {items.map(([colour, words]) => (
        <li key={words} className="flex items-center gap-1.5">
          <span aria-hidden="true" className={`inline-block size-3 rounded-full ${colour}`} />
          {words}
        </li>
      ))}
    </ul>
  );
}
