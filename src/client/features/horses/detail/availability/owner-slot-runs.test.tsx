import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import type { AvailabilitySlot } from '#contract/availability';
import { clearToasts } from '#client/components/ui/use-toast';
import { renderWithProviders } from '#client/test-utils/render';
import { setTodayForEachTest } from '#client/test-utils/today';
import { buildHorse, buildSlot, buildUser, stubApi } from '#client/test-utils/horse-fixtures';
import { HorseDetailPage } from '../horse-detail-page';

/** Mon-Fri 9-5 from Monday 23 November 2026, every week until 22 December. */
const WEEKDAYS: AvailabilitySlot = buildSlot();

/** Every morning from 27 October to Thursday 26 November: 31 days, ending this week. */
const MORNINGS: AvailabilitySlot = {
  ...WEEKDAYS,
  id: 11,
  title: 'Mornings',
  startDate: '2026-10-27',
  endDate: '2026-10-27',
  startTime: '09:00',
  endTime: '12:00',
  recurrenceType: 'daily',
  recurrenceEnd: '2026-11-26',
};

// "Today" is Sunday 22 November 2026 in London.
setTodayForEachTest('2026-11-22T12:00:00Z');
afterEach(() => {
  act(() => clearToasts());
  vi.unstubAllGlobals();
});

function renderAsOwner() {
  let slots = [WEEKDAYS, MORNINGS];
  const carried = { ...MORNINGS, recurrenceEnd: '2026-12-27', carryOnDays: 31 };
  const fetchMock = stubApi({
    '/api/horses/5': { json: buildHorse() },
    '/api/auth/me': { json: buildUser({ id: 9, userType: 'owner' }) },
    'GET /api/availability-slots': () => ({ json: slots }),
    'POST /api/availability-slots/11/extend': () => {
      slots = [WEEKDAYS, carried];
      return { json: carried };
    },
  });
  renderWithProviders(<Route path="/horse/:id" component={HorseDetailPage} />, { path: '/horse/5' });
  return fetchMock;
}

describe('Availability: when the owner’s slots run out', () => {
  it('says beside each quick setup preset until when it runs', async () => {
    renderAsOwner();
    const presets = await screen.findByRole('group', { name: 'Quick setup' });
    // From the Monday of this week for 30 days: until Tuesday 15 December.
    expect(within(presets).getByRole('button', { name: 'Mon-Fri 9-5' })).toHaveAccessibleDescription(
      'Monday to Friday, 09:00 to 17:00, weekly, until 15 Dec',
    );
    expect(within(presets).getByText('Every day, 00:00 to 23:59, until 15 Dec')).toBeVisible();
  });

  it('lists each slot with the day it runs until, and carries on the one ending this week', async () => {
    const user = userEvent.setup();
    const fetchMock = renderAsOwner();
    const list = await screen.findByRole('region', { name: 'Your slots' });
    const items = await within(list).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'MorningsEvery day, 09:00–12:00Runs until 26 NovCarry on until 27 Dec',
      'Weekdays 9-5Every Mon, Tue, Wed, Thu and Fri, 09:00–17:00Runs until 22 Dec',
    ]);
    // Only the slot ending within the week offers it.
    expect(within(list).getAllByRole('button')).toHaveLength(1);

    await user.click(within(list).getByRole('button', { name: 'Carry on until 27 Dec: Mornings' }));
    expect(await screen.findByText('Availability carried on')).toBeInTheDocument();
    expect(screen.getByText('Mornings now runs until 27 Dec.')).toBeInTheDocument();
    expect(
      fetchMock.mock.calls.some(
        ([url, init]) => String(url) === '/api/availability-slots/11/extend' && init?.method === 'POST',
      ),
    ).toBe(true);
    await waitFor(() => expect(within(list).queryByRole('button')).toBeNull());
    expect(within(list).getByText('Runs until 27 Dec')).toHaveFocus();
  });
});
