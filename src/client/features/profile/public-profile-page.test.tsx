import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import type { PublicUser } from '#contract/users';
import { OwnerHorsesCard } from '#client/components/horse/owner-horses-card';
import { buildHorse, SITE_CONFIG } from '#client/test-utils/horse-fixtures';
import { renderWithProviders } from '#client/test-utils/render';
import { stubFetch, type StubHandler } from '#client/test-utils/stub-fetch';
import { buildPublicUser, SIGNED_OUT } from '#client/test-utils/user-fixtures';
import { PublicProfilePage } from './public-profile-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

function buildUser(overrides: Partial<PublicUser> = {}): PublicUser {
  return buildPublicUser({
    id: 9,
    bio: 'Keeping horses on the edge of the Dales.',
    experience: 'Twenty years of hacking and yard work.',
    verificationStatus: 'verified',
    createdAt: '2025-03-04T10:00:00.000Z',
    ...overrides,
  });
}

const HORSE = buildHorse({
  owner: { ...buildHorse().owner!, bio: null },
  temperament: [],
  description: null,
  images: [],
  imageApprovalStatus: [],
  thumbnails: [],
  rating: 500,
  reviewCount: 0,
});

function renderProfile(
  user: StubHandler,
  {
    me = SIGNED_OUT,
    horses = { json: [] },
    blocks = { json: [] },
    path = '/user/9',
  }: Record<string, StubHandler | string> = {},
) {
  const fetchMock = stubFetch({
    '/api/site-config': { json: SITE_CONFIG },
    '/api/blocks': blocks as StubHandler,
    '/api/auth/me': me as StubHandler,
    '/api/users/9': user,
    '/api/horses?ownerId=9&limit=100': horses as StubHandler,
    '/api/reviews': { json: [] },
    '/api/reviews/eligibility': {
      json: { canReview: true, reason: null, nextVisitDate: null, ownReviewId: null },
    },
  });
  renderWithProviders(<Route path="/user/:id" component={PublicProfilePage} />, { path: path as string });
  return fetchMock;
}

const requested = (mock: ReturnType<typeof stubFetch>) => mock.mock.calls.map(([url]) => String(url));

describe('PublicProfilePage', () => {
  it('shows an owner: name, type, verified mark, location, when they joined, bio and horses', async () => {
    renderProfile({ json: buildUser() }, { horses: { json: [HORSE] } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Fiona Hay' })).toBeInTheDocument();
    expect(screen.getByText('Horse Owner')).toBeInTheDocument();
    expect(screen.getByText('Verified')).toBeInTheDocument();
    expect(screen.getByText('York')).toBeInTheDocument();
    expect(screen.getByText('Joined March 2025')).toBeInTheDocument();
    expect(screen.getByText('Keeping horses on the edge of the Dales.')).toBeInTheDocument();
    expect(screen.getByText('Twenty years of hacking and yard work.')).toBeInTheDocument();
    const horses = screen.getByRole('heading', { name: 'Horses' }).parentElement
      ?.parentElement as HTMLElement;
    expect(await within(horses).findByRole('link', { name: 'Bramble' })).toHaveAttribute('href', '/horse/5');
    expect(screen.queryByText('Experience & Preferences')).toBeNull();
  });

  it('says when an owner has no horses, and sends signed-out visitors to log in to message', async () => {
    renderProfile({ json: buildUser({ verificationStatus: 'unverified' }) });
    expect(await screen.findByText('No horses listed yet')).toBeInTheDocument();
    expect(screen.queryByText('Verified')).toBeNull();
    expect(screen.getByRole('link', { name: 'Send Message' })).toHaveAttribute(
      'href',
      `/login?returnTo=${encodeURIComponent('/messages?userId=9')}`,
    );
  });

  it('shows an enthusiast with Experience & Preferences and reviews, without asking for horses', async () => {
    const fetchMock = renderProfile(
      { json: buildUser({ userType: 'enthusiast', firstName: 'Ellie', lastName: 'Rider' }) },
      { me: { json: { ...buildUser({ id: 4 }), email: 'x@example.org', emailVerified: true } } },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Ellie Rider' })).toBeInTheDocument();
    expect(screen.getByText('Horse Enthusiast')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Experience & Preferences' })).toBeInTheDocument();
    expect(await screen.findByText('No reviews yet')).toBeInTheDocument();
    // A signed-in owner viewing an enthusiast may review them.
    expect(await screen.findByRole('form', { name: 'Review Ellie' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Send Message' })).toHaveAttribute('href', '/messages?userId=9');
    expect(requested(fetchMock).some((url) => url.startsWith('/api/horses'))).toBe(false);
  });

  it('says what each mark means, and shows Premium and Supporter apart from Verified', async () => {
    renderProfile({
      json: buildUser({ verificationStatus: 'unverified', isPremium: true, isSupporter: true }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Fiona Hay' });
    expect(screen.queryByText('Verified')).toBeNull();
    expect(screen.getByText('Premium owner')).toBeInTheDocument();
    expect(screen.getByText('Supporter')).toBeInTheDocument();
    const meanings = screen.getByRole('list', { name: 'What these marks mean' });
    expect(meanings).toHaveTextContent('Premium owner: subscribes to Owner Premium.');
    expect(meanings).toHaveTextContent('Supporter: has donated to the community.');
    expect(meanings).not.toHaveTextContent('Verified');
  });

  it('hides Send Message on your own profile', async () => {
    renderProfile({ json: buildUser() }, { me: { json: buildUser() } });
    await screen.findByRole('heading', { level: 1, name: 'Fiona Hay' });
    await screen.findByText('No horses listed yet');
    expect(screen.queryByRole('link', { name: 'Send Message' })).toBeNull();
  });

  it('offers Unblock, not Send Message, on the profile of a member one blocked', async () => {
    renderProfile(
      { json: buildUser() },
      {
        me: { json: { ...buildUser({ id: 4 }), email: 'x@example.org', emailVerified: true } },
        blocks: { json: [{ id: 9, firstName: 'Fiona', lastName: 'Hay', profileImage: null }] },
      },
    );
    expect(await screen.findByRole('button', { name: 'Unblock' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Send Message' })).toBeNull();
  });

  it('shows User Not Found for a missing member', async () => {
    renderProfile({ status: 404, json: { message: 'User not found' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'User Not Found' })).toBeInTheDocument();
    expect(screen.getByText("The user you're looking for doesn't exist.")).toBeInTheDocument();
  });

  it('treats a non-numeric id as not found without asking the server', async () => {
    const fetchMock = renderProfile({ json: buildUser() }, { path: '/user/abc' });
    expect(await screen.findByRole('heading', { level: 1, name: 'User Not Found' })).toBeInTheDocument();
    expect(requested(fetchMock).some((url) => url.startsWith('/api/users'))).toBe(false);
  });
  it("fetches an owner's horses once for their profile and their own My Horses list", async () => {
    const me = { json: { ...buildUser(), email: 'fiona@example.org' } };
    const fetchMock = stubFetch({
      '/api/site-config': { json: SITE_CONFIG },
      '/api/auth/me': me,
      '/api/users/9': { json: buildUser() },
      '/api/horses?ownerId=9&limit=100': { json: [HORSE] },
    });
    renderWithProviders(
      <>
        <Route path="/user/:id" component={PublicProfilePage} />
        <OwnerHorsesCard />
      </>,
      { path: '/user/9' },
    );
    await screen.findByRole('heading', { name: 'My Horses' });
    await waitFor(() => expect(screen.getAllByRole('link', { name: 'Bramble' })).toHaveLength(2));
    expect(requested(fetchMock).filter((url) => url.startsWith('/api/horses'))).toHaveLength(1);
  });
});
