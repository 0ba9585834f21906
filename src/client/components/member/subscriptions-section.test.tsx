import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Donation, Subscription } from '#contract/payments';
import { buildUser, sentBody } from '#client/test-utils/account-fixtures';
import { renderWithProviders } from '#client/test-utils/render';
import { buildSiteConfig } from '#client/test-utils/site-config-fixtures';
import { stubFetch, type StubHandler } from '#client/test-utils/stub-fetch';
import { SubscriptionsSection } from './subscriptions-section';

afterEach(() => {
  vi.unstubAllGlobals();
});

const premium: Subscription = {
  id: 1,
  productId: 'prod_x',
  productName: 'Horse Owner Premium',
  status: 'active',
  currentPeriodStart: '2026-11-01T00:00:00.000Z',
  currentPeriodEnd: '2026-12-01T00:00:00.000Z',
  amount: 999,
  cancelAtPeriodEnd: false,
};
const donation: Donation = {
  id: 2,
  productName: 'Donation',
  status: 'past_due',
  subscriptionStartDate: '2026-10-05T00:00:00.000Z',
  nextBillingDate: null,
  amount: 500,
};

const links = {
  ownerPremium: 'https://pay.example.org/premium',
  enthusiastSubscription: 'https://pay.example.org/enthusiast',
  donation: 'https://pay.example.org/donate',
  verificationDonation: 'https://pay.example.org/verify',
};

function renderSection(options: { paymentsEnabled?: boolean; extra?: Record<string, StubHandler> } = {}) {
  const fetchMock = stubFetch({
    '/api/site-config': {
      json: buildSiteConfig({ paymentsEnabled: options.paymentsEnabled ?? true, links }),
    },
    '/api/subscriptions': { json: [premium] },
    '/api/donations': { json: [donation] },
    ...options.extra,
  });
  const user = buildUser({ id: 42, email: 'jane@example.org' });
  return { fetchMock, ...renderWithProviders(<SubscriptionsSection user={user} />) };
}

describe('Subscriptions and donations', () => {
  it('lists each item with its name, pounds per month, status and dates', async () => {
    renderSection();
    expect(await screen.findByText('Horse Owner Premium')).toBeInTheDocument();
    expect(screen.getByText('£9.99/month')).toBeInTheDocument();
    expect(screen.getByText('active')).toBeInTheDocument();
    expect(screen.getByText('Renews 1 December 2026')).toBeInTheDocument();
    expect(screen.getByText('£5.00/month')).toBeInTheDocument();
    expect(screen.getByText('past_due')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /Request cancellation/ })).toHaveLength(2);
  });

  it('opens payment links in a new tab with the e-mail prefilled and the member as client reference', async () => {
    renderSection();
    const link = await screen.findByRole('link', { name: /Subscribe to Horse Owner Premium/ });
    expect(link).toHaveAttribute('target', '_blank');
    const url = new URL(link.getAttribute('href') ?? '');
    expect(url.origin + url.pathname).toBe(links.ownerPremium);
    expect(url.searchParams.get('prefilled_email')).toBe('jane@example.org');
    expect(url.searchParams.get('client_reference_id')).toBe('42');
    expect(screen.getByRole('link', { name: /Set up a donation/ })).toBeInTheDocument();
  });

  it('says when payments are not set up, and still shows the links', async () => {
    renderSection({ paymentsEnabled: false });
    expect(await screen.findByText(/Payments are not set up on this site\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Subscribe to Horse Owner Premium/ })).toBeInTheDocument();
  });

  it('sends a cancellation request and says it was sent', async () => {
    const { fetchMock } = renderSection({
      extra: {
        'POST /api/request-cancellation': { status: 201, json: { message: 'Cancellation Request Sent' } },
      },
    });
    const user = userEvent.setup();
    await user.click((await screen.findAllByRole('button', { name: /Request cancellation/ }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Request cancellation' });
    expect(within(dialog).getByText(/processed within 24 hours/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Cancellation Request Sent')).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(sentBody(call?.[1])).toEqual({
      type: 'subscription',
      item: 'Horse Owner Premium',
      userEmail: 'jane@example.org',
      username: expect.any(String),
    });
  });

  it('tells the member to write to the team when the request fails', async () => {
    renderSection({
      extra: { 'POST /api/request-cancellation': { status: 500, json: { message: 'Down' } } },
    });
    const user = userEvent.setup();
    await user.click((await screen.findAllByRole('button', { name: /Request cancellation/ }))[1]!);
    await user.click(await screen.findByRole('button', { name: 'Send request' }));
    expect(
      await screen.findByText(
        'Failed to send cancellation request. Please contact help@example.org directly.',
      ),
    ).toBeInTheDocument();
  });

  it('shows an error with a retry when the lists cannot be loaded', async () => {
    renderSection({ extra: { '/api/subscriptions': { status: 500, json: { message: 'Down' } } } });
    await waitFor(() => expect(screen.getByText(/could not be loaded/)).toBeInTheDocument());
  });
});
