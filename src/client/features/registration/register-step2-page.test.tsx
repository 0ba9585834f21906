import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '#client/test-utils/render';
import { stubFetch } from '#client/test-utils/stub-fetch';
import { RegisterStep2Page } from './register-step2-page';
import { SESSION_ID_KEY } from './registration-storage';
import { DETAILS_KEY, registrationDetails } from './registration-details-storage';
import { SITE_CONFIG, sentBody } from '#client/test-utils/account-fixtures';

afterEach(() => {
  localStorage.clear();
  registrationDetails.clear();
  vi.unstubAllGlobals();
});

function renderStep2(path: string) {
  const fetchMock = stubFetch({
    '/api/site-config': { json: SITE_CONFIG },
    '/api/auth/me': { status: 401, json: { message: 'Not signed in' } },
    'PUT /api/registration-sessions/session-123': { json: {} },
  });
  return { fetchMock, ...renderWithProviders(<RegisterStep2Page />, { path }) };
}

describe('Registration step 2', () => {
  it('enables Continue only when all three fields are filled, then goes to step 3 with nothing personal in the URL', async () => {
    localStorage.setItem(SESSION_ID_KEY, 'session-123');
    const user = userEvent.setup();
    const { fetchMock, location } = renderStep2('/register/step2?type=owner&interests=rent-a-stable');
    expect(screen.getByRole('heading', { level: 1, name: 'Your Details' })).toBeInTheDocument();
    expect(screen.getByText('Step 2 of 3')).toBeInTheDocument();
    const progress = screen.getByRole('list', { name: 'Registration progress' });
    expect(
      within(progress)
        .getAllByRole('listitem')
        .map((step) => step.textContent),
    ).toEqual(['Step 1, completed', '2Step 2, current', '3Step 3']);
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/register/step1?type=owner');
    const next = screen.getByRole('button', { name: 'Continue' });
    expect(next).toBeDisabled();

    await user.type(screen.getByLabelText(/^First name/), 'Jane');
    await user.type(screen.getByLabelText(/^Last name/), 'Rider');
    expect(next).toBeDisabled();
    await user.type(screen.getByLabelText(/^Email/), 'jane@example.org');
    expect(next).toBeEnabled();
    await user.click(next);

    await waitFor(() =>
      expect(location.history.at(-1)).toBe('/register/step3?type=owner&interests=rent-a-stable'),
    );
    const step3Url = location.history.at(-1) ?? '';
    for (const personal of ['jane', 'Jane', 'Rider', 'example.org', 'email', 'Name']) {
      expect(step3Url).not.toContain(personal);
    }
    expect(JSON.parse(sessionStorage.getItem(DETAILS_KEY) ?? 'null')).toEqual({
      email: 'jane@example.org',
      firstName: 'Jane',
      lastName: 'Rider',
    });
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/registration-sessions/session-123');
    expect(sentBody(call?.[1])).toEqual({
      firstName: 'Jane',
      lastName: 'Rider',
      email: 'jane@example.org',
      currentStep: 2,
    });
  });

  it('keeps the details typed before when coming back from step 3', () => {
    sessionStorage.setItem(DETAILS_KEY, JSON.stringify({ email: 'a@b.uk', firstName: 'Al', lastName: 'Bo' }));
    renderStep2('/register/step2?type=enthusiast&interests=learn-to-ride');
    expect(screen.getByLabelText(/^First name/)).toHaveValue('Al');
    expect(screen.getByLabelText(/^Last name/)).toHaveValue('Bo');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('a@b.uk');
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute(
      'href',
      '/register/step1?type=enthusiast',
    );
  });

  it('keeps returnTo on Back and on the way to step 3', async () => {
    const user = userEvent.setup();
    const back = encodeURIComponent('/messages?userId=3&horseName=Bramble');
    const { location } = renderStep2(
      `/register/step2?type=enthusiast&interests=learn-to-ride&returnTo=${back}`,
    );
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute(
      'href',
      `/register/step1?type=enthusiast&returnTo=${back}`,
    );
    await user.type(screen.getByLabelText(/^First name/), 'Jane');
    await user.type(screen.getByLabelText(/^Last name/), 'Rider');
    await user.type(screen.getByLabelText(/^Email/), 'jane@example.org');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(location.history.at(-1)).toBe(
        `/register/step3?type=enthusiast&interests=learn-to-ride&returnTo=${back}`,
      ),
    );
  });
});
