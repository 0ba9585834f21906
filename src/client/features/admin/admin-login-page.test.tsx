import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToasts } from '#client/components/ui/use-toast';
import { SITE_CONFIG } from '#client/test-utils/admin-fixtures';
import { fillAndSubmit } from '#client/test-utils/form-steps';
import { renderWithProviders } from '#client/test-utils/render';
import { stubFetch, type StubReply } from '#client/test-utils/stub-fetch';
import { AdminLoginPage } from './admin-login-page';

afterEach(() => {
  clearToasts();
  vi.unstubAllGlobals();
});

function renderLogin(reply: StubReply) {
  const fetchMock = stubFetch({
    '/api/site-config': { json: SITE_CONFIG },
    'POST /api/admin/login': reply,
  });
  return { fetchMock, ...renderWithProviders(<AdminLoginPage />, { path: '/admin' }) };
}

const signIn = (user: ReturnType<typeof userEvent.setup>) =>
  fillAndSubmit(
    user,
    [
      ['Username', 'warden'],
      ['Password', 'Paddock-Warden-2026'],
    ],
    'Sign In',
  );

describe('Admin login', () => {
  it('signs in with username and password and goes to /admin/dashboard', async () => {
    const user = userEvent.setup();
    const { fetchMock, location } = renderLogin({ json: { id: 1, username: 'warden' } });
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeInTheDocument();
    await signIn(user);
    await vi.waitFor(() => expect(location.history.at(-1)).toBe('/admin/dashboard'));
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/admin/login');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      username: 'warden',
      password: 'Paddock-Warden-2026',
    });
  });

  it("shows the server's message when sign-in is refused", async () => {
    const user = userEvent.setup();
    const { location } = renderLogin({ status: 401, json: { message: 'Invalid username or password' } });
    await signIn(user);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Login failed');
    expect(alert).toHaveTextContent('Invalid username or password');
    expect(location.history.at(-1)).toBe('/admin');
  });

  it('says "Login failed" when the server sent no message', async () => {
    const user = userEvent.setup();
    renderLogin({ status: 500, text: '' });
    await signIn(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Login failed$/);
  });

  it('asks for the username beside its field without calling the server when it is empty', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderLogin({ json: { id: 1, username: 'warden' } });
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    const username = screen.getByLabelText('Username');
    await vi.waitFor(() => expect(username).toHaveAccessibleDescription('Please enter your username'));
    expect(username).toHaveFocus();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(fetchMock.mock.calls.map(([url]) => url)).not.toContain('/api/admin/login');
  });
});
