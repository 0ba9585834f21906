import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestInboxCursor, type RequestView } from '#contract/requests';
import { renderWithProviders } from '#client/test-utils/render';
import { stubApi } from '#client/test-utils/horse-fixtures';
import { buildRequestView, buildYardDetails } from '#client/test-utils/request-fixtures';
import { buildSessionUser } from '#client/test-utils/user-fixtures';
import { RequestsInboxPage } from './requests-inbox-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const OWNER_ID = 9;

/** Ellie's request for the "Morning" slot on Tuesday 1 December, for two activities, any time. */
function buildRequest(overrides: Partial<RequestView> = {}): RequestView {
  return buildRequestView({
    startDate: '2026-12-01',
    endDate: '2026-12-01',
    slot: { id: 7, title: 'Morning', startTime: '10:00', endTime: '12:00' },
    preferredTime: 'any',
    isFlexible: false,
    activities: ['general-care', 'exercising-riding'],
    ...overrides,
  });
}

describe('The requests inbox', () => {
  it('shows an owner who asked, when in words and what for; declines with a reason, then offers Undo', async () => {
    let request = buildRequest();
    const sent: unknown[] = [];
    stubApi({
      '/api/auth/me': { json: buildSessionUser({ id: OWNER_ID, userType: 'owner' }) },
      'GET /api/requests': () => ({ json: [request] }),
      'GET /api/calendar-feed': { json: { active: false, createdAt: null } },
      'POST /api/requests/12/decline': ({ init }) => {
        sent.push(JSON.parse(String(init?.body)));
        request = buildRequest({
          status: 'declined',
          reason: 'The farrier comes',
          changedById: OWNER_ID,
          undoMsLeft: 60_000,
        });
        return { json: request };
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<RequestsInboxPage />, { path: '/requests' });
    expect(await screen.findByRole('heading', { name: 'Requests for your horses' })).toBeInTheDocument();
    const card = (await screen.findByRole('heading', { name: 'Ellie Rider' })).closest('li')!;
    expect(within(card).getByText('Tue 1 Dec, 10:00–12:00')).toBeInTheDocument();
    expect(within(card).getByText('General Care, Exercising/Riding')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Conversation with Ellie' })).toHaveAttribute(
      'href',
      '/messages?userId=3',
    );

    await user.click(within(card).getByRole('button', { name: 'Decline' }));
    await user.type(await screen.findByLabelText('Reason (optional)'), 'The farrier comes');
    await user.click(screen.getByRole('button', { name: 'Decline request' }));
    expect(await within(card).findByText('Declined')).toBeInTheDocument();
    expect(sent).toEqual([{ reason: 'The farrier comes' }]);
    expect(within(card).getByText('The farrier comes')).toBeInTheDocument();
    // The Decline pressed is gone: focus is on Undo, not lost at the top of the page.
    await waitFor(() => expect(within(card).getByRole('button', { name: 'Undo' })).toHaveFocus());
  });

  it('shows an enthusiast the yard details of an accepted visit, and makes a calendar address', async () => {
    const yard = buildYardDetails({
      address: 'Hollybush Farm, Thirsk',
      parking: 'By the barn',
      emergencyContact: 'Fiona 07700 900000',
    });
    stubApi({
      '/api/auth/me': { json: buildSessionUser({ id: 3, userType: 'enthusiast' }) },
      'GET /api/requests': { json: [buildRequest({ status: 'accepted', yardDetails: yard })] },
      'GET /api/calendar-feed': { json: { active: false, createdAt: null } },
      'POST /api/calendar-feed': { status: 201, json: { path: `/api/calendar-feed/${'a'.repeat(43)}` } },
    });
    const user = userEvent.setup();
    renderWithProviders(<RequestsInboxPage />, { path: '/requests' });
    const details = await screen.findByRole('region', { name: 'Yard details for Bramble' });
    expect(within(details).getByText('Hollybush Farm, Thirsk')).toBeInTheDocument();
    expect(within(details).getByText('Emergency contact')).toBeInTheDocument();
    expect(within(details).queryByText('Directions')).toBeNull();
    expect(screen.getByRole('link', { name: 'Add to calendar' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Get a calendar address' }));
    expect(await screen.findByLabelText(/Your calendar address/)).toHaveValue(
      `http://localhost:3000/api/calendar-feed/${'a'.repeat(43)}`.replace(
        'http://localhost:3000',
        window.location.origin,
      ),
    );
    expect(screen.getByRole('link', { name: 'Subscribe in your calendar' }).getAttribute('href')).toMatch(
      /^webcal:\/\//,
    );
  });

  it('reads the owner’s requests a page at a time, pending first, and shows more after the last one shown', async () => {
    const asked: string[] = [];
    // Newest first, a minute apart from noon on 20 November; the first is pending, the rest declined.
    let all = Array.from({ length: 52 }, (_, i) =>
      buildRequest({
        id: 100 + i,
        status: i === 0 ? 'pending' : 'declined',
        inboxGroup: i === 0 ? 0 : 2,
        createdAt: new Date(Date.parse('2026-11-20T12:00:00.000Z') - i * 60_000).toISOString(),
      }),
    );
    stubApi({
      '/api/auth/me': { json: buildSessionUser({ id: OWNER_ID, userType: 'owner' }) },
      // As the server: the rows after the cursor's row, in the inbox's order.
      'GET /api/requests': ({ url }) => {
        asked.push(url.search);
        const after = url.searchParams.get('after');
        const start = after ? all.findIndex((r) => requestInboxCursor(r) === after) + 1 : 0;
        const limit = Number(url.searchParams.get('limit'));
        return { json: all.slice(start, start + limit), headers: { 'X-Total-Count': String(all.length) } };
      },
      'GET /api/calendar-feed': { json: { active: false, createdAt: null } },
    });
    const user = userEvent.setup();
    renderWithProviders(<RequestsInboxPage />, { path: '/requests' });
    // Each under its heading: what waits for an answer, then the past.
    const waiting = await screen.findByRole('list', { name: 'Waiting for your answer' });
    const past = screen.getByRole('list', { name: 'Past' });
    expect(within(waiting).getAllByRole('listitem')).toHaveLength(1);
    expect(within(past).getAllByRole('listitem')).toHaveLength(49);
    expect(within(waiting).getByRole('button', { name: 'Accept' })).toBeVisible();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings.indexOf('Waiting for your answer')).toBeLessThan(headings.indexOf('Past'));
    // One more than a page, only to know whether "Show more" has anything to show.
    expect(asked).toEqual([`?userId=${OWNER_ID}&inbox=owner&limit=51`]);

    // Two rows shown go before "Show more" (an offset of 50 would now skip the last two): the next page
    // starts just after the last row shown (declined, 11:11, id 149) and brings both.
    all = all.filter((r) => r.id !== 101 && r.id !== 102);
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await vi.waitFor(() => expect(within(past).getAllByRole('listitem')).toHaveLength(51));
    expect(asked[1]).toBe(`?userId=${OWNER_ID}&inbox=owner&limit=51&after=2.1795173060000.149`);
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });
});

describe('a notice’s link to one request', () => {
  it('shows that request first, under "From your notice", and not again in the list', async () => {
    const linked = buildRequest({ id: 40, startDate: '2026-12-08', endDate: '2026-12-08' });
    stubApi({
      '/api/auth/me': { json: buildSessionUser({ id: OWNER_ID, userType: 'owner' }) },
      'GET /api/requests': () => ({ json: [buildRequest(), linked] }),
      'GET /api/requests/40': { json: linked },
      'GET /api/calendar-feed': { json: { active: false, createdAt: null } },
    });
    renderWithProviders(<RequestsInboxPage />, { path: '/requests?id=40' });
    const section = (await screen.findByRole('heading', { name: 'From your notice' })).closest('section')!;
    expect(within(section).getByText('Tue 8 Dec, 10:00–12:00')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Waiting for your answer' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(within(list).queryByText('Tue 8 Dec, 10:00–12:00')).not.toBeInTheDocument();
  });
});
