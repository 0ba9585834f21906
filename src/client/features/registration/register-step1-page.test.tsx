import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToasts } from '#client/components/ui/use-toast';
import { renderWithProviders } from '#client/test-utils/render';
import { stubFetch } from '#client/test-utils/stub-fetch';
import { RegisterStep1Page } from './register-step1-page';
import { SESSION_ID_KEY } from './registration-storage';
import { SITE_CONFIG, sentBody } from '#client/test-utils/account-fixtures';

afterEach(() => {
  clearToasts();
  localStorage.clear();
  vi.unstubAllGlobals();
});

function renderStep1(path: string, sessionReply: { status: number } = { status: 201 }) {
  const fetchMock = stubFetch({
    '/api/site-config': { json: SITE_CONFIG },
    '/api/auth/me': { status: 401, json: { message: 'Not signed in' } },
    'POST /api/registration-sessions': { status: sessionReply.status, json: {} },
  });
  return { fetchMock, ...renderWithProviders(<RegisterStep1Page />, { path }) };
}

describe('Registration step 1', () => {
  it.each(['/register/step1?type=nonsense', '/register/step1', '/register/step1?type=Owner'])(
    'treats %s as an owner',
    (path) => {
      renderStep1(path);
      expect(screen.getByRole('heading', { level: 1, name: 'I Own A Horse' })).toBeInTheDocument();
      expect(screen.getAllByRole('checkbox')).toHaveLength(6);
      expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
      expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
    },
  );

  it('offers the five enthusiast interests under "I Love Horses"', () => {
    renderStep1('/register/step1?type=enthusiast');
    expect(screen.getByRole('heading', { level: 1, name: 'I Love Horses' })).toBeInTheDocument();
    expect(screen.getAllByRole('checkbox')).toHaveLength(5);
    expect(screen.getByLabelText('I want to learn to ride')).toBeInTheDocument();
  });

  it('continues only once at least one interest is chosen', async () => {
    const user = userEvent.setup();
    renderStep1('/register/step1?type=owner');
    const next = screen.getByRole('button', { name: 'Continue' });
    expect(next).toBeDisabled();

    const rent = screen.getByLabelText('I want to rent a stable');
    await user.click(rent);
    expect(next).toBeEnabled();
    await user.click(rent);
    expect(next).toBeDisabled();
  });

  it('creates the registration session and goes to step 2 with type and interests', async () => {
    const user = userEvent.setup();
    const { fetchMock, location } = renderStep1('/register/step1?type=enthusiast');
    await user.click(screen.getByLabelText('I want to learn to ride'));
    await user.click(screen.getByLabelText('I want to help look after a horse nearby'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await waitFor(() =>
      expect(location.history.at(-1)).toBe(
        '/register/step2?type=enthusiast&interests=help-nearby%2Clearn-to-ride',
      ),
    );
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/registration-sessions');
    const sessionId = localStorage.getItem(SESSION_ID_KEY);
    expect(sessionId).toMatch(/^[A-Za-z0-9-]{8,}$/);
    expect(sentBody(call?.[1])).toEqual({
      sessionId,
      userType: 'enthusiast',
      interests: ['help-nearby', 'learn-to-ride'],
      currentStep: 1,
    });
  });

  it('still goes to step 2 when the session cannot be created', async () => {
    const user = userEvent.setup();
    const { location } = renderStep1('/register/step1?type=owner', { status: 500 });
    await user.click(screen.getByLabelText('I have a horse for sale'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(location.history.at(-1)).toBe('/register/step2?type=owner&interests=horse-for-sale'),
    );
  });

  it('carries the page the visitor came to join from on to step 2, and drops any other site', async () => {
    const user = userEvent.setup();
    const back = encodeURIComponent('/horse/12');
    const first = renderStep1(`/register/step1?type=enthusiast&returnTo=${back}`);
    await user.click(screen.getByLabelText('I want to learn to ride'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(first.location.history.at(-1)).toBe(
        `/register/step2?type=enthusiast&interests=learn-to-ride&returnTo=${back}`,
      ),
    );
    first.unmount();

    const second = renderStep1(`/register/step1?type=owner&returnTo=${encodeURIComponent('//evil.example')}`);
    await user.click(screen.getByLabelText('I have a horse for sale'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(second.location.history.at(-1)).toBe('/register/step2?type=owner&interests=horse-for-sale'),
    );
  });
});
