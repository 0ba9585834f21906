import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '#client/test-utils/render';
import { buildHorse, requestedUrls, stubApi } from '#client/test-utils/horse-fixtures';
import { BrowsePage } from './browse-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const horses = [
  buildHorse({ freeWeekdays: ['tuesday', 'saturday'] }),
  buildHorse({ id: 6, name: 'Clover', freeWeekdays: [] }),
];

function renderBrowse(path = '/browse') {
  const fetchMock = stubApi({ '/api/horses': { json: horses } }, horses.length);
  const horseUrls = () => requestedUrls(fetchMock).filter((url) => url.startsWith('/api/horses'));
  return { horseUrls, ...renderWithProviders(<BrowsePage />, { path }) };
}

const day = (name: string, within_: HTMLElement = document.body) =>
  within(within_).getByRole('button', { name });

describe('Browse: on my days', () => {
  it('says on a card which weekdays the horse is free, and nothing for a horse with none', async () => {
    renderBrowse();
    await screen.findByRole('link', { name: 'Bramble' });
    const [bramble, clover] = within(screen.getByRole('list', { name: 'Horses' }))
      .getAllByRole('listitem')
      .filter((item) => item.parentElement?.getAttribute('aria-label') === 'Horses');
    expect(within(bramble!).getByText('Free Tue, Sat')).toBeInTheDocument();
    expect(within(clover!).queryByText(/^Free /)).toBeNull();
  });

  it('toggles days with the mouse and the keyboard, keeps them in the URL and asks the API for them', async () => {
    const user = userEvent.setup();
    const { horseUrls, location } = renderBrowse();
    await screen.findByRole('link', { name: 'Bramble' });
    const group = screen.getByRole('group', { name: 'On my days' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    expect(day('Tuesday')).toHaveAttribute('aria-pressed', 'false');
    await user.click(day('Saturday'));
    // Space and Enter press a focused day, as on any button; a second press lets it go.
    day('Tuesday').focus();
    await user.keyboard(' ');
    day('Wednesday').focus();
    await user.keyboard('{Enter}');
    await user.keyboard('{Enter}');
    expect(day('Tuesday')).toHaveAttribute('aria-pressed', 'true');
    expect(day('Wednesday')).toHaveAttribute('aria-pressed', 'false');
    expect(day('Saturday')).toHaveAttribute('aria-pressed', 'true');
    // Pressing a day does not search by itself: Search Horses does.
    expect(location.history.at(-1)).toBe('/browse');
    await user.click(screen.getByRole('button', { name: 'Search Horses' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/browse?weekdays=tuesday%2Csaturday'));
    await waitFor(() =>
      expect(horseUrls()).toContain('/api/horses?weekdays=tuesday%2Csaturday&limit=24&offset=0'),
    );

    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/browse'));
    expect(day('Tuesday')).toHaveAttribute('aria-pressed', 'false');
  });

  it('opens a shared link with its days pressed, ignoring names it does not know', async () => {
    const { horseUrls } = renderBrowse('/browse?weekdays=sunday,monday,funday');
    await screen.findByRole('link', { name: 'Bramble' });
    expect(day('Monday')).toHaveAttribute('aria-pressed', 'true');
    expect(day('Sunday')).toHaveAttribute('aria-pressed', 'true');
    expect(day('Friday')).toHaveAttribute('aria-pressed', 'false');
    expect(horseUrls()).toEqual(['/api/horses?weekdays=monday%2Csunday&limit=24&offset=0']);
  });

  it('on a phone sits in the Filters sheet and counts as one filter', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query }) as MediaQueryList);
    const user = userEvent.setup();
    const { location } = renderBrowse('/browse?weekdays=tuesday,saturday');
    await screen.findByRole('link', { name: 'Bramble' });
    expect(screen.queryByRole('group', { name: 'On my days' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Filters , 1 active' }));
    const sheet = await screen.findByRole('dialog', { name: 'Filters' });
    await user.click(day('Saturday', sheet));
    await user.click(within(sheet).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/browse?weekdays=tuesday'));
  });
});
