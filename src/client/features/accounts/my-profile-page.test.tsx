import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '#client/test-utils/render';
import { stubFetch, type StubReply } from '#client/test-utils/stub-fetch';
import { MyProfilePage } from './my-profile-page';
import { buildUser, SITE_CONFIG } from '#client/test-utils/account-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderProfile(me: StubReply) {
  stubFetch({ '/api/site-config': { json: SITE_CONFIG }, '/api/auth/me': me });
  return renderWithProviders(<MyProfilePage />, { path: '/my-profile' });
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
