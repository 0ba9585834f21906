import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Switch } from 'wouter';
import { clearToasts } from '#client/components/ui/use-toast';
import { expectStrengthFollowsPassword, fillAndSubmit } from '#client/test-utils/form-steps';
import { renderWithProviders } from '#client/test-utils/render';
import { stubSignedOutFetch } from '#client/test-utils/signed-out-fetch';
import { type StubReply } from '#client/test-utils/stub-fetch';
import { ResetPasswordPage } from './reset-password-page';
import { sentBody } from '#client/test-utils/account-fixtures';

afterEach(() => {
  clearToasts();
  vi.unstubAllGlobals();
});

function renderReset(
  path: string,
  reply: StubReply = { json: { message: 'Your password has been reset.' } },
  check: StubReply = { json: { status: 'valid' } },
) {
  const token = path.split('/')[2] ?? '';
  const fetchMock = stubSignedOutFetch({
    'POST /api/reset-password': reply,
    [`GET /api/reset-password/${token}`]: check,
  });
  const routes = (
    <Switch>
      <Route path="/reset-password/:token" component={ResetPasswordPage} />
      <Route path="/reset-password" component={ResetPasswordPage} />
    </Switch>
  );
  return { fetchMock, ...renderWithProviders(routes, { path }) };
}

const choose = async (user: ReturnType<typeof userEvent.setup>, password: string, confirm = password) => {
  await screen.findByLabelText(/^New password/);
  await fillAndSubmit(
    user,
    [
      [/^New password/, password],
      [/^Confirm new password/, confirm],
    ],
    'Reset password',
  );
};

describe('Reset password', () => {
  it.each(['/reset-password', '/reset-password/%20'])('shows "Invalid Reset Link" for %s', (path) => {
    renderReset(path);
    expect(screen.getByRole('heading', { level: 1, name: 'Invalid Reset Link' })).toBeInTheDocument();
    expect(screen.getByText(/Reset token is missing/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new reset link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument();
  });

  it('checks the length and the confirmation before sending', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderReset('/reset-password/abc123');
    await choose(user, 'short');
    expect(await screen.findByText('Password must be at least 6 characters long')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^New password/));
    await user.clear(screen.getByLabelText(/^Confirm new password/));
    await choose(user, 'Bramble-2024', 'Bramble-2025');
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => url)).not.toContain('/api/reset-password');
  });

  it('shows the password strength under the password and updates it as the password changes', async () => {
    const user = userEvent.setup();
    renderReset('/reset-password/abc123');
    await expectStrengthFollowsPassword(user, await screen.findByLabelText(/^New password/));
  });

  it('resets the password and goes to /login', async () => {
    const user = userEvent.setup();
    const { fetchMock, location } = renderReset('/reset-password/abc123');
    await choose(user, 'Bramble-2024');
    await waitFor(() => expect(location.history.at(-1)).toBe('/login'));
    expect(await screen.findByText('Password reset successful')).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/reset-password');
    expect(sentBody(call?.[1])).toEqual({ token: 'abc123', password: 'Bramble-2024' });
  });

  it("toasts 'Reset failed' with the server's message", async () => {
    const user = userEvent.setup();
    renderReset('/reset-password/used', {
      status: 400,
      json: { message: 'This reset link is invalid or has expired. Please request a new one.' },
    });
    await choose(user, 'Bramble-2024');
    expect((await screen.findAllByText('Reset failed')).length).toBeGreaterThan(0);
    expect(
      screen.getAllByText('This reset link is invalid or has expired. Please request a new one.').length,
    ).toBeGreaterThan(0);
  });

  it.each([
    ['used', 'This reset link has been used', /already set a new password/],
    ['expired', 'This reset link has expired', /works for one hour/],
    ['unknown', 'Invalid Reset Link', /do not recognise this reset link/],
  ])('says at once, before any password is typed, that the link is %s', async (status, title, words) => {
    const { fetchMock } = renderReset('/reset-password/spent-token', undefined, { json: { status } });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(words)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new reset link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${title} | Stablemates`));
    // Asking did not use the link up: only the check was sent.
    expect(fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`)).toContain(
      'GET /api/reset-password/spent-token',
    );
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('says it is checking the link while the answer is on its way', () => {
    renderReset('/reset-password/abc123');
    expect(screen.getByRole('status')).toHaveTextContent('Checking your reset link');
    expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument();
  });

  it('shows the form when the link cannot be checked (too many attempts): the reset itself will say', async () => {
    renderReset('/reset-password/abc123', undefined, {
      status: 429,
      json: { message: 'Too many attempts. Please wait 5 minutes and try again.' },
    });
    expect(await screen.findByLabelText(/^New password/)).toBeInTheDocument();
  });
});
