import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToasts } from '#client/components/ui/use-toast';
import { fillAndSubmit } from '#client/test-utils/form-steps';
import { renderWithProviders } from '#client/test-utils/render';
import { stubSignedOutFetch } from '#client/test-utils/signed-out-fetch';
import { type StubReply } from '#client/test-utils/stub-fetch';
import { LoginPage } from './login-page';
import { buildUser, sentBody } from '#client/test-utils/account-fixtures';

afterEach(() => {
  clearToasts();
  vi.unstubAllGlobals();
});

function renderLogin(reply: StubReply, path = '/login') {
  const fetchMock = stubSignedOutFetch({
    'POST /api/auth/login': reply,
  });
  return { fetchMock, ...renderWithProviders(<LoginPage />, { path }) };
}

const signIn = (user: ReturnType<typeof userEvent.setup>) =>
  fillAndSubmit(
    user,
    [
      ['Email', 'jane@example.org'],
      ['Password', 'Bramble-2024'],
    ],
    'Log In',
  );

describe('Login', () => {
  it('links to the password reset and to sign-up', () => {
    renderLogin({ json: buildUser() });
    expect(screen.getByRole('heading', { level: 1, name: 'Log In' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/#user-types');
  });

  it("toasts 'Missing information' when a field is empty, without calling the server", async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderLogin({ json: buildUser() });
    await user.type(screen.getByLabelText('Email'), 'jane@example.org');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText('Missing information')).toBeInTheDocument();
    expect(screen.getByText('Please enter both email and password')).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => url)).not.toContain('/api/auth/login');
  });

  it("toasts 'Login failed' with the server's message", async () => {
    const user = userEvent.setup();
    renderLogin({ status: 401, json: { message: 'Invalid email or password' } });
    await signIn(user);
    expect(await screen.findByText('Login failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid email or password')).toBeInTheDocument();
  });

  it("falls back to 'Please check your email and password'", async () => {
    const user = userEvent.setup();
    renderLogin({ status: 500, text: '' });
    await signIn(user);
    expect(await screen.findByText('Login failed')).toBeInTheDocument();
    expect(screen.getByText('Please check your email and password')).toBeInTheDocument();
  });

  it('signs in, welcomes back and goes to /my-profile', async () => {
    const user = userEvent.setup();
    const { fetchMock, location, queryClient } = renderLogin({ json: buildUser() });
    await signIn(user);
    await waitFor(() => expect(location.history.at(-1)).toBe('/my-profile'));
    expect(await screen.findByText('Login successful')).toBeInTheDocument();
    expect(screen.getByText('Welcome back!')).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/auth/login');
    expect(sentBody(call?.[1])).toEqual({
      email: 'jane@example.org',
      password: 'Bramble-2024',
      rememberMe: false,
    });
    expect(queryClient.getQueryData(['/api/auth/me'])).toMatchObject({ firstName: 'Jane' });
  });

  it('leaves "Keep me signed in" unticked, and sends rememberMe: true once it is ticked', async () => {
    const user = userEvent.setup();
    const { fetchMock, location } = renderLogin({ json: buildUser() });
    const keep = screen.getByRole('checkbox', { name: 'Keep me signed in' });
    expect(keep).not.toBeChecked();
    await user.click(keep);
    expect(keep).toBeChecked();
    await signIn(user);
    await waitFor(() => expect(location.history.at(-1)).toBe('/my-profile'));
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/auth/login');
    expect(sentBody(call?.[1])).toEqual({
      email: 'jane@example.org',
      password: 'Bramble-2024',
      rememberMe: true,
    });
  });

  it('goes back to the page that sent the visitor here, but never to another site', async () => {
    const user = userEvent.setup();
    const back = `/login?next=${encodeURIComponent('/horse/5?slot=7&day=2026-11-24')}`;
    const { location } = renderLogin({ json: buildUser() }, back);
    await signIn(user);
    await waitFor(() => expect(location.history.at(-1)).toBe('/horse/5?slot=7&day=2026-11-24'));
  });

  it.each(['//other-site/x', 'http:other-site', 'horse/5'])(
    'ignores a next of %s and goes to /my-profile',
    async (next) => {
      const user = userEvent.setup();
      const { location } = renderLogin({ json: buildUser() }, `/login?next=${encodeURIComponent(next)}`);
      await signIn(user);
      await waitFor(() => expect(location.history.at(-1)).toBe('/my-profile'));
    },
  );
});
