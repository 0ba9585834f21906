import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '#client/test-utils/render';
import type { StubHandler } from '#client/test-utils/stub-fetch';
import { BrowsePage } from './browse-page';
import { buildHorse, requestedUrls, stubApi } from '#client/test-utils/horse-fixtures';
import { buildSessionUser } from '#client/test-utils/user-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
});

const twoHorses = [buildHorse(), buildHorse({ id: 6, name: 'Clover', owner: null })];

function renderBrowse(
  horses: StubHandler,
  { path = '/browse', total }: { path?: string; total?: number } = {},
) {
  const fetchMock = stubApi({ '/api/horses': horses }, total);
  return { fetchMock, ...renderWithProviders(<BrowsePage />, { path }) };
}

const horseRequests = (urls: string[]) => urls.filter((url) => url.startsWith('/api/horses'));

describe('BrowsePage', () => {
  it('shows 9 skeleton cards while loading, then the count line from X-Total-Count', async () => {
    renderBrowse({ json: twoHorses }, { total: 2 });
    expect(screen.getByRole('heading', { level: 1, name: 'Browse horses' })).toBeInTheDocument();
    expect(screen.getAllByTestId('horse-card-skeleton')).toHaveLength(9);
    expect(await screen.findByText('Found 2 horses available for you')).toBeInTheDocument();
    expect(screen.queryAllByTestId('horse-card-skeleton')).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Clover' })).toHaveAttribute('href', '/horse/6');
    expect(screen.getByText('Owner Information Unavailable')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Enter city or state')).toBeInTheDocument();
    expect(screen.queryByText('Sorted by distance')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('pages with Load more while more horses remain', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderBrowse(
      ({ url }) => ({
        json: url.searchParams.get('offset') === '0' ? twoHorses : [buildHorse({ id: 7, name: 'Dusty' })],
      }),
      { total: 3 },
    );
    expect(await screen.findByText('Found 3 horses available for you')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: 'Dusty' })).toBeInTheDocument();
    expect(horseRequests(requestedUrls(fetchMock))).toEqual([
      '/api/horses?limit=24&offset=0',
      '/api/horses?limit=24&offset=2',
    ]);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('shows the distance banner for a location search, sorted by distance', async () => {
    const near = [
      buildHorse({ distanceMiles: 8.2 }),
      buildHorse({ id: 6, name: 'Clover', distanceMiles: 21.4 }),
    ];
    const { fetchMock } = renderBrowse({ json: near }, { path: '/browse?location=Leeds', total: 2 });
    expect(await screen.findByRole('heading', { name: 'Search Results near "Leeds"' })).toBeInTheDocument();
    expect(screen.getByText('Found 2 horses within 300 miles')).toBeInTheDocument();
    expect(screen.getByText('Closest horse: about 8 miles away')).toBeInTheDocument();
    expect(screen.getByText('Sorted by distance')).toBeInTheDocument();
    expect(screen.getByText('About 8 miles away')).toBeInTheDocument();
    expect(screen.getByLabelText('Location')).toHaveValue('Leeds');
    expect(horseRequests(requestedUrls(fetchMock))).toEqual(['/api/horses?location=Leeds&limit=24&offset=0']);
  });

  it('never sends experienceLevel "all", and puts the filters in the URL', async () => {
    const user = userEvent.setup();
    const { fetchMock, location } = renderBrowse({ json: twoHorses }, { total: 2 });
    await screen.findByText('Found 2 horses available for you');
    await user.selectOptions(screen.getByLabelText('Experience Level'), 'All levels');
    await user.click(screen.getByLabelText('General Care'));
    await user.click(screen.getByRole('button', { name: 'Search Horses' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/browse?services=general-care'));
    await waitFor(() =>
      expect(horseRequests(requestedUrls(fetchMock))).toContain(
        '/api/horses?services=general-care&limit=24&offset=0',
      ),
    );

    await user.selectOptions(screen.getByLabelText('Experience Level'), 'Beginner');
    await user.click(screen.getByRole('button', { name: 'Search Horses' }));
    await waitFor(() =>
      expect(horseRequests(requestedUrls(fetchMock))).toContain(
        '/api/horses?experienceLevel=beginner&services=general-care&limit=24&offset=0',
      ),
    );
    expect(horseRequests(requestedUrls(fetchMock)).some((url) => url.includes('experienceLevel=all'))).toBe(
      false,
    );
  });

  it('filters to Expert horses too, since owners may list a horse at that level', async () => {
    const user = userEvent.setup();
    const { fetchMock, location } = renderBrowse({ json: twoHorses }, { total: 2 });
    await screen.findByText('Found 2 horses available for you');
    await user.selectOptions(screen.getByLabelText('Experience Level'), 'Expert');
    await user.click(screen.getByRole('button', { name: 'Search Horses' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/browse?experienceLevel=expert'));
    await waitFor(() =>
      expect(horseRequests(requestedUrls(fetchMock))).toContain(
        '/api/horses?experienceLevel=expert&limit=24&offset=0',
      ),
    );
  });

  it('shows "No horses found" and Show All Horses resets the filters and refetches', async () => {
    const user = userEvent.setup();
    const { fetchMock, location } = renderBrowse(
      ({ url }) =>
        url.searchParams.has('location')
          ? { json: [], headers: { 'x-search-place': 'Nowhere' } }
          : { json: twoHorses },
      { path: '/browse?location=Nowhere&services=general-care', total: 0 },
    );
    const empty = await screen.findByRole('heading', { name: 'No horses found' });
    await user.click(
      within(empty.parentElement as HTMLElement).getByRole('button', { name: 'Show All Horses' }),
    );
    await waitFor(() => expect(location.history.at(-1)).toBe('/browse'));
    expect(await screen.findByRole('link', { name: 'Bramble' })).toBeInTheDocument();
    expect(screen.getByLabelText('Location')).toHaveValue('');
    expect(screen.getByLabelText('General Care')).not.toBeChecked();
    expect(horseRequests(requestedUrls(fetchMock)).at(-1)).toBe('/api/horses?limit=24&offset=0');
  });

  it('says a place was not recognised, never "No horses found", and searches from a suggestion', async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi(
      {
        '/api/horses': ({ url }) =>
          url.searchParams.get('location') === 'Guildford'
            ? { json: twoHorses, headers: { 'x-search-place': 'Guildford' } }
            : { json: [] },
        '/api/places/suggest': {
          json: {
            suggestions: [{ label: 'Guildford', value: 'Guildford', kind: 'town', detail: 'Town, Surrey' }],
          },
        },
      },
      0,
    );
    const { location } = renderWithProviders(<BrowsePage />, { path: '/browse?location=Gildford' });
    expect(
      await screen.findByRole('heading', { name: "We didn't recognise that place" }),
    ).toBeInTheDocument();
    expect(screen.queryByText('No horses found')).toBeNull();
    const places = await screen.findByRole('list', { name: 'Places with a similar name' });
    await user.click(within(places).getByRole('button', { name: /^Guildford/ }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/browse?location=Guildford'));
    expect(requestedUrls(fetchMock)).toContain('/api/places/suggest?q=Gildford');
  });

  it('says "Failed to fetch horses" when the list cannot be loaded', async () => {
    renderBrowse({ status: 500, json: { message: 'Something went wrong' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch horses');
  });

  it('keeps the distance in the URL, asks the API for it and says it in the banner', async () => {
    const user = userEvent.setup();
    const near = [
      buildHorse({ distanceMiles: 0.3 }),
      buildHorse({ id: 6, name: 'Clover', distanceMiles: 9 }),
    ];
    const { fetchMock, location } = renderBrowse(
      { json: near },
      { path: '/browse?location=York&radiusMiles=25', total: 2 },
    );
    expect(await screen.findByText('Found 2 horses within 25 miles')).toBeInTheDocument();
    expect(screen.getByText('Closest horse: less than 1 mile away')).toBeInTheDocument();
    expect(screen.getByText('Less than 1 mile away')).toBeInTheDocument();
    expect(screen.getByLabelText('Distance')).toHaveValue('25');
    expect(horseRequests(requestedUrls(fetchMock))).toEqual([
      '/api/horses?location=York&radiusMiles=25&limit=24&offset=0',
    ]);
    await user.selectOptions(screen.getByLabelText('Distance'), '10 miles');
    await user.click(screen.getByRole('button', { name: 'Search Horses' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/browse?location=York&radiusMiles=10'));
    // The default 300 miles stays out of the URL and the request.
    await user.selectOptions(screen.getByLabelText('Distance'), '300 miles');
    await user.click(screen.getByRole('button', { name: 'Search Horses' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/browse?location=York'));
  });

  it('says plainly when the nearest horse is far away', async () => {
    renderBrowse(
      { json: [buildHorse({ distanceMiles: 68.4 })] },
      { path: '/browse?location=Truro', total: 1 },
    );
    expect(await screen.findByText('The nearest horse is 68 miles away')).toBeInTheDocument();
    expect(screen.queryByText(/Closest horse/)).toBeNull();
  });

  it('with nothing within the chosen distance, says how far the nearest horse is and widens to it', async () => {
    const user = userEvent.setup();
    const { fetchMock, location } = renderBrowse(
      ({ url }) => ({
        json: url.searchParams.get('radiusMiles') === '10' ? [] : [buildHorse({ distanceMiles: 68.4 })],
        headers: { 'x-search-place': 'Truro' },
      }),
      { path: '/browse?location=Truro&radiusMiles=10', total: 0 },
    );
    expect(await screen.findByText(/The nearest horse is 68 miles away/)).toBeInTheDocument();
    expect(screen.getByText(/No horses within 10 miles of "Truro"/)).toBeInTheDocument();
    expect(horseRequests(requestedUrls(fetchMock))).toContain('/api/horses?location=Truro&limit=24&offset=0');
    await user.click(screen.getByRole('button', { name: 'Search within 100 miles' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/browse?location=Truro&radiusMiles=100'));
  });

  it('on a phone puts the results first and folds the other filters into a sheet', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query }) as MediaQueryList);
    const user = userEvent.setup();
    const { location } = renderBrowse(
      { json: twoHorses },
      { path: '/browse?experienceLevel=beginner&services=general-care', total: 2 },
    );
    await screen.findByText('Found 2 horses available for you');
    expect(screen.queryByLabelText('Experience Level')).toBeNull();
    const filtersButton = screen.getByRole('button', { name: 'Filters , 2 active' });
    await user.click(filtersButton);
    const sheet = await screen.findByRole('dialog', { name: 'Filters' });
    expect(within(sheet).getByLabelText('Experience Level')).toHaveValue('beginner');
    await user.click(within(sheet).getByLabelText('Occasional Cover'));
    await user.click(within(sheet).getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(location.history.at(-1)).toBe(
        '/browse?experienceLevel=beginner&services=general-care%2Coccasional-cover',
      ),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: /^Filters/ }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Filters' })).getByRole('button', {
        name: 'Clear Filters',
      }),
    );
    await waitFor(() => expect(location.history.at(-1)).toBe('/browse'));
  });

  it('offers "Suits me" to a rider with private details, and asks the server for horses that suit them', async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi({
      '/api/horses': { json: twoHorses },
      '/api/auth/me': {
        json: buildSessionUser({
          userType: 'enthusiast',
          experienceLevel: 'beginner',
          hasBrowsedHorses: true,
        }),
      },
      '/api/saved-horses': { json: [] },
    });
    renderWithProviders(<BrowsePage />, { path: '/browse?location=York' });
    await user.click(await screen.findByRole('checkbox', { name: 'Suits me' }));
    await waitFor(() =>
      expect(horseRequests(requestedUrls(fetchMock)).some((url) => url.includes('suitsMe=true'))).toBe(true),
    );
    expect(screen.getByRole('checkbox', { name: 'Suits me' })).toBeChecked();
  });

  it('does not offer "Suits me" to a visitor', async () => {
    renderBrowse({ json: twoHorses });
    expect(await screen.findByRole('link', { name: 'Clover' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Suits me' })).toBeNull();
  });
});
