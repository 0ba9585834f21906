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
) {
  const fetchMock = stubSignedOutFetch({
    'POST /api/reset-password': reply,
  });
  const routes = (
    <Switch>
      <Route path="/reset-password/:token" component={ResetPasswordPage} />
      <Route path="/reset-password" component={ResetPasswordPage} />
    </Switch>
  );
  return { fetchMock, ...renderWithProviders(routes, { path }) };
}

const choose = (user: ReturnType<typeof userEvent.setup>, password: string, confirm = password) =>
  fillAndSubmit(
    user,
    [
      [/^New password/, password],
      [/^Confirm new password/, confirm],
    ],
    'Reset password',
  );

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
    await expectStrengthFollowsPassword(user, screen.getByLabelText(/^New password/));
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
});
