import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LIMITS_MESSAGES } from '#contract/rules/rider-limits';
import { renderWithProviders } from '#client/test-utils/render';
import { stubApi } from '#client/test-utils/horse-fixtures';
import { buildRequestView } from '#client/test-utils/request-fixtures';
import { buildSessionUser } from '#client/test-utils/user-fixtures';
import { RequestsInboxPage } from './requests-inbox-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const record = {
  verified: true,
  experience: 'Intermediate',
  rating: 460,
  reviewCount: 5,
  references: { count: 2, latest: 'Jo, riding instructor, known 3 years, Dec 2026' },
  kept: { kept: 11, due: 12 },
  memberSince: '2026-03-10T10:00:00.000Z',
  limits: 'outside' as const,
};

function inboxOf(
  view: ReturnType<typeof buildRequestView>,
  me: { id: number; userType: 'owner' | 'enthusiast' },
) {
  stubApi({
    '/api/auth/me': { json: buildSessionUser(me) },
    'GET /api/requests': { json: [view] },
    'GET /api/calendar-feed': { json: { active: false, createdAt: null } },
  });
  renderWithProviders(<RequestsInboxPage />, { path: '/requests' });
}

describe('Who is asking, on the owner’s request card', () => {
  it('says the rider’s record and that they are outside the owner’s limits', async () => {
    inboxOf(buildRequestView({ requesterRecord: record }), { id: 9, userType: 'owner' });
    const about = await screen.findByRole('region', { name: 'About Ellie' });
    expect(within(about).getByText(LIMITS_MESSAGES.owner.outside)).toBeInTheDocument();
    expect(within(about).getByText('Verified')).toBeInTheDocument();
    expect(within(about).getByText('Experience: Intermediate')).toBeInTheDocument();
    expect(within(about).getByText('Kept 11 of 12 visits')).toBeInTheDocument();
    expect(
      within(about).getByText('2 references: Jo, riding instructor, known 3 years, Dec 2026'),
    ).toBeInTheDocument();
    expect(within(about).getByText(/Member since March 2026/)).toBeInTheDocument();
    expect(within(about).getByRole('link', { name: "Ellie's profile" })).toHaveAttribute('href', '/user/3');
  });

  it('says plainly what is not known yet, and nothing about limits the horse does not have', async () => {
    const newcomer = {
      ...record,
      verified: false,
      experience: null,
      references: { count: 0, latest: null },
      kept: null,
      limits: null,
    };
    inboxOf(buildRequestView({ requesterRecord: newcomer }), { id: 9, userType: 'owner' });
    const about = await screen.findByRole('region', { name: 'About Ellie' });
    expect(within(about).getByText('ID not checked')).toBeInTheDocument();
    expect(within(about).getByText('Experience not given')).toBeInTheDocument();
    expect(within(about).getByText('No visits due yet')).toBeInTheDocument();
    expect(within(about).getByText('No references yet')).toBeInTheDocument();
    expect(within(about).queryByText(/your limits/)).not.toBeInTheDocument();
  });
});
