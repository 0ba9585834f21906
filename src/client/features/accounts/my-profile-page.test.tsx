import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '#client/test-utils/render';
import { stubFetch, type StubReply } from '#client/test-utils/stub-fetch';
import { MyProfilePage } from './my-profile-page';
import { buildUser, SITE_CONFIG } from '#client/test-utils/account-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderProfile(me: StubReply, path = '/my-profile') {
  stubFetch({ '/api/site-config': { json: SITE_CONFIG }, '/api/auth/me': me });
  return renderWithProviders(<MyProfilePage />, { path });
}

describe('My profile (guard)', () => {
  it('goes to /login on a 401', async () => {
    const { location } = renderProfile({ status: 401, json: { message: 'Not signed in' } });
    await waitFor(() => expect(location.history.at(-1)).toBe('/login'));
  });

  it("shows 'Not Authenticated' with a Log In button when the user cannot be loaded", async () => {
    renderProfile({ status: 500, json: { message: 'Database down' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Not Authenticated' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
  });

  it('shows the signed-in user', async () => {
    renderProfile({ json: buildUser() });
    expect(await screen.findByRole('heading', { level: 1, name: 'My Profile' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Jane Rider' })).toBeInTheDocument();
    expect(screen.getByText('Horse Owner')).toBeInTheDocument();
    expect(screen.getByText('jane@example.org')).toBeInTheDocument();
  });
});

describe('My Profile in sections (issue 32)', () => {
  it('has an index of its sections; following one moves the focus there and keeps it in the address', async () => {
    const user = userEvent.setup();
    const { location } = renderProfile({ json: buildUser() });
    const index = await screen.findByRole('navigation', { name: 'Sections of My Profile' });
    const links = within(index).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Profile',
      'Horses',
      'Requests',
      'Membership',
      'Account',
    ]);
    within(index).getByRole('link', { name: 'Membership' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('heading', { level: 2, name: 'Membership' })).toHaveFocus();
    expect(location.history.at(-1)).toBe('/my-profile?section=membership');
    expect(within(index).getByRole('link', { name: 'Membership' })).toHaveAttribute(
      'aria-current',
      'location',
    );
  });

  it('opens at the section the address names', async () => {
    renderProfile({ json: buildUser() }, '/my-profile?section=horses');
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Horses' })).toHaveFocus());
  });

  it('gives an owner one Add a Horse, in My Horses', async () => {
    renderProfile({ json: buildUser({ userType: 'owner' }) });
    await screen.findByRole('heading', { name: 'My Horses' });
    expect(screen.getAllByRole('link', { name: 'Add a Horse' })).toHaveLength(1);
  });
});
