import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToasts } from '#client/components/ui/use-toast';
import { expectStrengthFollowsPassword } from '#client/test-utils/form-steps';
import { renderWithProviders } from '#client/test-utils/render';
import { stubSignedOutFetch } from '#client/test-utils/signed-out-fetch';
import { type StubHandler } from '#client/test-utils/stub-fetch';
import { RegisterStep3Page } from './register-step3-page';
import { SESSION_ID_KEY, USER_TYPE_KEY } from './registration-storage';
import { DETAILS_KEY, registrationDetails } from './registration-details-storage';
import { AUTH_MESSAGES } from '#contract/auth';
import { SENT_TO_KEY } from './registration-details-storage';
import { bodySentTo } from '#client/test-utils/account-fixtures';

afterEach(() => {
  clearToasts();
  localStorage.clear();
  registrationDetails.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

// Step 2 leaves the name and email in sessionStorage; the URL carries only type and interests.
const DETAILS = { email: 'jane@example.org', firstName: 'Jane', lastName: 'Rider' };
const OWNER_PATH = '/register/step3?type=owner&interests=rent-a-stable';
const ENTHUSIAST_PATH = '/register/step3?type=enthusiast&interests=learn-to-ride';

function renderStep3(
  path: string,
  registerReply: StubHandler = { status: 202, json: { message: AUTH_MESSAGES.registrationReceived } },
  details: typeof DETAILS | null = DETAILS,
) {
  if (details) sessionStorage.setItem(DETAILS_KEY, JSON.stringify(details));
  const fetchMock = stubSignedOutFetch({
    'POST /api/auth/register': registerReply,
    'PUT /api/registration-sessions/session-123': { json: {} },
    'POST /api/registration-sessions/session-123/complete': { json: {} },
  });
  return { fetchMock, ...renderWithProviders(<RegisterStep3Page />, { path }) };
}

async function fillOwnerForm(user: ReturnType<typeof userEvent.setup>, confirm = 'Bramble-2024') {
  await user.type(screen.getByLabelText(/^Town\/City/), 'Edinburgh');
  await user.type(screen.getByLabelText(/^Postcode/), 'EH1 1YZ');
  await user.type(screen.getByLabelText(/^Password/), 'Bramble-2024');
  await user.type(screen.getByLabelText(/^Confirm password/), confirm);
  await user.click(screen.getByLabelText(/I confirm that I am 18 or over/));
  await user.click(screen.getByLabelText(/I accept the/));
}

describe('Registration step 3', () => {
  it('says live whether the passwords match', async () => {
    const user = userEvent.setup();
    renderStep3(OWNER_PATH);
    expect(screen.getByRole('heading', { level: 1, name: 'Complete Your Profile' })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Password/), 'Bramble-2024');
    await user.type(screen.getByLabelText(/^Confirm password/), 'Bramble-20');
    expect(screen.getByText("Passwords don't match")).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Confirm password/), '24');
    expect(screen.getByText('Passwords match')).toBeInTheDocument();
    expect(screen.queryByText("Passwords don't match")).not.toBeInTheDocument();
  });

  it('shows the password strength under the password and updates it as the password changes', async () => {
    const user = userEvent.setup();
    renderStep3(OWNER_PATH);
    await expectStrengthFollowsPassword(user, screen.getByLabelText(/^Password/));
  });

  it('keeps Complete Registration disabled until every required field is filled', async () => {
    const user = userEvent.setup();
    renderStep3(OWNER_PATH);
    const submit = screen.getByRole('button', { name: 'Complete Registration' });
    expect(submit).toBeDisabled();
    expect(submit).toHaveAccessibleDescription(
      'Still needed: your postcode, your town or city, a password, your password again, confirming you are 18 or over and accepting the Terms of Service.',
    );
    await fillOwnerForm(user, 'Bramble-2025');
    expect(submit).toBeDisabled();
    expect(submit).toHaveAccessibleDescription('Still needed: passwords that match.');
    await user.clear(screen.getByLabelText(/^Confirm password/));
    await user.type(screen.getByLabelText(/^Confirm password/), 'Bramble-2024');
    expect(submit).toBeEnabled();
    expect(screen.queryByLabelText(/^Rider weight/)).not.toBeInTheDocument();
  });

  it('asks enthusiasts for their rider weight before enabling the button', async () => {
    const user = userEvent.setup();
    renderStep3(ENTHUSIAST_PATH);
    await fillOwnerForm(user);
    const submit = screen.getByRole('button', { name: 'Complete Registration' });
    expect(submit).toBeDisabled();
    expect(screen.getByText('Still needed: your rider weight.')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(/^Rider weight/), '9-11st');
    expect(submit).toBeEnabled();
  });

  it.each([
    [
      'a message saying valid UK postcode',
      {
        status: 400,
        json: { message: 'Please check the form', fieldErrors: { postcode: ['Enter a valid UK postcode'] } },
      },
      'Please enter a valid UK postcode (e.g., SW1A 1AA)',
      'Please check the form',
    ],
    [
      'another message about the postcode',
      { status: 400, json: { message: 'We could not find that postcode' } },
      'Invalid postcode',
      'We could not find that postcode',
    ],
    [
      'a connection error',
      () => {
        throw new TypeError('Failed to fetch');
      },
      'Unable to validate postcode. Please check your internet connection and try again.',
      'Something went wrong. Please try again.',
    ],
  ] as const)('maps %s to the postcode field', async (_case, reply, postcodeMessage, toastText) => {
    const user = userEvent.setup();
    renderStep3(OWNER_PATH, reply);
    await fillOwnerForm(user);
    await user.click(screen.getByRole('button', { name: 'Complete Registration' }));

    expect(await screen.findByText(postcodeMessage)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Postcode/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText('Registration failed').length).toBeGreaterThan(0);
    expect(screen.getAllByText(toastText).length).toBeGreaterThan(0);
  });

  it('registers, completes the session and goes on to check the e-mail, signed out (no experience chosen: none sent)', async () => {
    localStorage.setItem(SESSION_ID_KEY, 'session-123');
    const user = userEvent.setup();
    const { fetchMock, location, queryClient } = renderStep3(ENTHUSIAST_PATH);
    await fillOwnerForm(user);
    await user.selectOptions(screen.getByLabelText(/^Rider weight/), '9-11st');
    await user.click(screen.getByRole('button', { name: 'Complete Registration' }));

    await waitFor(() => expect(location.history.at(-1)).toBe('/registration-complete?type=enthusiast'));
    // Nothing says the account was made: the same words come whether or not the address had one.
    expect(bodySentTo(fetchMock, '/api/auth/register')).toEqual({
      email: 'jane@example.org',
      username: 'jane@example.org',
      password: 'Bramble-2024',
      firstName: 'Jane',
      lastName: 'Rider',
      location: 'Edinburgh',
      postcode: 'EH1 1YZ',
      bio: null,
      userType: 'enthusiast',
      interests: ['learn-to-ride'],
      optOutMarketing: false,
      riderWeight: '9-11st',
      confirmAge: true,
      acceptTerms: true,
    });
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => url)).toContain(
        '/api/registration-sessions/session-123/complete',
      ),
    );
    expect(localStorage.getItem(SESSION_ID_KEY)).toBeNull();
    expect(sessionStorage.getItem(DETAILS_KEY)).toBeNull();
    expect(localStorage.getItem(USER_TYPE_KEY)).toBe('enthusiast');
    expect(screen.queryByText('Registration successful!')).not.toBeInTheDocument();
    // Registering signs nobody in; the next page names the address to look in.
    expect(queryClient.getQueryData(['/api/auth/me'])).toBeFalsy();
    expect(sessionStorage.getItem(SENT_TO_KEY)).toBe('jane@example.org');
  });

  it('shows who is joining, and goes back to step 2 with no personal details in the link', () => {
    renderStep3(OWNER_PATH);
    expect(screen.getByText('Jane Rider')).toBeInTheDocument();
    expect(screen.getByText('jane@example.org')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute(
      'href',
      '/register/step2?type=owner&interests=rent-a-stable',
    );
    // Step 2 fills its fields from storage again.
    expect(sessionStorage.getItem(DETAILS_KEY)).toBe(JSON.stringify(DETAILS));
  });

  it('sends the person back to step 2 when the details from step 2 are missing', async () => {
    const user = userEvent.setup();
    renderStep3(OWNER_PATH, undefined, null);
    expect(screen.getByText('Your details are missing')).toBeInTheDocument();
    expect(
      screen.getByText('We need your name and email from step 2 before we can create your account.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go back to Your Details' })).toHaveAttribute(
      'href',
      '/register/step2?type=owner&interests=rent-a-stable',
    );
    await fillOwnerForm(user);
    expect(screen.getByRole('button', { name: 'Complete Registration' })).toBeDisabled();
  });

  it('ignores a name and email put in the query string', () => {
    renderStep3(
      '/register/step3?type=owner&interests=rent-a-stable&email=eve%40example.org&firstName=Eve&lastName=X',
      undefined,
      null,
    );
    expect(screen.getByText('Your details are missing')).toBeInTheDocument();
    expect(screen.queryByText(/eve@example.org/)).not.toBeInTheDocument();
  });

  it('goes to the welcome page with the returnTo it was given, and back to step 2 with it', async () => {
    const user = userEvent.setup();
    const back = encodeURIComponent('/horse/12');
    const { location } = renderStep3(`${OWNER_PATH}&returnTo=${back}`);
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute(
      'href',
      `/register/step2?type=owner&interests=rent-a-stable&returnTo=${back}`,
    );
    await fillOwnerForm(user);
    await user.click(screen.getByRole('button', { name: 'Complete Registration' }));
    await waitFor(() =>
      expect(location.history.at(-1)).toBe(`/registration-complete?type=owner&returnTo=${back}`),
    );
  });
});
