import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RequestView } from '#contract/requests';
import { renderWithProviders } from '#client/test-utils/render';
import { stubFetch, type StubHandler } from '#client/test-utils/stub-fetch';
import { buildMessage } from '#client/test-utils/message-fixtures';
import { buildRequestView, buildYardDetails } from '#client/test-utils/request-fixtures';
import { MessageBubble } from './message-bubble';

afterEach(() => {
  vi.unstubAllGlobals();
});

const OWNER_ID = 9;
const REQUESTER_ID = 3;

/** Ellie (3) asked Fiona (9) about Bramble on Tuesday 24 November 2026. */
const ENQUIRY = buildMessage({
  id: 40,
  senderId: REQUESTER_ID,
  receiverId: OWNER_ID,
  requestId: 12,
  messageType: 'availability_enquiry',
  content: 'I can help on Tuesday.',
  horseId: 5,
  availabilitySlotId: 7,
  preferredTime: '10:00',
  isFlexible: true,
  activities: ['general-care'],
  horse: { id: 5, name: 'Bramble' },
  slot: {
    id: 7,
    title: 'Weekdays 9-5',
    startDate: '2026-11-23',
    endDate: '2026-11-27',
    startTime: '09:00',
    endTime: '17:00',
  },
});

/** The bubble of the enquiry (the toaster has list items of its own). */
function enquiryCard(): HTMLElement {
  return screen.getByText('I can help on Tuesday.').closest('li') as HTMLElement;
}

function renderAs(viewer: number, routes: Record<string, StubHandler>) {
  const fetchMock = stubFetch(routes);
  renderWithProviders(
    <ol>
      <MessageBubble message={ENQUIRY} outgoing={viewer === REQUESTER_ID} senderName="Ellie" />
    </ol>,
  );
  return fetchMock;
}

describe('An enquiry in Messages', () => {
  it('lets the owner accept a pending enquiry, then offers Add to calendar', async () => {
    const user = userEvent.setup();
    let status: RequestView['status'] = 'pending';
    const fetchMock = renderAs(OWNER_ID, {
      'GET /api/requests/12': () => ({ json: buildRequestView({ status }) }),
      'POST /api/requests/12/accept': () => {
        status = 'accepted';
        return { json: buildRequestView({ status }) };
      },
    });
    const card = enquiryCard();
    expect(await within(card).findByText('Pending')).toBeInTheDocument();
    expect(within(card).getByText('24 November 2026 (Weekdays 9-5)')).toBeInTheDocument();
    expect(within(card).getByText('9:00 AM - 5:00 PM')).toBeInTheDocument();
    expect(within(card).getByText('10:00 AM')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Decline' })).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Accept' }));
    expect(await within(card).findByText('Accepted')).toBeInTheDocument();
    expect(screen.getByText('Visit accepted')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(within(card).getByRole('link', { name: 'Add to calendar' })).toHaveAttribute(
      'href',
      '/api/requests/12/calendar.ics',
    );
    // "Accepted" came from reading the request again after the answer (its key is under requestKeys.all).
    const urls = fetchMock.mock.calls.map(([url]) => String(url));
    expect(urls.filter((url) => url === '/api/requests/12').length).toBeGreaterThanOrEqual(2);
    expect(urls.some((url) => url.startsWith('/api/requests?'))).toBe(false);
  });

  it('gives the owner the state and answers of an old request that no list of the newest holds', async () => {
    const user = userEvent.setup();
    const old = { ...ENQUIRY, requestId: 3 };
    let status: RequestView['status'] = 'pending';
    const newest = Array.from({ length: 200 }, (_, i) =>
      buildRequestView({ id: 1000 + i, status: 'declined' }),
    );
    stubFetch({
      // The newest 200, none of them this enquiry's: the card must not look for it there.
      'GET /api/requests': { json: newest, headers: { 'X-Total-Count': '201' } },
      'GET /api/requests/3': () => ({ json: buildRequestView({ id: 3, status }) }),
      'POST /api/requests/3/decline': () => {
        status = 'declined';
        return { json: buildRequestView({ id: 3, status }) };
      },
    });
    renderWithProviders(
      <ol>
        <MessageBubble message={old} outgoing={false} senderName="Ellie" />
      </ol>,
    );
    const card = enquiryCard();
    expect(await within(card).findByText('Pending')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Accept' })).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Decline' }));
    await user.click(await screen.findByRole('button', { name: 'Decline request' }));
    expect(await within(card).findByText('Declined')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Accept' })).toBeNull();
  });

  it('shows the requester its state without Accept or Decline', async () => {
    renderAs(REQUESTER_ID, { 'GET /api/requests/12': { json: buildRequestView({ status: 'declined' }) } });
    const card = enquiryCard();
    expect(await within(card).findByText('Declined')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(within(card).queryByRole('button', { name: 'Decline' })).toBeNull();
    expect(within(card).queryByRole('link', { name: 'Add to calendar' })).toBeNull();
  });

  it('shows the requester the yard details of an accepted visit', async () => {
    const yard = buildYardDetails({ address: 'Hollybush Farm, Thirsk' });
    renderAs(REQUESTER_ID, {
      'GET /api/requests/12': { json: buildRequestView({ status: 'accepted', yardDetails: yard }) },
    });
    const details = await within(enquiryCard()).findByRole('region', { name: 'Yard details for Bramble' });
    expect(within(details).getByText('Hollybush Farm, Thirsk')).toBeInTheDocument();
  });

  it("says why when the owner's answer is refused", async () => {
    const user = userEvent.setup();
    renderAs(OWNER_ID, {
      'GET /api/requests/12': { json: buildRequestView() },
      'POST /api/requests/12/decline': {
        status: 409,
        json: { message: 'This request has already been cancelled' },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    // Decline asks why first (optional).
    await user.click(await screen.findByRole('button', { name: 'Decline request' }));
    expect(await screen.findByText('This request has already been cancelled')).toBeInTheDocument();
  });
});
