import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToasts } from '#client/components/ui/use-toast';
import { fillAndSubmit } from '#client/test-utils/form-steps';
import { expectLinksTo } from '#client/test-utils/links';
import { renderWithProviders } from '#client/test-utils/render';
import { stubSignedOutFetch } from '#client/test-utils/signed-out-fetch';
import { type StubReply } from '#client/test-utils/stub-fetch';
import { LoginPage } from './login-page';
import { buildUser, sentBody } from '#client/test-utils/account-fixtures';
import { buildHorse } from '#client/test-utils/horse-fixtures';

afterEach(() => {
  clearToasts();
  vi.unstubAllGlobals();
});

function renderLogin(reply: StubReply, path = '/login', signedInAs?: ReturnType<typeof buildUser>) {
  const fetchMock = stubSignedOutFetch({
    'POST /api/auth/login': reply,
    ...(signedInAs ? { '/api/auth/me': { json: signedInAs } } : {}),
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

  it("toasts 'Missing information' when a field is empty, and says so beside it, without calling the server", async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderLogin({ json: buildUser() });
    await user.type(screen.getByLabelText('Email'), 'jane@example.org');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText('Missing information')).toBeInTheDocument();
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAccessibleDescription('Please enter both email and password');
    expect(password).toHaveFocus();
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
    expect(fetchMock.mock.calls.map(([url]) => url)).not.toContain('/api/auth/login');
  });

  it("says 'Login failed' with the server's message, in a toast and on the form", async () => {
    const user = userEvent.setup();
    const { location } = renderLogin({ status: 401, json: { message: 'Invalid email or password' } });
    await signIn(user);
    expect(await screen.findByText('Login failed')).toBeInTheDocument();
    const form = screen.getByRole('button', { name: 'Log In' }).closest('form') as HTMLElement;
    expect(within(form).getByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(location.history.at(-1)).toBe('/login');
  });

  it("falls back to 'Please check your email and password'", async () => {
    const user = userEvent.setup();
    renderLogin({ status: 500, text: '' });
    await signIn(user);
    expect(await screen.findByText('Login failed')).toBeInTheDocument();
    expect(screen.getAllByText('Please check your email and password').length).toBeGreaterThan(0);
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
    const back = `/login?returnTo=${encodeURIComponent('/horse/5?slot=7&day=2026-11-24')}`;
    const { location } = renderLogin({ json: buildUser() }, back);
    await signIn(user);
    await waitFor(() => expect(location.history.at(-1)).toBe('/horse/5?slot=7&day=2026-11-24'));
  });

  it.each(['//other-site/x', '/\\other-site', 'http:other-site', 'javascript:alert(1)', 'horse/5'])(
    'ignores a returnTo of %s and goes to /my-profile',
    async (returnTo) => {
      const user = userEvent.setup();
      const { location } = renderLogin(
        { json: buildUser() },
        `/login?returnTo=${encodeURIComponent(returnTo)}`,
      );
      await signIn(user);
      await waitFor(() => expect(location.history.at(-1)).toBe('/my-profile'));
    },
  );

  it('sends a member who is already signed in to My Profile, or to returnTo', async () => {
    const first = renderLogin({ json: buildUser() }, '/login', buildUser());
    await waitFor(() => expect(first.location.history.at(-1)).toBe('/my-profile'));
    first.unmount();
    const second = renderLogin(
      { json: buildUser() },
      '/login?returnTo=%2Fmessages%3FuserId%3D3',
      buildUser(),
    );
    await waitFor(() => expect(second.location.history.at(-1)).toBe('/messages?userId=3'));
  });

  it('offers both kinds of sign-up with the same returnTo when sent from a prompt', () => {
    renderLogin({ json: buildUser() }, '/login?returnTo=%2Fhorse%2F5');
    expectLinksTo({
      'Horse Enthusiast': '/register/enthusiast?returnTo=%2Fhorse%2F5',
      'Horse Owner': '/register/owner?returnTo=%2Fhorse%2F5',
    });
  });

  it.each([
    ['/horse/5?save=5', 'Log in to save Bramble'],
    ['/browse?location=York&save=5', 'Log in to save Bramble'],
    ['/messages?userId=9&horseName=Bramble&horseId=5', "Log in to message Bramble's owner"],
    ['/horse/5?slot=3&day=2026-12-01', 'Log in to enquire about Bramble'],
  ])(
    'sent from %s, says what the visitor was doing and offers Create account back to it (issue #32)',
    async (returnTo, heading) => {
      stubSignedOutFetch({ '/api/horses/5': { json: buildHorse({ id: 5, name: 'Bramble' }) } });
      renderWithProviders(<LoginPage />, { path: `/login?returnTo=${encodeURIComponent(returnTo)}` });
      expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
      expectLinksTo({
        'Create account': `/register/enthusiast?returnTo=${encodeURIComponent(returnTo)}`,
        'Join as a Horse Owner': `/register/owner?returnTo=${encodeURIComponent(returnTo)}`,
      });
    },
  );

  it('names the horse from the address while its page cannot be read', async () => {
    stubSignedOutFetch({ '/api/horses/5': { status: 404, json: { message: 'Horse not found' } } });
    renderWithProviders(<LoginPage />, {
      path: `/login?returnTo=${encodeURIComponent('/messages?userId=9&horseName=Biscuit&horseId=5')}`,
    });
    expect(
      screen.getByRole('heading', { level: 1, name: "Log in to message Biscuit's owner" }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByText('We will open the conversation for you, ready to write.')).toBeInTheDocument(),
    );
  });
});
