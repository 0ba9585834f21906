import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AvailabilityCalendar } from './availability-calendar';
import type { CalendarMonth, IsoDate } from './calendar-dates';
import type { CalendarSlot } from './calendar-slot';

const slot = (id: number, startTime: string): CalendarSlot => ({
  id,
  title: `Slot ${id}`,
  startTime,
  endTime: '17:00',
});
/** Five slots on 10 November 2026, one on the 12th, none elsewhere. */
const SLOTS: Record<IsoDate, CalendarSlot[]> = {
  '2026-11-10': [slot(1, '09:00'), slot(2, '10:00'), slot(3, '11:00'), slot(4, '12:00'), slot(5, '13:00')],
  '2026-11-12': [slot(6, '14:00')],
};

function Harness({
  onSlotClick = vi.fn(),
  startIn = 'calendar',
}: {
  onSlotClick?: (s: CalendarSlot, day: IsoDate) => void;
  /** 'screen': as the screen's width suggests. */
  startIn?: 'calendar' | 'list' | 'screen';
}) {
  const [month, setMonth] = useState<CalendarMonth>({ year: 2026, month: 11 });
  return (
    <AvailabilityCalendar
      month={month}
      onMonthChange={setMonth}
      today="2026-11-08"
      slotsOn={(day) => SLOTS[day] ?? []}
      onSlotClick={onSlotClick}
      actions={(s) => <button type="button">Enquire about {s.title}</button>}
      initialMode={startIn === 'screen' ? undefined : startIn}
    />
  );
}

describe('AvailabilityCalendar', () => {
  it('moves between months with the previous and next buttons', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.getByRole('grid', { name: 'November 2026' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByRole('grid', { name: 'December 2026' })).toBeInTheDocument();
    expect(screen.getByText('No slots this month.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(screen.getByRole('grid', { name: 'October 2026' })).toBeInTheDocument();
  });

  it('shows at most three slots a day, then "+N more", and marks today', () => {
    render(<Harness />);
    const busy = screen.getByRole('gridcell', { name: 'Tuesday 10 November 2026, 5 slots' });
    expect(within(busy).getAllByRole('button', { hidden: true })).toHaveLength(3);
    expect(within(busy).getByText('+2 more')).toBeInTheDocument();
    expect(screen.getByRole('gridcell', { name: 'Sunday 8 November 2026, today, no slots' })).toHaveAttribute(
      'aria-current',
      'date',
    );
  });

  it('opens a slot from its chip and lists every slot of the chosen day', async () => {
    const user = userEvent.setup();
    const onSlotClick = vi.fn();
    render(<Harness onSlotClick={onSlotClick} />);
    await user.click(screen.getByText('+2 more'));
    const day = screen.getByRole('region', { name: 'Tuesday 10 November 2026' });
    expect(within(day).getAllByRole('button', { name: /^Enquire about/ })).toHaveLength(5);
    await user.click(screen.getByRole('button', { name: '14:00', hidden: true }));
    expect(onSlotClick).toHaveBeenCalledWith(SLOTS['2026-11-12']?.[0], '2026-11-12');
  });

  it('moves through the grid with the keyboard, across months, and chooses a day with Enter', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    // Previous month, Next month, Calendar, List, then the grid's one tab stop: today.
    for (let i = 0; i < 5; i += 1) await user.tab();
    expect(document.activeElement).toHaveAccessibleName('Sunday 8 November 2026, today, no slots');

    // Each step: the keys pressed, the month then shown (when it changes), and the day then focused.
    const steps: [keys: string, month: string | null, focused: string][] = [
      ['{ArrowRight}{ArrowRight}', null, 'Tuesday 10 November 2026, 5 slots'],
      ['{Home}', null, 'Monday 9 November 2026, no slots'],
      ['{End}', null, 'Sunday 15 November 2026, no slots'],
      ['{ArrowRight}', null, 'Monday 16 November 2026, no slots'],
      ['{PageDown}', 'December 2026', 'Wednesday 16 December 2026, no slots'],
      ['{PageUp}{PageUp}', 'October 2026', 'Friday 16 October 2026, no slots'],
      ['{ArrowDown}{ArrowDown}{ArrowDown}', 'November 2026', 'Friday 6 November 2026, no slots'],
    ];
    for (const [keys, month, focused] of steps) {
      await user.keyboard(keys);
      if (month) expect(screen.getByRole('grid', { name: month })).toBeInTheDocument();
      expect(document.activeElement).toHaveAccessibleName(focused);
    }

    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{Enter}');
    expect(screen.getByRole('region', { name: 'Tuesday 10 November 2026' })).toBeInTheDocument();
  });

  it('marks days requested by the reader, taken, and past, in the labels and the day sheet', async () => {
    const user = userEvent.setup();
    const marked: CalendarSlot = {
      ...slot(7, '10:00'),
      requestedDays: ['2026-11-10'],
      takenDays: ['2026-11-12'],
    };
    render(
      <AvailabilityCalendar
        month={{ year: 2026, month: 11 }}
        onMonthChange={vi.fn()}
        today="2026-11-08"
        slotsOn={(day) => (['2026-11-03', '2026-11-10', '2026-11-12'].includes(day) ? [marked] : [])}
        onSlotClick={vi.fn()}
        actions={() => null}
        initialMode="calendar"
      />,
    );
    expect(
      screen.getByRole('gridcell', { name: 'Tuesday 10 November 2026, 1 slot, 1 requested by you' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('gridcell', { name: 'Thursday 12 November 2026, 1 slot, 1 taken' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('gridcell', { name: 'Tuesday 3 November 2026, past, 1 slot' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('gridcell', { name: /^Thursday 12 November/ }));
    const sheet = screen.getByRole('region', { name: 'Thursday 12 November 2026' });
    expect(within(sheet).getByText('Taken')).toBeInTheDocument();
  });

  it("names who shares a slot on a day, in the owner's labels and lists", async () => {
    const user = userEvent.setup();
    const shared: CalendarSlot = {
      ...slot(8, '09:00'),
      takenDays: ['2026-11-10'],
      sharedDays: [{ date: '2026-11-10', sharedWith: 'Jo' }],
    };
    render(
      <AvailabilityCalendar
        month={{ year: 2026, month: 11 }}
        onMonthChange={vi.fn()}
        today="2026-11-08"
        slotsOn={(day) => (day === '2026-11-10' || day === '2026-11-11' ? [shared] : [])}
        onSlotClick={vi.fn()}
        actions={() => null}
        initialMode="calendar"
      />,
    );
    expect(
      screen.getByRole('gridcell', { name: 'Tuesday 10 November 2026, 1 slot, 1 taken, shared with Jo' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'List' }));
    const tuesday = screen.getByRole('heading', { name: 'Tuesday 10 November 2026' }).closest('li')!;
    expect(within(tuesday).getByText('Shared with Jo')).toBeInTheDocument();
    expect(within(tuesday).getByText('Taken')).toBeInTheDocument();
    const wednesday = screen.getByRole('heading', { name: 'Wednesday 11 November 2026' }).closest('li')!;
    expect(within(wednesday).queryByText(/^Shared with/)).toBeNull();
  });

  it('lists the month day by day in list mode', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'List' }));
    expect(screen.queryByRole('grid')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Tuesday 10 November 2026' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Thursday 12 November 2026' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Enquire about/ })).toHaveLength(6);
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByText('No slots this month.')).toBeInTheDocument();
  });

  it('starts in list mode on a phone and in calendar mode on a wider screen', () => {
    const phone = (matches: boolean) =>
      vi.stubGlobal('matchMedia', (query: string) => ({ matches, media: query }) as MediaQueryList);
    phone(true);
    const onPhone = render(<Harness startIn="screen" />);
    expect(screen.queryByRole('grid')).toBeNull();
    expect(screen.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
    onPhone.unmount();
    phone(false);
    render(<Harness startIn="screen" />);
    expect(screen.getByRole('grid', { name: 'November 2026' })).toBeInTheDocument();
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});
