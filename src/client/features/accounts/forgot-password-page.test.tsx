import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToasts } from '#client/components/ui/use-toast';
import { renderWithProviders } from '#client/test-utils/render';
import { stubSignedOutFetch } from '#client/test-utils/signed-out-fetch';
import type { StubReply } from '#client/test-utils/stub-fetch';
import { ForgotPasswordPage } from './forgot-password-page';

afterEach(() => {
  clearToasts();
  vi.unstubAllGlobals();
});

function renderForgot(reply: StubReply) {
  const fetchMock = stubSignedOutFetch({ 'POST /api/auth/forgot-password': reply });
  return { fetchMock, ...renderWithProviders(<ForgotPasswordPage />, { path: '/forgot-password' }) };
}

describe('Forgot password', () => {
  it("toasts 'Email required' for a blank address, and says so beside the field", async () => {
    const user = userEvent.setup();
    renderForgot({ json: { message: 'Sent' } });
    await user.type(screen.getByLabelText('Email'), '   ');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Email required')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Please enter your email address');
  });

  it('says beside the field that an address is not one, without a toast or a call', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderForgot({ json: { message: 'Sent' } });
    await user.type(screen.getByLabelText('Email'), 'jane@');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
        'Please enter a valid email address',
      ),
    );
    expect(screen.queryByText('Email required')).toBeNull();
    expect(fetchMock.mock.calls.map(([url]) => url)).not.toContain('/api/auth/forgot-password');
  });

  it("shows 'Check your email' after sending", async () => {
    const user = userEvent.setup();
    renderForgot({ json: { message: 'If an account exists for that email, we have sent a link.' } });
    await user.type(screen.getByLabelText('Email'), 'jane@example.org');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Check your email' })).toBeInTheDocument();
    expect(
      screen.getByText(/you will receive an email with a link to reset your password/),
    ).toBeInTheDocument();
    expect(screen.getByText('Reset email sent')).toBeInTheDocument();
  });

  it("toasts 'Reset failed' when the request fails", async () => {
    const user = userEvent.setup();
    renderForgot({ status: 429, json: { message: 'Too many attempts. Please try again later.' } });
    await user.type(screen.getByLabelText('Email'), 'jane@example.org');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Reset failed')).toBeInTheDocument();
    expect(screen.getByText('Too many attempts. Please try again later.')).toBeInTheDocument();
  });
});
