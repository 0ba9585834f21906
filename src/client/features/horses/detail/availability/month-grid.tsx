import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { cn } from '#client/lib/cn';
import {
  dayAfterKey,
  dayLabel,
  dayOfMonth,
  monthOf,
  monthTitle,
  monthWeeks,
  sameMonth,
  WEEKDAY_HEADERS,
  type CalendarMonth,
  type IsoDate,
} from './calendar-dates';
import { MAX_SLOTS_PER_DAY, type CalendarSlot } from './calendar-slot';
import { twelveHour } from './calendar-dates';

export interface MonthGridProps<Slot extends CalendarSlot> {
  month: CalendarMonth;
  today: IsoDate;
  /** The slots that occur on a day of this month, in time order. */
  slotsOn: (day: IsoDate) => readonly Slot[];
  selectedDay: IsoDate | null;
  onSelectDay: (day: IsoDate) => void;
  onSlotClick: (slot: Slot, day: IsoDate) => void;
  /** Keyboard moves past the month's edge (PageUp/PageDown, arrows). */
  onMonthChange: (month: CalendarMonth) => void;
}

function slotCountText(count: number): string {
  if (count === 0) return 'no slots';
  return count === 1 ? '1 slot' : `${count} slots`;
}

/**
 * The month as an ARIA grid: one tab stop (the focused day), arrows move a day or a week, Home/End go to
 * the week's start or end, PageUp/PageDown change month; Enter or Space chooses the day. Each day cell has
 * its own label for screen readers ("Tuesday 10 November 2026, today, 2 slots"). The slot chips are mouse
 * shortcuts; keyboard users reach every slot through the chosen day's list below the grid.
 */
export function MonthGrid<Slot extends CalendarSlot>({
  month,
  today,
  slotsOn,
  selectedDay,
  onSelectDay,
  onSlotClick,
  onMonthChange,
}: MonthGridProps<Slot>) {
  const weeks = monthWeeks(month);
  const inMonth = (day: IsoDate | null) => day !== null && sameMonth(monthOf(day), month);
  const fallback =
    [selectedDay, today].find((day) => day !== null && inMonth(day)) ?? weeks.flat().find(Boolean) ?? today;
  const [focusedDay, setFocusedDay] = useState<IsoDate>(fallback);
  const activeDay = inMonth(focusedDay) ? focusedDay : fallback;
  // Focus follows the keyboard only after a key press in the grid, never on first render.
  const moveFocus = useRef(false);
  const gridRef = useRef<HTMLTableElement>(null);

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    gridRef.current?.querySelector<HTMLElement>(`[data-day="${activeDay}"]`)?.focus();
  }, [activeDay, month]);

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onSelectDay(activeDay);
      return;
    }
    const next = dayAfterKey(activeDay, event.key);
    if (!next) return;
    event.preventDefault();
    moveFocus.current = true;
    setFocusedDay(next);
    if (!inMonth(next)) onMonthChange(monthOf(next));
  };

  return (
    <table
      ref={gridRef}
      role="grid"
      aria-label={monthTitle(month)}
      onKeyDown={onKeyDown}
      className="w-full table-fixed border-collapse"
    >
      <thead>
        <tr>
          {WEEKDAY_HEADERS.map(([short, long]) => (
            <th
              key={short}
              scope="col"
              abbr={long}
              className="pb-2 text-center text-xs font-semibold text-muted"
            >
              {short}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week, row) => (
          <tr key={week.find(Boolean) ?? row}>
            {week.map((day, column) =>
              day ? (
                <DayCell
                  key={day}
                  day={day}
                  slots={slotsOn(day)}
                  isToday={day === today}
                  isSelected={day === selectedDay}
                  tabbable={day === activeDay}
                  onFocus={() => setFocusedDay(day)}
                  onSelect={() => onSelectDay(day)}
                  onSlotClick={(slot) => onSlotClick(slot, day)}
                />
              ) : (
                <td key={`pad-${row}-${column}`} role="gridcell" className="border border-line bg-sand/60" />
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function DayCell<Slot extends CalendarSlot>({
  day,
  slots,
  isToday,
  isSelected,
  tabbable,
  onFocus,
  onSelect,
  onSlotClick,
}: {
  day: IsoDate;
  slots: readonly Slot[];
  isToday: boolean;
  isSelected: boolean;
  tabbable: boolean;
  onFocus: () => void;
  onSelect: () => void;
  onSlotClick: (slot: Slot) => void;
}) {
  const shown = slots.slice(0, MAX_SLOTS_PER_DAY);
  const more = slots.length - shown.length;
  const label = [dayLabel(day), isToday ? 'today' : null, slotCountText(slots.length)]
    .filter(Boolean)
    .join(', ');
  return (
    <td
      role="gridcell"
      data-day={day}
      tabIndex={tabbable ? 0 : -1}
      aria-label={label}
      aria-selected={isSelected}
      aria-current={isToday ? 'date' : undefined}
      onFocus={onFocus}
      onClick={onSelect}
      className={cn(
        'h-20 cursor-pointer border border-line p-1 align-top sm:h-24',
        'focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-accent',
        isSelected ? 'bg-primary-soft' : 'bg-cream hover:bg-sand',
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          'inline-flex size-6 items-center justify-center rounded-full text-xs font-semibold',
          isToday ? 'bg-accent text-cream' : 'text-ink',
        )}
      >
        {dayOfMonth(day)}
      </span>
      <ul aria-hidden="true" className="mt-0.5 grid gap-0.5">
        {shown.map((slot) => (
          <li key={slot.id}>
            <button
              type="button"
              tabIndex={-1}
              onClick={(event) => {
                event.stopPropagation();
                onSlotClick(slot);
              }}
              className="block w-full truncate rounded bg-primary px-1 text-left text-[0.7rem] leading-5 text-cream hover:bg-primary-hover"
            >
              {twelveHour(slot.startTime)} {slot.title}
            </button>
          </li>
        ))}
        {more > 0 ? <li className="px-1 text-[0.7rem] font-semibold text-primary">+{more} more</li> : null}
      </ul>
    </td>
  );
}
