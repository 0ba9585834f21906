import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import { renderWithProviders } from '#client/test-utils/render';
import type { StubHandler } from '#client/test-utils/stub-fetch';
import { HorseDetailPage } from './horse-detail-page';
import { buildHorse, buildUser, SIGNED_OUT, stubApi } from '#client/test-utils/horse-fixtures';
import { buildSessionUser } from '#client/test-utils/user-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderDetail(
  horse: StubHandler,
  {
    path = '/horse/5',
    me = SIGNED_OUT,
    routes = {},
  }: { path?: string; me?: StubHandler; routes?: Record<string, StubHandler> } = {},
) {
  const fetchMock = stubApi({ '/api/horses/5': horse, '/api/auth/me': me, ...routes });
  renderWithProviders(<Route path="/horse/:id" component={HorseDetailPage} />, { path });
  return fetchMock;
}

describe('HorseDetailPage', () => {
  it("counts a signed-in enthusiast's look at a horse as browsing (Getting Started), once", async () => {
    const rider = { ...buildSessionUser({ id: 3, userType: 'enthusiast' }), hasBrowsedHorses: false };
    const fetchMock = renderDetail({ json: buildHorse() }, { me: { json: rider } });
    await screen.findByRole('heading', { level: 1, name: 'Bramble' });
    await vi.waitFor(() =>
      expect(
        fetchMock.mock.calls.filter(([url]) => String(url) === '/api/users/3/mark-browsed'),
      ).toHaveLength(1),
    );
  });

  it('shows the horse, the owner card and Get in Touch while available', async () => {
    renderDetail({ json: buildHorse({ color: null, temperament: [] }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Bramble' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Bramble, photo 1 of 1' })).toHaveAttribute(
      'src',
      '/uploads/horses/bramble.webp',
    );
    expect(screen.getByText('Available')).toBeInTheDocument();
    expect(screen.getByText('Welsh Pony · 12 years')).toBeInTheDocument();
    expect(screen.getByText('4.8')).toBeInTheDocument();
    expect(screen.getAllByText('Not specified')).toHaveLength(2);

    const owner = screen.getByRole('heading', { name: 'Meet the Owner' }).closest('div')
      ?.parentElement as HTMLElement;
    expect(within(owner).getByText('F')).toBeInTheDocument();
    expect(within(owner).getByText('Verified')).toBeInTheDocument();
    expect(within(owner).getByRole('link', { name: 'View Profile' })).toHaveAttribute('href', '/user/9');

    expect(screen.getByRole('heading', { name: 'Get in Touch' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enquire about Horse' })).toBeInTheDocument();
    // Signed out, Direct Message asks to log in first and then opens the conversation (issue #32).
    expect(screen.getByRole('link', { name: 'Direct Message' })).toHaveAttribute(
      'href',
      `/login?returnTo=${encodeURIComponent('/messages?userId=9&horseName=Bramble&horseId=5')}`,
    );
    expect(screen.getByRole('link', { name: 'Save Horse' })).toHaveAttribute(
      'href',
      `/login?returnTo=${encodeURIComponent('/horse/5?save=5')}`,
    );
    expect(screen.getByRole('heading', { name: 'Availability' })).toBeInTheDocument();
  });

  it('tells a member who blocked the owner so, in place of every way to get in touch', async () => {
    const rider = buildSessionUser({ id: 3, userType: 'enthusiast' });
    renderDetail(
      { json: buildHorse() },
      {
        me: { json: rider },
        routes: {
          'POST /api/users/3/mark-browsed': { status: 204 },
          '/api/blocks': { json: [{ id: 9, firstName: 'Fiona', lastName: 'Owens', profileImage: null }] },
        },
      },
    );
    expect(
      await screen.findByText(/You blocked Fiona, so neither of you can contact the other\./),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Unblock Fiona on their profile' })).toHaveAttribute(
      'href',
      '/user/9',
    );
    expect(screen.queryByRole('button', { name: 'Enquire about Horse' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Direct Message' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Contact about Bramble' })).toBeNull();
    expect(
      screen.getByText('You blocked Fiona: unblock them on their profile to send an enquiry.'),
    ).toBeInTheDocument();
  });

  it('hides Get in Touch while the horse is unavailable', async () => {
    renderDetail({ json: buildHorse({ isAvailable: false }) });
    await screen.findByRole('heading', { level: 1, name: 'Bramble' });
    expect(screen.getByText('Unavailable')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Get in Touch' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Direct Message' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Contact about Bramble' })).toBeNull();
  });

  it('shows the Pending Approval placeholder, "New" and the missing owner', async () => {
    renderDetail({ json: buildHorse({ imageApprovalStatus: ['pending'], reviewCount: 0, owner: null }) });
    await screen.findByRole('heading', { level: 1, name: 'Bramble' });
    expect(screen.getByText('Pending Approval')).toBeInTheDocument();
    expect(screen.getByText(/being reviewed for safety/)).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('New')).toBeInTheDocument();
    expect(screen.getByText('Owner not found')).toBeInTheDocument();
    expect(screen.getByText('Owner information not available.')).toBeInTheDocument();
  });

  it('shows the owner their controls, not Meet the Owner, Save Horse or a way to message themselves', async () => {
    renderDetail({ json: buildHorse() }, { me: { json: buildUser() } });
    const controls = (await screen.findByRole('heading', { name: 'Your horse' })).closest('div')
      ?.parentElement as HTMLElement;
    expect(within(controls).getByRole('link', { name: 'Edit Horse' })).toHaveAttribute(
      'href',
      '/edit-horse/5',
    );
    expect(within(controls).getByRole('link', { name: 'Manage photos' })).toHaveAttribute(
      'href',
      '/edit-horse/5',
    );
    expect(within(controls).getByRole('button', { name: 'Manage calendar' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Meet the Owner' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Get in Touch' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save Horse' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Direct Message' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Contact about Bramble' })).toBeNull();
  });

  it('keeps Enquire and Message in a bar at the bottom for visitors (shown on phones)', async () => {
    renderDetail({ json: buildHorse() });
    const bar = await screen.findByRole('navigation', { name: 'Contact about Bramble' });
    expect(within(bar).getByRole('button', { name: 'Enquire' })).toBeInTheDocument();
    expect(within(bar).getByRole('link', { name: 'Message' })).toHaveAttribute(
      'href',
      `/login?returnTo=${encodeURIComponent('/messages?userId=9&horseName=Bramble&horseId=5')}`,
    );
  });

  it.each([
    [{ status: 404, json: { message: 'Horse not found' } }, 'Horse not found'],
    [{ status: 500, text: 'boom' }, 'Failed to fetch horse data'],
  ])('explains a failed load (%o)', async (reply, heading) => {
    renderDetail(reply);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('treats a non-numeric id as not found without asking the server', async () => {
    const fetchMock = renderDetail({ json: buildHorse() }, { path: '/horse/abc' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Horse not found' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).not.toContain('/api/horses/abc');
  });
});
