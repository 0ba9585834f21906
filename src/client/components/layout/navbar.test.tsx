import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Navbar } from './navbar';
import { adminSignedInHere } from '#client/lib/admin-session';
import { renderWithProviders } from '#client/test-utils/render';
import { stubFetch } from '#client/test-utils/stub-fetch';

afterEach(() => {
  vi.unstubAllGlobals();
  adminSignedInHere.set(false);
});

const alice = {
  id: 7,
  firstName: 'Alice',
  lastName: 'Moss',
  userType: 'owner',
  email: 'alice@example.co.uk',
};

describe('Navbar', () => {
  it('offers Login and Join now when signed out', async () => {
    stubFetch({ '/api/auth/me': { status: 401, json: { message: 'Not signed in' } } });
    renderWithProviders(<Navbar />, { path: '/browse' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(within(nav).getByRole('link', { name: 'Join now' })).toHaveAttribute('href', '/#user-types');
    expect(within(nav).getByRole('link', { name: 'How it works' })).toHaveAttribute('href', '/#how-it-works');
    expect(within(nav).getByRole('link', { name: 'Browse horses' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: /Messages/ })).not.toBeInTheDocument();
  });

  it('shows a signed-in admin the way to the dashboard and Log out, never Login or Join now', async () => {
    let adminSignedIn = true;
    const fetchMock = stubFetch({
      '/api/auth/me': { status: 401, json: { message: 'Not signed in' } },
      '/api/admin/me': () =>
        adminSignedIn ? { json: { id: 1, username: 'warden' } } : { status: 401, text: '' },
      'POST /api/admin/logout': () => {
        adminSignedIn = false;
        return { json: { message: 'Signed out' } };
      },
    });
    const { location } = renderWithProviders(<Navbar />, { path: '/admin/dashboard' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByRole('link', { name: 'Admin' })).toHaveAttribute(
      'href',
      '/admin/dashboard',
    );
    expect(within(nav).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Join now' })).not.toBeInTheDocument();
    await userEvent.setup().click(within(nav).getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/admin'));
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain('/api/admin/logout');
  });

  it('asks nothing about an admin session outside the operator area', async () => {
    const fetchMock = stubFetch({ '/api/auth/me': { status: 401, json: { message: 'Not signed in' } } });
    renderWithProviders(<Navbar />, { path: '/browse' });
    await within(screen.getByRole('navigation', { name: 'Main' })).findByRole('link', { name: 'Login' });
    expect(fetchMock.mock.calls.map(([url]) => url)).not.toContain('/api/admin/me');
  });

  it('shows an admin their header on a fresh load of any page once this browser signed in as admin', async () => {
    adminSignedInHere.set(true);
    stubFetch({
      '/api/auth/me': { status: 401, json: { message: 'Not signed in' } },
      '/api/admin/me': { json: { id: 1, username: 'warden' } },
    });
    renderWithProviders(<Navbar />, { path: '/' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByRole('link', { name: 'Admin' })).toHaveAttribute(
      'href',
      '/admin/dashboard',
    );
    expect(within(nav).queryByRole('link', { name: 'Join now' })).not.toBeInTheDocument();
  });

  it('forgets that this browser signed in as admin once the admin session has ended', async () => {
    adminSignedInHere.set(true);
    const fetchMock = stubFetch({
      '/api/auth/me': { status: 401, json: { message: 'Not signed in' } },
      '/api/admin/me': { status: 401, text: '' },
    });
    renderWithProviders(<Navbar />, { path: '/' });
    await within(screen.getByRole('navigation', { name: 'Main' })).findByRole('link', { name: 'Join now' });
    await waitFor(() => expect(adminSignedInHere.get()).toBe(false));
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain('/api/admin/me');
  });

  it("shows the user's first name with a 9+ badge for 12 unread messages", async () => {
    const fetchMock = stubFetch({
      '/api/auth/me': { json: alice },
      '/api/messages/unread-count?userId=7': { json: { count: 12 } },
    });
    renderWithProviders(<Navbar />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const profile = await within(nav).findByRole('link', { name: /Alice/ });
    expect(profile).toHaveAttribute('href', '/my-profile');
    expect(await within(profile).findByText('9+')).toBeInTheDocument();
    expect(profile).toHaveAccessibleName('Alice , 12 unread messages');
    const messages = within(nav).getByRole('link', { name: /^Messages/ });
    expect(messages).toHaveAttribute('href', '/messages');
    expect(messages).toHaveAccessibleName('Messages , 12 unread messages');
    expect(within(nav).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain('/api/messages/unread-count?userId=7');
  });

  it('logs out, clears the user and goes home', async () => {
    let signedIn = true;
    stubFetch({
      '/api/auth/me': () => (signedIn ? { json: alice } : { status: 401, text: '' }),
      '/api/messages/unread-count?userId=7': { json: { count: 0 } },
      'POST /api/auth/logout': () => {
        signedIn = false;
        return { status: 204 };
      },
    });
    const { location, queryClient } = renderWithProviders(<Navbar />, { path: '/browse' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await userEvent.click(await within(nav).findByRole('button', { name: 'Logout' }));
    expect(await within(nav).findByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(location.history.at(-1)).toBe('/');
    expect(queryClient.getQueryData(['/api/auth/me'])).toBeNull();
  });

  it('shows "Logout failed" when logging out fails', async () => {
    stubFetch({
      '/api/auth/me': { json: alice },
      '/api/messages/unread-count?userId=7': { json: { count: 1 } },
      'POST /api/auth/logout': { status: 500, json: { message: 'Session store unavailable' } },
    });
    renderWithProviders(<Navbar />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await userEvent.click(await within(nav).findByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Logout failed')).toBeInTheDocument();
    expect(screen.getByText('Session store unavailable')).toBeInTheDocument();
  });

  it('opens and closes the mobile menu', async () => {
    stubFetch({
      '/api/auth/me': { json: alice },
      '/api/messages/unread-count?userId=7': { json: { count: 3 } },
    });
    renderWithProviders(<Navbar />);
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', 'mobile-menu');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menu = document.getElementById('mobile-menu') as HTMLElement;
    const profile = await within(menu).findByRole('link', { name: /My Profile/ });
    expect(profile).toHaveAccessibleName('My Profile , 3 unread messages');
    expect(within(menu).getByRole('link', { name: /^Messages/ })).toHaveAccessibleName(
      'Messages , 3 unread messages',
    );
    await userEvent.click(within(menu).getByRole('link', { name: 'About Us' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});
