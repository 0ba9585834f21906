import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RequestView } from '#contract/requests';
import { renderWithProviders } from '#client/test-utils/render';
import { setTodayForEachTest } from '#client/test-utils/today';
import { stubApi } from '#client/test-utils/horse-fixtures';
import { buildShareDays, buildShareView } from '#client/test-utils/request-fixtures';
import type { StubHandler } from '#client/test-utils/stub-fetch';
import { buildSessionUser } from '#client/test-utils/user-fixtures';
import { MySharesCard } from './my-shares-card';

const ELLIE = buildSessionUser({ id: 3, firstName: 'Ellie', userType: 'enthusiast' });
const FIONA = buildSessionUser({ id: 9, firstName: 'Fiona', userType: 'owner' });

// Thursday 3 December 2026, noon in London.
setTodayForEachTest('2026-12-03T12:00:00Z');
afterEach(() => {
  vi.unstubAllGlobals();
});

/** Ellie shares Bramble every Tuesday and Saturday since 1 December (done), its trial until 28 December. */
function runningShare(overrides: Partial<RequestView> = {}): RequestView {
  return buildShareView({
    status: 'accepted',
    days: buildShareDays(['tuesday', 'saturday'], { from: '2026-12-01', to: '2026-12-28' }, (day) =>
      day.date < '2026-12-03' ? { status: 'done' } : {},
    ),
    ...overrides,
  });
}

/** My shares for `user`, listing what `shares` holds now; each POST is recorded with its body. */
async function openMyShares(
  user: typeof ELLIE,
  shares: () => RequestView[],
  routes: Record<string, StubHandler> = {},
) {
  const fetchMock = stubApi({ 'GET /api/requests': () => ({ json: shares() }), ...routes });
  renderWithProviders(<MySharesCard user={user} />);
  await screen.findByRole('heading', { name: 'My shares' });
  const sent = () =>
    fetchMock.mock.calls
      .filter(([, init]) => init?.method === 'POST')
      .map(([url, init]) => [String(url), init?.body ? JSON.parse(String(init.body)) : null]);
  return { fetchMock, sent, user: userEvent.setup() };
}

const shareNamed = async (horse: string) =>
  (await screen.findByRole('heading', { name: horse })).closest('article')!;

describe('My shares', () => {
  it('shows the sharer the days and skips one with a reason', async () => {
    let share = runningShare();
    const { sent, user, fetchMock } = await openMyShares(ELLIE, () => [share], {
      'POST /api/requests/12/skip': () => {
        share = runningShare({
          days: share.days.map((day) =>
            day.date === '2026-12-12' ? { ...day, status: 'skipped', reason: 'Away at a show' } : day,
          ),
        });
        return { json: share };
      },
    });
    const card = within(await shareNamed('Bramble'));
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/requests?userId=3&inbox=requester&kind=share&limit=50');
    expect(card.getByText("Fiona Hay's horse")).toBeInTheDocument();
    expect(card.getByText('Tue & Sat, 09:00–12:00')).toBeInTheDocument();
    expect(card.getByText('Sat 5 Dec, 09:00–12:00')).toBeInTheDocument();
    expect(card.getByText('Mon 28 Dec')).toBeInTheDocument();

    await user.click(card.getByRole('button', { name: 'Skip a day' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Skip a day' }));
    // Only days still to come: Tuesday 1 December is done.
    expect(dialog.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Sat 5 Dec, 09:00–12:00',
      'Tue 8 Dec, 09:00–12:00',
      'Sat 12 Dec, 09:00–12:00',
      'Tue 15 Dec, 09:00–12:00',
      'Sat 19 Dec, 09:00–12:00',
      'Tue 22 Dec, 09:00–12:00',
      'Sat 26 Dec, 09:00–12:00',
    ]);
    await user.selectOptions(dialog.getByLabelText('Day'), '2026-12-12');
    await user.type(dialog.getByLabelText('Reason (optional)'), 'Away at a show');
    await user.click(dialog.getByRole('button', { name: 'Skip this day' }));

    expect(await screen.findByText('Day skipped')).toBeInTheDocument();
    expect(screen.getByText('Sat 12 Dec, 09:00–12:00 is off.')).toBeInTheDocument();
    expect(sent()).toEqual([['/api/requests/12/skip', { date: '2026-12-12', reason: 'Away at a show' }]]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('lets the owner end the share with notice, naming the last day before and after', async () => {
    let share = runningShare();
    const { sent, user } = await openMyShares(FIONA, () => [share], {
      'POST /api/requests/12/end': () => {
        share = runningShare({
          endDate: '2026-12-10',
          days: share.days.map((day) =>
            day.date > '2026-12-10' ? { ...day, status: 'cancelled', reason: 'Share ended by Fiona' } : day,
          ),
        });
        return { json: share };
      },
    });
    const article = await shareNamed('Bramble');
    const card = within(article);
    expect(card.getByText('Shared with Ellie Rider')).toBeInTheDocument();
    await user.click(card.getByRole('button', { name: 'End share' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'End the share of Bramble?' }));
    expect(
      dialog.getByText(/With 7 days' notice, the last day will be Tue 8 Dec, 09:00–12:00;/),
    ).toBeInTheDocument();
    await user.type(dialog.getByLabelText('Reason (optional)'), 'Selling the horse');
    await user.click(dialog.getByRole('button', { name: 'End share' }));

    expect(await screen.findByText('Share ended')).toBeInTheDocument();
    expect(screen.getByText('The last day is Tue 8 Dec, 09:00–12:00.')).toBeInTheDocument();
    expect(sent()).toEqual([['/api/requests/12/end', { reason: 'Selling the horse' }]]);
    await waitFor(() => expect(card.getByText('Last day:')).toBeInTheDocument());
    expect(card.getByText('Last day:').parentElement).toHaveTextContent('Last day: Tue 8 Dec, 09:00–12:00');
    // It ends before its trial would have: the trial's end is no longer a date to keep.
    expect(card.queryByText('Trial until:')).toBeNull();
    // Ended, there is nothing to end sooner: focus goes to the share, not to the top of the page.
    expect(card.queryByRole('button', { name: 'End share' })).toBeNull();
    await waitFor(() => expect(card.getByRole('heading', { name: 'Bramble' })).toHaveFocus());
  });

  it('lets the owner say the rider missed the last day that passed; the rider is not offered it', async () => {
    let share = runningShare();
    const { sent, user } = await openMyShares(FIONA, () => [share], {
      'POST /api/requests/12/missed': () => {
        share = runningShare({
          days: share.days.map((day) => (day.date === '2026-12-01' ? { ...day, status: 'missed' } : day)),
        });
        return { json: share };
      },
    });
    const card = within(await shareNamed('Bramble'));
    await user.click(card.getByRole('button', { name: 'Ellie did not come on Tue 1 Dec' }));
    expect(await screen.findByText('Tue 1 Dec noted as missed')).toBeInTheDocument();
    expect(sent()).toEqual([['/api/requests/12/missed', { date: '2026-12-01' }]]);
    await waitFor(() => expect(card.queryByRole('button', { name: /did not come/ })).toBeNull());
  });

  it('offers the rider no "did not come" of their own', async () => {
    await openMyShares(ELLIE, () => [runningShare()]);
    const card = within(await shareNamed('Bramble'));
    expect(card.queryByRole('button', { name: /did not come/ })).toBeNull();
  });

  it('asks "Carry on sharing?" in the trial’s last days until the member answers', async () => {
    vi.setSystemTime(new Date('2026-12-24T12:00:00Z'));
    let share = runningShare({ carryOn: { asked: true, owner: null, requester: null } });
    const { sent, user } = await openMyShares(ELLIE, () => [share], {
      'POST /api/requests/12/continue': () => {
        share = runningShare({ carryOn: { asked: true, owner: null, requester: true } });
        return { json: share };
      },
    });
    const card = within(await shareNamed('Bramble'));
    const question = within(card.getByRole('region', { name: 'Carry on sharing?' }));
    expect(question.getByText(/The trial ends on Mon 28 Dec\./)).toBeInTheDocument();
    await user.click(question.getByRole('button', { name: 'Yes, carry on' }));

    expect(await screen.findByText('You said yes')).toBeInTheDocument();
    expect(sent()).toEqual([['/api/requests/12/continue', { carryOn: true }]]);
    expect(await card.findByText('You said yes to carrying on. Waiting for Fiona.')).toBeInTheDocument();
    expect(card.queryByRole('region', { name: 'Carry on sharing?' })).toBeNull();
  });

  it('puts new days the other member proposed to this one, who accepts them', async () => {
    const proposedChange = { weekdays: ['wednesday', 'saturday'] as const, fromDate: '2026-12-14', byId: 3 };
    let share = runningShare({
      proposedChange: { ...proposedChange, weekdays: [...proposedChange.weekdays] },
    });
    const { sent, user } = await openMyShares(FIONA, () => [share], {
      'POST /api/requests/12/change/accept': () => {
        share = runningShare({ weekdays: ['wednesday', 'saturday'] });
        return { json: share };
      },
    });
    const card = within(await shareNamed('Bramble'));
    const proposal = within(card.getByRole('region', { name: 'New days proposed' }));
    expect(proposal.getByText('Ellie proposes Wed & Sat from Mon 14 Dec.')).toBeInTheDocument();
    // One proposal at a time: no new one while this waits.
    expect(card.queryByRole('button', { name: 'Change days' })).toBeNull();
    await user.click(proposal.getByRole('button', { name: 'Accept new days' }));
    expect(await screen.findByText('New days agreed')).toBeInTheDocument();
    expect(sent()).toEqual([['/api/requests/12/change/accept', null]]);
    expect(await card.findByRole('button', { name: 'Change days' })).toBeInTheDocument();
  });

  it('proposes new days, showing the server’s words beside them', async () => {
    const { sent, user } = await openMyShares(ELLIE, () => [runningShare()], {
      'POST /api/requests/12/change': {
        status: 400,
        json: {
          message: 'The owner does not offer Sundays at this time',
          fieldErrors: { weekdays: ['The owner does not offer Sundays at this time'] },
        },
      },
    });
    const card = within(await shareNamed('Bramble'));
    await user.click(card.getByRole('button', { name: 'Change days' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Change days' }));
    expect(dialog.getByRole('checkbox', { name: 'Tuesday' })).toBeChecked();
    await user.click(dialog.getByRole('checkbox', { name: 'Saturday' }));
    await user.click(dialog.getByRole('checkbox', { name: 'Sunday' }));
    await user.click(dialog.getByRole('button', { name: 'Propose new days' }));
    expect(await dialog.findByText('The owner does not offer Sundays at this time')).toBeInTheDocument();
    expect(sent()).toEqual([
      ['/api/requests/12/change', { weekdays: ['tuesday', 'sunday'], fromDate: '2026-12-03' }],
    ]);
  });

  it('says when there is no running share, and counts requests waiting for an answer', async () => {
    await openMyShares(FIONA, () => [buildShareView(), runningShare({ id: 13, isOver: true })]);
    expect(
      await screen.findByText(/No running shares yet\. When you accept a request to share/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '1 request to share is waiting for an answer' })).toHaveAttribute(
      'href',
      '/requests',
    );
  });

  it('says so when the shares cannot be read, and tries again', async () => {
    let fail = true;
    const { user } = await openMyShares(ELLIE, () => [], {
      'GET /api/requests': () => (fail ? { status: 500, json: { message: 'Internal error' } } : { json: [] }),
    });
    expect(await screen.findByText('Failed to fetch your shares')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/No running shares yet\. On a horse’s page/)).toBeInTheDocument();
  });
});
