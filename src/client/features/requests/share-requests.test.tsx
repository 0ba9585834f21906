import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RequestView } from '#contract/requests';
import { renderWithProviders } from '#client/test-utils/render';
import { stubApi } from '#client/test-utils/horse-fixtures';
import { buildRequestView, buildShareDays, buildShareView } from '#client/test-utils/request-fixtures';
import { buildSessionUser } from '#client/test-utils/user-fixtures';
import type { StubHandler } from '#client/test-utils/stub-fetch';
import { RequestsInboxPage } from './requests-inbox-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const FIONA = { json: buildSessionUser({ id: 9, firstName: 'Fiona', userType: 'owner' }) };
const ELLIE = { json: buildSessionUser({ id: 3, firstName: 'Ellie', userType: 'enthusiast' }) };

/** The inbox of `me` listing `requests` (read again after every change). */
async function openInbox(
  me: StubHandler,
  requests: () => RequestView[],
  routes: Record<string, StubHandler> = {},
) {
  const fetchMock = stubApi({
    '/api/auth/me': me,
    'GET /api/requests': () => ({ json: requests() }),
    'GET /api/calendar-feed': { json: { active: false, createdAt: null } },
    ...routes,
  });
  renderWithProviders(<RequestsInboxPage />, { path: '/requests' });
  const list = await screen.findByRole('list', {
    name: /^(Waiting for your answer|Waiting for an answer|Coming up|Past)$/,
  });
  return { fetchMock, card: within(list).getAllByRole('listitem')[0]! };
}

describe('A share in the requests inbox', () => {
  it('shows the owner its days, names a taken one, and accepts without it once she has read which', async () => {
    // Another share took Tuesday 8 December since Ellie asked.
    const days = buildShareDays(['tuesday', 'saturday'], { from: '2026-12-01', to: '2026-12-28' }, (day) => ({
      taken: day.date === '2026-12-08',
    }));
    let share = buildShareView({ days });
    const sent: unknown[] = [];
    const { card } = await openInbox(FIONA, () => [share], {
      'POST /api/requests/12/accept': ({ init }) => {
        sent.push(JSON.parse(String(init?.body)));
        share = buildShareView({
          status: 'accepted',
          changedById: 9,
          undoMsLeft: 60_000,
          days: days.map((day) => (day.taken ? { ...day, taken: false, status: 'cancelled' } : day)),
        });
        return { json: share };
      },
    });
    const user = userEvent.setup();
    const inCard = within(card);
    expect(inCard.getByText('Tue & Sat from Tue 1 Dec, 09:00–12:00 · trial until Mon 28 Dec')).toBeVisible();
    expect(inCard.getByText('Exercising/Riding')).toBeInTheDocument();
    const asked = inCard.getByRole('region', { name: '8 days asked for, 1 already taken' });
    expect(
      within(asked)
        .getAllByRole('listitem')
        .map((day) => day.textContent),
    ).toEqual([
      'Tue 1 Dec',
      'Sat 5 Dec',
      'Tue 8 Dec is already taken',
      'Sat 12 Dec',
      'Tue 15 Dec',
      'Sat 19 Dec',
      'Tue 22 Dec',
      'Sat 26 Dec',
    ]);

    await user.click(inCard.getByRole('button', { name: 'Accept' }));
    const dialog = await screen.findByRole('dialog', { name: 'Some days are already taken' });
    expect(dialog).toHaveTextContent('Tue 8 Dec is already taken by another visit or share.');
    expect(sent).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Accept without Tue 8 Dec' }));

    expect(await inCard.findByText('Accepted')).toBeInTheDocument();
    expect(sent).toEqual([{ withoutDays: ['2026-12-08'] }]);
    expect(await screen.findByText('Share accepted')).toBeInTheDocument();
    // A running share is not cancelled from here: it is skipped, changed or ended in My shares.
    expect(inCard.getByRole('link', { name: 'Manage in My shares' })).toHaveAttribute(
      'href',
      '/my-profile?section=requests',
    );
    expect(inCard.queryByRole('button', { name: /^Cancel/ })).toBeNull();
    await waitFor(() => expect(inCard.getByRole('button', { name: 'Undo' })).toHaveFocus());
  });

  it('accepts a share with no taken day at once, with nothing to leave out', async () => {
    const accepted: unknown[] = [];
    const { card } = await openInbox(FIONA, () => [buildShareView()], {
      'POST /api/requests/12/accept': ({ init }) => {
        accepted.push(init?.body ?? null);
        return { json: buildShareView({ status: 'accepted' }) };
      },
    });
    const user = userEvent.setup();
    expect(within(card).getByRole('region', { name: '8 days asked for' })).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(accepted).toEqual([null]));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the sharer Cancel request on a pending share', async () => {
    const { card } = await openInbox(ELLIE, () => [buildShareView()]);
    expect(within(card).getByRole('heading', { name: 'Bramble' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Cancel request' })).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Accept' })).toBeNull();
  });
});

describe('A visit that is over', () => {
  it('reads "Done", with nothing left to cancel or add to a calendar', async () => {
    const visit = buildRequestView({
      status: 'accepted',
      isOver: true,
      days: [{ ...buildRequestView().days[0]!, status: 'done' }],
    });
    const { card } = await openInbox(ELLIE, () => [visit]);
    expect(within(card).getByText('Done')).toBeInTheDocument();
    expect(within(card).queryByText('Accepted')).toBeNull();
    expect(within(card).queryByRole('button', { name: 'Cancel visit' })).toBeNull();
    expect(within(card).queryByRole('link', { name: 'Add to calendar' })).toBeNull();
    // Its day took place: Ellie is asked how it went, on the horse's page.
    expect(within(card).getByRole('link', { name: 'How did it go? Review Bramble' })).toHaveAttribute(
      'href',
      '/horse/5#reviews',
    );
  });

  it('asks the owner to review the rider once the first day has passed, and nobody before it', async () => {
    const done = buildRequestView({
      status: 'accepted',
      days: [{ ...buildRequestView().days[0]!, status: 'done' }],
    });
    const { card } = await openInbox(FIONA, () => [done]);
    expect(within(card).getByRole('link', { name: 'How did it go? Review Ellie' })).toHaveAttribute(
      'href',
      '/user/3',
    );
  });

  it('asks nobody to review a visit still to come', async () => {
    const { card } = await openInbox(ELLIE, () => [buildRequestView({ status: 'accepted' })]);
    expect(within(card).queryByRole('link', { name: /How did it go/ })).toBeNull();
  });
});
