import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RidingSchool } from '#contract/riding-schools';
import { clearToasts } from '#client/components/ui/use-toast';
import { buildUser, SITE_CONFIG } from '#client/test-utils/account-fixtures';
import { renderWithProviders } from '#client/test-utils/render';
import { stubFetch } from '#client/test-utils/stub-fetch';
import { RidingSchoolCard } from './riding-school-card';

afterEach(() => {
  clearToasts();
  vi.unstubAllGlobals();
});

const owner = buildUser({ id: 7, userType: 'owner' });
const SCHOOL: RidingSchool = {
  businessName: 'Hill Farm Riding School',
  status: 'pending',
  insuranceExpiresOn: '2027-12-31',
  verifiedUntil: null,
  submittedAt: '2026-11-22T10:00:00.000Z',
  decidedAt: null,
  rejection: null,
  isPremium: true,
  isVerifiedRidingSchool: false,
};

/** The owner's card with `ridingSchool` as the server has it (and any other `routes` stubbed). */
function renderCard(ridingSchool: RidingSchool | null, routes: Parameters<typeof stubFetch>[0] = {}) {
  const fetchMock = stubFetch({
    '/api/site-config': { json: SITE_CONFIG },
    'GET /api/users/7/riding-school': { json: { ridingSchool } },
    ...routes,
  });
  return { fetchMock, ...renderWithProviders(<RidingSchoolCard user={owner} />) };
}

describe('RidingSchoolCard', () => {
  it('lets an owner say they are a riding school, naming the business', async () => {
    const { fetchMock } = renderCard(null, {
      'PUT /api/users/7/riding-school': {
        json: {
          ridingSchool: { ...SCHOOL, status: 'declared', insuranceExpiresOn: null, submittedAt: null },
        },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'We are a riding school' }));
    expect(
      await screen.findByText('Please enter the name of your riding school or equestrian centre'),
    ).toBeVisible();
    await userEvent.type(screen.getByLabelText(/Business name/), 'Hill Farm Riding School');
    await userEvent.click(screen.getByRole('button', { name: 'We are a riding school' }));
    expect(await screen.findByText('Certificate needed')).toBeInTheDocument();
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ businessName: 'Hill Farm Riding School' });
  });

  it('says a rejection’s reason, and that listing needs Premium when the owner has none', async () => {
    renderCard({
      ...SCHOOL,
      status: 'rejected',
      isPremium: false,
      rejection: {
        reason: 'The certificate does not show public liability cover.',
        note: 'Schedule page?',
      },
    });
    expect(await screen.findByText('Rejected')).toBeInTheDocument();
    expect(screen.getByText('The certificate does not show public liability cover.')).toBeVisible();
    expect(screen.getByText('Our reviewer added: Schedule page?')).toBeVisible();
    expect(screen.getByText('Listing needs Horse Owner Premium')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Send the certificate' })).toBeVisible();
  });

  it('shows a verified school as listed, and an expired one as not', async () => {
    const { unmount } = renderCard({
      ...SCHOOL,
      status: 'verified',
      verifiedUntil: '2027-12-31',
      isVerifiedRidingSchool: true,
    });
    expect(await screen.findByText('Your horses are listed')).toBeVisible();
    expect(screen.queryByText('Listing needs Horse Owner Premium')).toBeNull();
    unmount();
    vi.unstubAllGlobals();
    renderCard({ ...SCHOOL, status: 'expired', verifiedUntil: '2027-12-31' });
    expect(await screen.findByText('Insurance expired')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText(/Your insurance expired on 31 December 2027/)).toBeVisible());
    expect(screen.queryByText('Your horses are listed')).toBeNull();
  });
});
