import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import { renderWithProviders } from '#client/test-utils/render';
import { setTodayForEachTest } from '#client/test-utils/today';
import type { StubHandler } from '#client/test-utils/stub-fetch';
import { buildHorse, buildSlot, buildUser, SIGNED_OUT, stubApi } from '#client/test-utils/horse-fixtures';
import { HorseDetailPage } from '../horse-detail-page';

/** Monday to Friday 9-5, weekly, from Monday 23 November 2026 to 22 December. */
const WEEKDAYS = buildSlot();

const OWNER = { json: buildUser({ id: 9, userType: 'owner' }) };
const VISITOR = { json: buildUser({ id: 3, firstName: 'Ellie', userType: 'enthusiast' }) };

// "Today" is Sunday 22 November 2026 in London.
setTodayForEachTest('2026-11-22T12:00:00Z');
afterEach(() => {
  vi.unstubAllGlobals();
});

function renderHorse(
  me: StubHandler,
  routes: Record<string, StubHandler> = {},
  path = '/horse/5',
): ReturnType<typeof stubApi> {
  const fetchMock = stubApi({
    '/api/horses/5': { json: buildHorse() },
    '/api/auth/me': me,
    'GET /api/availability-slots': { json: [WEEKDAYS] },
    ...routes,
  });
  renderWithProviders(<Route path="/horse/:id" component={HorseDetailPage} />, { path });
  return fetchMock;
}

function bodyOf(fetchMock: ReturnType<typeof stubApi>, method: string, path: string): unknown {
  const call = fetchMock.mock.calls.find(
    ([url, init]) => String(url).startsWith(path) && (init?.method ?? 'GET') === method,
  );
  return call ? JSON.parse(String(call[1]?.body)) : undefined;
}

async function showList(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'List' }));
}

describe('Availability section: the owner', () => {
  it('says what it will publish, previews the next days, and writes one weekly slot per weekday', async () => {
    const user = userEvent.setup();
    let id = 8;
    const fetchMock = renderHorse(OWNER, {
      'POST /api/availability-slots': () => ({
        status: 201,
        json: { ...WEEKDAYS, id: id++, title: 'Morning' },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Add slot' }));
    const form = screen.getByRole('region', { name: 'Add availability slot' });
    expect(within(form).getByLabelText(/Start time/)).toHaveValue('09:00');
    expect(within(form).getByLabelText(/End time/)).toHaveValue('17:00');
    expect(within(form).getByText('Just once: Sun 22 Nov, 09:00–17:00')).toBeInTheDocument();

    await user.click(within(form).getByRole('button', { name: 'Add slot' }));
    expect(await within(form).findByText('Title is required')).toBeInTheDocument();
    await waitFor(() => expect(within(form).getByLabelText(/Title/)).toHaveFocus());

    await user.type(within(form).getByLabelText(/Title/), 'Morning');
    await user.clear(within(form).getByLabelText(/End time/));
    await user.type(within(form).getByLabelText(/End time/), '08:00');
    await user.click(within(form).getByRole('button', { name: 'Add slot' }));
    expect(await within(form).findByText('End time must be after the start time')).toBeInTheDocument();

    await user.clear(within(form).getByLabelText(/End time/));
    await user.type(within(form).getByLabelText(/End time/), '12:00');
    await user.click(within(form).getByRole('radio', { name: 'Every week' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Sun' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Tue' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Thu' }));
    fireEvent.change(within(form).getByLabelText(/Until/), { target: { value: '2026-12-31' } });
    expect(
      within(form).getByText('Every Tue and Thu, 09:00–12:00, from 22 Nov until 31 Dec'),
    ).toBeInTheDocument();
    expect(
      within(form).getByText(
        'Next: Tue 24 Nov · Thu 26 Nov · Tue 1 Dec · Thu 3 Dec · Tue 8 Dec · Thu 10 Dec',
      ),
    ).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Add slot' }));

    expect(await screen.findByText('Availability slot created successfully')).toBeInTheDocument();
    const posted = fetchMock.mock.calls
      .filter(([url, init]) => String(url) === '/api/availability-slots' && init?.method === 'POST')
      .map(([, init]) => JSON.parse(String(init?.body)));
    const common = {
      title: 'Morning',
      startTime: '09:00',
      endTime: '12:00',
      recurrenceType: 'weekly',
      recurrenceEnd: '2026-12-31',
      capacity: 1,
      horseId: 5,
    };
    expect(posted).toEqual([
      { ...common, startDate: '2026-11-24', endDate: '2026-11-24' },
      { ...common, startDate: '2026-11-26', endDate: '2026-11-26' },
    ]);
  });

  it("shows the server's message in destructive style when saving fails", async () => {
    const user = userEvent.setup();
    renderHorse(OWNER, {
      'PUT /api/availability-slots/7': {
        status: 403,
        json: { message: "Only the horse's owner can change its availability" },
      },
    });
    await showList(user);
    await user.click(screen.getByRole('button', { name: 'Edit Weekdays 9-5 on Monday 23 November 2026' }));
    const form = screen.getByRole('region', { name: 'Edit Weekdays 9-5' });
    expect(within(form).getByLabelText(/Until/)).toHaveValue('2026-12-22');
    expect(
      within(form).getByText('Every Mon, Tue, Wed, Thu and Fri, 09:00–17:00, from 23 Nov until 22 Dec'),
    ).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Save slot' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      "Only the horse's owner can change its availability",
    );
  });

  it('deletes a slot after a second press, and applies a quick setup', async () => {
    const user = userEvent.setup();
    const fetchMock = renderHorse(OWNER, {
      'DELETE /api/availability-slots/7': { status: 204 },
      'POST /api/availability-slots/quick-setup': { status: 201, json: [WEEKDAYS] },
    });
    await showList(user);
    await user.click(screen.getByRole('button', { name: 'Delete Weekdays 9-5 on Monday 23 November 2026' }));
    await user.click(
      screen.getByRole('button', { name: 'Confirm delete Weekdays 9-5 on Monday 23 November 2026' }),
    );
    expect(await screen.findByText('Availability slot deleted successfully')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Mon-Fri 9-5' }));
    await vi.waitFor(() =>
      expect(bodyOf(fetchMock, 'POST', '/api/availability-slots/quick-setup')).toEqual({
        horseId: 5,
        preset: 'weekdays',
      }),
    );
  });
});

describe('Availability section: an empty month', () => {
  it('tells the owner plainly, with no hint to message themself', async () => {
    renderHorse(OWNER, { 'GET /api/availability-slots': { json: [] } });
    expect(await screen.findByText('No slots this month.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByText(/Try another month/)).toBeNull();
  });
});

describe('Availability section: before the address is confirmed (issue 46)', () => {
  const UNCONFIRMED = {
    json: buildUser({ id: 3, firstName: 'Ellie', userType: 'enthusiast', emailVerified: false }),
  };
  afterEach(() => localStorage.clear());

  it('says so above the form, sends nothing at Send, keeps the words, and mails a link back to this slot', async () => {
    const user = userEvent.setup();
    const fetchMock = renderHorse(UNCONFIRMED, {
      'POST /api/auth/resend-verification': { json: { message: 'A new link is on its way.' } },
    });
    await showList(user);
    await user.click(
      screen.getByRole('button', { name: 'Enquire about Weekdays 9-5 on Tuesday 24 November 2026' }),
    );
    const form = screen.getByRole('region', { name: 'Enquire about Bramble' });
    const notice = within(form).getByRole('group', { name: 'Confirm your e-mail to send this' });
    // Before the fields: read (and tabbed through) first.
    expect(
      notice.compareDocumentPosition(within(form).getByLabelText('Message')) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();

    await user.click(within(form).getByRole('checkbox', { name: 'General Care' }));
    await user.type(within(form).getByLabelText('Message'), 'I can help on Tuesday.');
    await user.click(within(form).getByRole('button', { name: 'Send Request' }));
    expect(within(notice).getByText(/^Not sent yet: your words are kept here/)).toBeInTheDocument();
    expect(notice).toHaveFocus();
    expect(bodyOf(fetchMock, 'POST', '/api/messages')).toBeUndefined();
    const kept = Object.keys(localStorage).filter((key) => key.startsWith('stablemates:enquiry-draft:'));
    expect(kept).toEqual(['stablemates:enquiry-draft:3:5:7:2026-11-24']);

    await user.click(within(notice).getByRole('button', { name: 'Send the link again' }));
    expect(await within(notice).findByText('A new link is on its way.')).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'POST', '/api/auth/resend-verification')).toEqual({
      returnTo: '/horse/5?slot=7&day=2026-11-24',
    });
  });

  it('brings back the words kept for the slot named in the address, and forgets them once sent', async () => {
    localStorage.setItem(
      'stablemates:enquiry-draft:3:5:7:2026-11-24',
      JSON.stringify({
        savedAt: Date.now(),
        fields: {
          activities: ['general-care'],
          preferredTime: '10:00',
          isFlexible: true,
          content: 'I can help on Tuesday.',
        },
      }),
    );
    const user = userEvent.setup();
    const fetchMock = renderHorse(
      VISITOR,
      { 'POST /api/messages': { status: 201, json: {} } },
      '/horse/5?slot=7&day=2026-11-24',
    );
    const form = await screen.findByRole('region', { name: 'Enquire about Bramble' }, { timeout: 5000 });
    await waitFor(() => expect(within(form).getByLabelText('Message')).toHaveValue('I can help on Tuesday.'));
    expect(within(form).getByRole('checkbox', { name: 'General Care' })).toBeChecked();
    expect(within(form).getByLabelText('Preferred time')).toHaveValue('10:00');
    expect(within(form).queryByRole('group', { name: 'Confirm your e-mail to send this' })).toBeNull();
    await user.click(within(form).getByRole('button', { name: 'Send Request' }));
    expect(await screen.findByText('Request Sent')).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'POST', '/api/messages')).toMatchObject({
      content: 'I can help on Tuesday.',
      activities: ['general-care'],
      preferredTime: '10:00',
    });
    expect(localStorage.getItem('stablemates:enquiry-draft:3:5:7:2026-11-24')).toBeNull();
  });
});

describe('Availability section: the enquiry', () => {
  it('shows weekday slots only, offers hourly times in 12-hour format and needs an activity', async () => {
    const user = userEvent.setup();
    const fetchMock = renderHorse(VISITOR, {
      'POST /api/messages': { status: 201, json: {} },
    });
    await showList(user);
    expect(screen.getByRole('heading', { name: 'Tuesday 24 November 2026' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Saturday 28 November 2026' })).toBeNull();

    await user.click(
      screen.getByRole('button', { name: 'Enquire about Weekdays 9-5 on Tuesday 24 November 2026' }),
    );
    const form = screen.getByRole('region', { name: 'Enquire about Bramble' });
    const times = within(form).getByLabelText('Preferred time');
    expect(times).toHaveValue('any');
    expect(
      within(times)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Any time',
      '9:00 AM',
      '10:00 AM',
      '11:00 AM',
      '12:00 PM',
      '1:00 PM',
      '2:00 PM',
      '3:00 PM',
      '4:00 PM',
    ]);

    await user.click(within(form).getByRole('button', { name: 'Send Request' }));
    expect(within(form).getByText('Please select at least one activity')).toBeInTheDocument();

    await user.click(within(form).getByRole('checkbox', { name: 'General Care' }));
    await user.selectOptions(times, '10:00');
    await user.click(within(form).getByRole('switch', { name: "I'm flexible on timing" }));
    await user.type(within(form).getByLabelText('Message'), 'I can help on Tuesday.');
    await user.click(within(form).getByRole('button', { name: 'Send Request' }));

    expect(await screen.findByText('Request Sent')).toBeInTheDocument();
    expect(screen.getByText('Your time slot request has been sent to the horse owner!')).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'POST', '/api/messages')).toEqual({
      receiverId: 9,
      content: 'I can help on Tuesday.',
      horseId: 5,
      availabilitySlotId: 7,
      slotDate: '2026-11-24',
      messageType: 'availability_enquiry',
      preferredTime: '10:00',
      isFlexible: true,
      activities: ['general-care'],
    });
  });

  it('says "Failed to send request. Please try again." when sending fails', async () => {
    const user = userEvent.setup();
    renderHorse(VISITOR, {
      'POST /api/messages': { status: 409, json: { message: 'That time slot has no dates left' } },
    });
    await showList(user);
    await user.click(
      screen.getByRole('button', { name: 'Enquire about Weekdays 9-5 on Tuesday 24 November 2026' }),
    );
    await user.click(screen.getByRole('checkbox', { name: 'Exercising/Riding' }));
    await user.click(screen.getByRole('button', { name: 'Send Request' }));
    expect(await screen.findByText('Failed to send request. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('That time slot has no dates left')).toBeInTheDocument();
  });

  it('asks a signed-out visitor to log in or create an account, either coming back to the same slot', async () => {
    const user = userEvent.setup();
    renderHorse(SIGNED_OUT);
    await showList(user);
    await user.click(
      screen.getByRole('button', { name: 'Enquire about Weekdays 9-5 on Tuesday 24 November 2026' }),
    );
    expect(screen.getByRole('link', { name: 'Log in to enquire' })).toHaveAttribute(
      'href',
      `/login?returnTo=${encodeURIComponent('/horse/5?slot=7&day=2026-11-24')}`,
    );
    // The other way in, to the same slot (issue #32).
    expect(screen.getByRole('link', { name: 'Create account' })).toHaveAttribute(
      'href',
      `/register/enthusiast?returnTo=${encodeURIComponent('/horse/5?slot=7&day=2026-11-24')}`,
    );
    expect(screen.queryByRole('button', { name: 'Send Request' })).toBeNull();
  });

  it('reopens the enquiry for the slot named in the address after logging in', async () => {
    renderHorse(VISITOR, {}, '/horse/5?slot=7&day=2026-11-24');
    const form = await screen.findByRole('region', { name: 'Enquire about Bramble' }, { timeout: 5000 });
    expect(within(form).getByText(/Tuesday 24 November 2026, 9:00 AM - 5:00 PM/)).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Send Request' })).toBeInTheDocument();
  });

  it('points a visitor to another month or a message when a month has no slots; the owner gets no such hint', async () => {
    const user = userEvent.setup();
    renderHorse(VISITOR, { 'GET /api/availability-slots': { json: [] } });
    const empty = await screen.findByText(
      /^No slots this month\. Try another month, or/,
      {},
      { timeout: 5000 },
    );
    expect(empty).toHaveTextContent(/to ask about other times\.$/);
    expect(within(empty).getByRole('link', { name: /^message / })).toHaveAttribute(
      'href',
      '/messages?userId=9&horseName=Bramble&horseId=5',
    );
    // "Enquire about Horse" brings focus to the calendar's heading, not only the page's scroll.
    await user.click(screen.getByRole('button', { name: 'Enquire about Horse' }));
    expect(screen.getByRole('heading', { name: 'Availability' })).toHaveFocus();
  });

  it('guards an enquiry whose slot is gone: "No slot selected"', async () => {
    const user = userEvent.setup();
    renderHorse(VISITOR, {}, '/horse/5?slot=99&day=2026-11-24');
    const form = await screen.findByRole('region', { name: 'Enquire about Bramble' }, { timeout: 5000 });
    await user.click(within(form).getByRole('button', { name: 'Send Request' }));
    expect(within(form).getByText('No slot selected')).toBeInTheDocument();
  });
});
