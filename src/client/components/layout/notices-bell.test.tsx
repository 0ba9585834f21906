import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '#client/test-utils/render';
import { stubFetch } from '#client/test-utils/stub-fetch';
import { Navbar } from './navbar';

afterEach(() => vi.unstubAllGlobals());

const alice = {
  id: 7,
  firstName: 'Alice',
  lastName: 'Moss',
  userType: 'enthusiast',
  email: 'a@example.co.uk',
};

function notices(readFirst: boolean) {
  return {
    unread: readFirst ? 1 : 2,
    notices: [
      {
        id: 12,
        kind: 'decision',
        words: 'Fiona accepted your visit to Biscuit on Tue 8 Dec, 10:00–12:00',
        link: '/requests?id=3',
        readAt: readFirst ? '2026-12-01T10:05:00.000Z' : null,
        createdAt: '2026-12-01T10:00:00.000Z',
      },
      {
        id: 11,
        kind: 'message',
        words: 'New message from Fiona',
        link: '/messages?userId=4',
        readAt: null,
        createdAt: '2026-11-30T09:00:00.000Z',
      },
    ],
  };
}

describe('the notices bell', () => {
  it('says how many are unread, lists them by keyboard, and marks one read as it is opened', async () => {
    let read = false;
    const fetchMock = stubFetch({
      '/api/auth/me': { json: alice },
      '/api/messages/unread-count': { json: { count: 0 } },
      '/api/notices': () => ({ json: notices(read) }),
      'POST /api/notices/12/read': () => {
        read = true;
        return { status: 204, text: '' };
      },
    });
    const { location } = renderWithProviders(<Navbar />, { path: '/browse' });
    const user = userEvent.setup();
    const bell = await screen.findByRole('button', { name: 'Notices, 2 unread' });
    expect(bell).toHaveAttribute('aria-expanded', 'false');

    bell.focus();
    await user.keyboard('{Enter}');
    expect(bell).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('region', { name: 'Notices' });
    const links = within(panel).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/requests?id=3', '/messages?userId=4']);
    expect(links[0]).toHaveAccessibleName(
      /^Unread: Fiona accepted your visit to Biscuit on Tue 8 Dec, 10:00–12:00/,
    );

    // Escape closes the list and hands focus back to the bell.
    await user.keyboard('{Escape}');
    expect(bell).toHaveAttribute('aria-expanded', 'false');
    expect(bell).toHaveFocus();

    await user.click(bell);
    await user.click(within(screen.getByRole('region', { name: 'Notices' })).getAllByRole('link')[0]!);
    await waitFor(() => expect(location.history.at(-1)).toBe('/requests?id=3'));
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/api/notices/12/read');
    expect(await screen.findByRole('button', { name: 'Notices, 1 unread' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('is not shown to a visitor', async () => {
    stubFetch({ '/api/auth/me': { status: 401, json: { message: 'Not signed in' } } });
    renderWithProviders(<Navbar />, { path: '/browse' });
    await screen.findByRole('link', { name: 'Login' });
    expect(screen.queryByRole('button', { name: /^Notices/ })).not.toBeInTheDocument();
  });
});
