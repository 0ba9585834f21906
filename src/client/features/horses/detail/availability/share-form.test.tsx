import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import { useLogout } from '#client/lib/auth';
import { renderWithProviders } from '#client/test-utils/render';
import { setTodayForEachTest } from '#client/test-utils/today';
import type { StubHandler } from '#client/test-utils/stub-fetch';
import { buildHorse, buildSlot, buildUser, SIGNED_OUT, stubApi } from '#client/test-utils/horse-fixtures';
import { buildShareView } from '#client/test-utils/request-fixtures';
import { HorseDetailPage } from '../horse-detail-page';

const ELLIE = { json: buildUser({ id: 3, firstName: 'Ellie', userType: 'enthusiast' }) };
const ASK = 'Ask to share Weekdays 9-5 from Tuesday 24 November 2026';

// "Today" is Sunday 22 November 2026 in London.
setTodayForEachTest('2026-11-22T12:00:00Z');
afterEach(() => {
  vi.unstubAllGlobals();
});

/** Bramble's page (slot 7: Monday to Friday, 9 to 5) in list mode, its ask-to-share form open on a Tuesday. */
async function openShareForm(me: StubHandler, routes: Record<string, StubHandler> = {}) {
  const fetchMock = stubApi({
    '/api/horses/5': { json: buildHorse() },
    '/api/auth/me': me,
    'GET /api/availability-slots': { json: [buildSlot()] },
    'POST /api/users/3/mark-browsed': { status: 204 },
    ...routes,
  });
  const user = userEvent.setup();
  renderWithProviders(<Route path="/horse/:id" component={HorseDetailPage} />, { path: '/horse/5' });
  await user.click(await screen.findByRole('button', { name: 'List' }));
  await user.click(screen.getByRole('button', { name: ASK }));
  const form = screen.getByRole('region', { name: 'Ask to share: Bramble' });
  return { user, form, fetchMock };
}

const posted = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls
    .filter(([url, init]) => String(url) === '/api/requests' && init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init?.body)));

describe('Ask to share', () => {
  it('offers only the weekdays of the slot, previews the days, and sends the share', async () => {
    const { user, form, fetchMock } = await openShareForm(ELLIE, {
      'POST /api/requests': { status: 201, json: buildShareView() },
    });
    expect(within(form).getByText(/every week\.$/)).toHaveTextContent(
      'Weekdays 9-5: 9:00 AM - 5:00 PM, on the days of the week you choose, every week.',
    );
    // The slot runs Monday to Friday: the weekend cannot be chosen; the day pressed is chosen already.
    expect(within(form).getByRole('checkbox', { name: 'Saturday' })).toBeDisabled();
    expect(within(form).getByRole('checkbox', { name: 'Sunday' })).toBeDisabled();
    expect(within(form).getByRole('checkbox', { name: 'Tuesday' })).toBeChecked();
    expect(within(form).getByLabelText(/^First day/)).toHaveValue('2026-11-24');
    expect(within(form).getByLabelText('Trial')).toHaveValue('4');
    expect(within(form).getByRole('status')).toHaveTextContent(
      'Tue from Tue 24 Nov · trial until Mon 21 Dec · 4 days',
    );

    await user.click(within(form).getByRole('checkbox', { name: 'Thursday' }));
    await user.selectOptions(within(form).getByLabelText('Trial'), '2');
    expect(within(form).getByRole('status')).toHaveTextContent(
      'Tue & Thu from Tue 24 Nov · trial until Mon 7 Dec · 4 days',
    );
    fireEvent.change(within(form).getByLabelText(/^Last day/), { target: { value: '2026-11-30' } });
    expect(within(form).getByRole('status')).toHaveTextContent(
      'Tue & Thu from Tue 24 Nov · trial until Mon 7 Dec · last day Mon 30 Nov · 2 days',
    );
    await user.selectOptions(within(form).getByLabelText(/^Help with/), 'exercising-riding');
    await user.type(within(form).getByLabelText('Message'), 'I ride twice a week.');
    await user.click(within(form).getByRole('button', { name: 'Send share request' }));

    expect(await screen.findByText('Share request sent')).toBeInTheDocument();
    expect(screen.getByText('Fiona will answer in your requests.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Ask to share: Bramble' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Availability' })).toHaveFocus();
    expect(posted(fetchMock)).toEqual([
      {
        kind: 'share',
        horseId: 5,
        availabilitySlotId: 7,
        weekdays: ['tuesday', 'thursday'],
        startDate: '2026-11-24',
        trialWeeks: 2,
        endDate: '2026-11-30',
        service: 'exercising-riding',
        message: 'I ride twice a week.',
      },
    ]);
  });

  it('needs a day of the week, and shows the server’s messages beside their fields', async () => {
    const { user, form, fetchMock } = await openShareForm(ELLIE, {
      'POST /api/requests': {
        status: 400,
        json: {
          message: 'Invalid request',
          fieldErrors: {
            weekdays: ['The owner does not offer Thursdays at this time'],
            startDate: ['Please choose a date from today onwards'],
          },
        },
      },
    });
    await user.click(within(form).getByRole('checkbox', { name: 'Tuesday' }));
    expect(within(form).getByRole('status')).toHaveTextContent(
      'Choose at least one day of the week and a first day to see the days.',
    );
    await user.click(within(form).getByRole('button', { name: 'Send share request' }));
    expect(await within(form).findByText('Please choose at least one day of the week')).toBeInTheDocument();
    expect(posted(fetchMock)).toEqual([]);

    await user.click(within(form).getByRole('checkbox', { name: 'Thursday' }));
    await user.click(within(form).getByRole('button', { name: 'Send share request' }));
    expect(
      await within(form).findByText('The owner does not offer Thursdays at this time'),
    ).toBeInTheDocument();
    const firstDay = within(form).getByLabelText(/^First day/);
    expect(firstDay).toHaveAccessibleDescription('Please choose a date from today onwards');
    // Focus goes to the first field with a message: the days of the week, from Monday.
    expect(within(form).getByRole('checkbox', { name: 'Monday' })).toHaveFocus();
    // What was chosen stays for the member to put right.
    expect(within(form).getByRole('checkbox', { name: 'Thursday' })).toBeChecked();
  });

  it('says why when the server refuses without naming a field', async () => {
    const { user, form } = await openShareForm(ELLIE, {
      'POST /api/requests': {
        status: 409,
        json: { message: 'You already have an open share for this horse. It is waiting in your requests.' },
      },
    });
    await user.click(within(form).getByRole('button', { name: 'Send share request' }));
    expect(await screen.findByText('Failed to send request. Please try again.')).toBeInTheDocument();
    expect(
      screen.getByText('You already have an open share for this horse. It is waiting in your requests.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Ask to share: Bramble' })).toBeInTheDocument();
  });

  it('asks a signed-out visitor to log in or join, coming back to this form', async () => {
    const { form } = await openShareForm(SIGNED_OUT);
    const back = encodeURIComponent('/horse/5?slot=7&day=2026-11-24&ask=share');
    expect(within(form).getByRole('link', { name: 'Log in to ask' })).toHaveAttribute(
      'href',
      `/login?returnTo=${back}`,
    );
    expect(within(form).getByRole('link', { name: 'Create account' })).toHaveAttribute(
      'href',
      `/register/enthusiast?returnTo=${back}`,
    );
    expect(within(form).queryByRole('button', { name: 'Send share request' })).toBeNull();
  });

  it('reopens the form named in the address after logging in', async () => {
    stubApi({
      '/api/horses/5': { json: buildHorse() },
      '/api/auth/me': ELLIE,
      'GET /api/availability-slots': { json: [buildSlot()] },
      'POST /api/users/3/mark-browsed': { status: 204 },
    });
    renderWithProviders(<Route path="/horse/:id" component={HorseDetailPage} />, {
      path: '/horse/5?slot=7&day=2026-11-24&ask=share',
    });
    const form = await screen.findByRole('region', { name: 'Ask to share: Bramble' }, { timeout: 5000 });
    await waitFor(() => expect(within(form).getByLabelText(/^First day/)).toHaveValue('2026-11-24'));
    expect(within(form).getByRole('button', { name: 'Send share request' })).toBeInTheDocument();
  });
});

describe('Ask to share before the address is confirmed (issue 46)', () => {
  const UNCONFIRMED = {
    json: buildUser({ id: 3, firstName: 'Ellie', userType: 'enthusiast', emailVerified: false }),
  };
  const KEY = 'stablemates:share-draft:3:5:7:2026-11-24';
  const keptDraft = (message: string) =>
    JSON.stringify({
      savedAt: Date.now(),
      fields: {
        weekdays: ['tuesday', 'thursday'],
        startDate: '2026-11-24',
        trialWeeks: 2,
        endDate: null,
        service: 'exercising-riding',
        message,
      },
    });
  afterEach(() => localStorage.clear());

  it('keeps what is typed, brings it back when the form opens again, and forgets it once sent', async () => {
    const first = await openShareForm(UNCONFIRMED);
    await first.user.click(within(first.form).getByRole('checkbox', { name: 'Thursday' }));
    await first.user.selectOptions(within(first.form).getByLabelText('Trial'), '2');
    await first.user.type(within(first.form).getByLabelText('Message'), 'I ride twice a week.');
    await first.user.click(within(first.form).getByRole('button', { name: 'Send share request' }));
    const notice = within(first.form).getByRole('group', { name: 'Confirm your e-mail to send this' });
    expect(within(notice).getByText(/^Not sent yet: your words are kept here/)).toBeInTheDocument();
    expect(posted(first.fetchMock)).toEqual([]);
    expect(Object.keys(localStorage).filter((key) => key.includes('-draft:'))).toEqual([KEY]);

    // Closed and opened again on the same page: the words are back.
    await first.user.click(within(first.form).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('region', { name: 'Ask to share: Bramble' })).toBeNull();
    await first.user.click(screen.getByRole('button', { name: ASK }));
    const again = screen.getByRole('region', { name: 'Ask to share: Bramble' });
    await waitFor(() => expect(within(again).getByLabelText('Message')).toHaveValue('I ride twice a week.'));
    expect(within(again).getByRole('checkbox', { name: 'Thursday' })).toBeChecked();
    expect(within(again).getByLabelText('Trial')).toHaveValue('2');

    // The page left, the address confirmed, the link's way back followed: the words are there to send.
    cleanup();
    vi.unstubAllGlobals();
    const fetchMock = stubApi({
      '/api/horses/5': { json: buildHorse() },
      '/api/auth/me': ELLIE,
      'GET /api/availability-slots': { json: [buildSlot()] },
      'POST /api/users/3/mark-browsed': { status: 204 },
      'POST /api/requests': { status: 201, json: buildShareView() },
    });
    renderWithProviders(<Route path="/horse/:id" component={HorseDetailPage} />, {
      path: '/horse/5?slot=7&day=2026-11-24&ask=share',
    });
    const form = await screen.findByRole('region', { name: 'Ask to share: Bramble' }, { timeout: 5000 });
    await waitFor(() => expect(within(form).getByLabelText('Message')).toHaveValue('I ride twice a week.'));
    expect(within(form).queryByRole('group', { name: 'Confirm your e-mail to send this' })).toBeNull();
    await userEvent.setup().click(within(form).getByRole('button', { name: 'Send share request' }));
    expect(await screen.findByText('Share request sent')).toBeInTheDocument();
    expect(posted(fetchMock)).toEqual([
      expect.objectContaining({
        weekdays: ['tuesday', 'thursday'],
        trialWeeks: 2,
        message: 'I ride twice a week.',
      }),
    ]);
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('shows nobody else signed in on this browser the words kept for another member', async () => {
    localStorage.setItem(KEY, keptDraft('I ride twice a week.'));
    const { form } = await openShareForm(
      { json: buildUser({ id: 4, firstName: 'Sam', userType: 'enthusiast', emailVerified: false }) },
      { 'POST /api/users/4/mark-browsed': { status: 204 } },
    );
    expect(within(form).getByLabelText('Message')).toHaveValue('');
    expect(within(form).getByRole('checkbox', { name: 'Thursday' })).not.toBeChecked();
    expect(localStorage.getItem(KEY)).not.toBeNull();
  });

  it('forgets every kept draft, shares and enquiries alike, when the member signs out', async () => {
    localStorage.setItem(KEY, keptDraft('I ride twice a week.'));
    localStorage.setItem('stablemates:enquiry-draft:3:5:7:2026-11-24', '{}');
    localStorage.setItem('stablemates:unrelated', 'kept');
    stubApi({ '/api/auth/me': UNCONFIRMED, 'POST /api/auth/logout': { status: 204 } });
    function SignOut() {
      const logout = useLogout();
      return <button onClick={() => logout.mutate()}>Log out</button>;
    }
    renderWithProviders(<SignOut />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(localStorage.getItem(KEY)).toBeNull());
    expect(localStorage.getItem('stablemates:enquiry-draft:3:5:7:2026-11-24')).toBeNull();
    expect(localStorage.getItem('stablemates:unrelated')).toBe('kept');
  });
});
