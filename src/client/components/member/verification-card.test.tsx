import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToasts } from '#client/components/ui/use-toast';
import { CURRENT_USER_KEY } from '#client/lib/auth';
import { buildUser, SITE_CONFIG } from '#client/test-utils/account-fixtures';
import { renderWithProviders } from '#client/test-utils/render';
import { stubFetch, type StubReply } from '#client/test-utils/stub-fetch';
import { VerificationCard } from './verification-card';

afterEach(() => {
  clearToasts();
  vi.unstubAllGlobals();
});

const UPLOADED: StubReply = {
  json: {
    message: 'Verification document uploaded',
    verificationStatus: 'pending',
    verificationSubmittedAt: '2026-11-22T10:00:00.000Z',
  },
};

function renderCard(status: 'unverified' | 'pending' | 'verified' | 'rejected', reply: StubReply = UPLOADED) {
  const fetchMock = stubFetch({
    '/api/site-config': { json: SITE_CONFIG },
    'POST /api/users/7/verification': reply,
  });
  const user = buildUser({ verificationStatus: status });
  const view = renderWithProviders(<VerificationCard user={user} />);
  view.queryClient.setQueryData(CURRENT_USER_KEY, user);
  return { fetchMock, ...view };
}

const jpeg = (bytes = 1000) => new File([new Uint8Array(bytes)], 'passport.jpg', { type: 'image/jpeg' });

describe('VerificationCard', () => {
  it('tells a member who paid for the check what to do, and never calls them Verified for it', async () => {
    stubFetch({
      '/api/site-config': { json: SITE_CONFIG },
      '/api/donations': { json: [{ id: 1, productName: 'Donation', status: 'paid', amount: 500 }] },
      '/api/subscriptions': {
        json: [{ id: 2, productName: 'Horse Owner Premium', status: 'active', amount: 999 }],
      },
    });
    for (const userType of ['enthusiast', 'owner'] as const) {
      const user = buildUser({ verificationStatus: 'unverified', userType });
      const { unmount } = renderWithProviders(<VerificationCard user={user} />);
      expect(await screen.findByText(/^ID check included: upload your document/)).toBeInTheDocument();
      expect(screen.queryByText('Verified')).toBeNull();
      unmount();
    }
    const pending = buildUser({ verificationStatus: 'pending', userType: 'enthusiast' });
    renderWithProviders(<VerificationCard user={pending} />);
    await screen.findByText('Pending Verification');
    expect(screen.queryByText(/^ID check included/)).toBeNull();
  });

  it.each([
    ['unverified', 'Unverified'],
    ['pending', 'Pending Verification'],
    ['verified', 'Verified'],
    ['rejected', 'Verification Rejected'],
  ] as const)('shows the %s badge', (status, label) => {
    renderCard(status);
    expect(screen.getAllByText(label)[0]).toBeInTheDocument();
  });

  it('uploads the document as verificationDocument, toasts and shows Pending Verification', async () => {
    const user = userEvent.setup();
    const { fetchMock, queryClient } = renderCard('unverified');
    await user.upload(screen.getByLabelText('Verification document'), jpeg());
    await user.click(screen.getByRole('button', { name: 'Upload Document' }));
    expect(await screen.findByText('Verification document uploaded')).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/users/7/verification');
    const body = call?.[1]?.body;
    expect(body).toBeInstanceOf(FormData);
    expect((body as FormData).get('verificationDocument')).toBeInstanceOf(File);
    await waitFor(() =>
      expect(queryClient.getQueryData(CURRENT_USER_KEY)).toMatchObject({ verificationStatus: 'pending' }),
    );
  });

  it('refuses a file that is not an image or PDF, and one over 10 MB, before sending', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { fetchMock } = renderCard('rejected');
    const input = screen.getByLabelText('Verification document');
    await user.upload(input, new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect(screen.getByText('Please select an image or PDF file')).toBeInTheDocument();
    await user.upload(input, jpeg(10 * 1024 * 1024 + 1));
    expect(screen.getByText('Please select a file under 10MB')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload Document' })).toBeDisabled();
    expect(fetchMock.mock.calls.map(([url]) => url)).not.toContain('/api/users/7/verification');
  });

  it("toasts 'Upload failed' with the server's message", async () => {
    const user = userEvent.setup();
    renderCard('unverified', { status: 415, json: { message: 'Please select an image or PDF file' } });
    await user.upload(screen.getByLabelText('Verification document'), jpeg());
    await user.click(screen.getByRole('button', { name: 'Upload Document' }));
    expect(await screen.findByText('Upload failed')).toBeInTheDocument();
    expect(screen.getByText('Please select an image or PDF file')).toBeInTheDocument();
  });
});
