import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import { clearToasts } from '#client/components/ui/use-toast';
import { expectStrengthFollowsPassword } from '#client/test-utils/form-steps';
import { expectLinksTo } from '#client/test-utils/links';
import { renderWithProviders } from '#client/test-utils/render';
import { stubSignedOutFetch } from '#client/test-utils/signed-out-fetch';
import { type StubReply } from '#client/test-utils/stub-fetch';
import { AUTH_MESSAGES } from '#contract/auth';
import { RegisterByTypePage } from './register-by-type-page';
import { SENT_TO_KEY } from './registration-details-storage';
import { bodySentTo } from '#client/test-utils/account-fixtures';

afterEach(() => {
  clearToasts();
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

/** What the server answers every registration it takes, new address or not (issue 40). */
const RECEIVED: StubReply = { status: 202, json: { message: AUTH_MESSAGES.registrationReceived } };

function renderPage(path: string, reply: StubReply = RECEIVED) {
  const fetchMock = stubSignedOutFetch({
    'POST /api/users': reply,
  });
  return {
    fetchMock,
    ...renderWithProviders(<Route path="/register/:type" component={RegisterByTypePage} />, { path }),
  };
}

async function fillForm(user: ReturnType<typeof userEvent.setup>, password = 'Bramble2024') {
  await user.type(screen.getByLabelText(/^First name/), 'Sam');
  await user.type(screen.getByLabelText(/^Last name/), 'Hay');
  await user.type(screen.getByLabelText(/^Email/), 'sam@example.org');
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.type(screen.getByLabelText(/^Confirm password/), password);
  await user.type(screen.getByLabelText(/^Town\/City/), 'Leeds');
  await user.type(screen.getByLabelText(/^Postcode/), 'LS1 4AP');
  await user.selectOptions(screen.getByLabelText(/^Rider weight/), 'under-7st');
  await user.click(screen.getByLabelText(/I confirm that I am 18 or over/));
  await user.click(screen.getByLabelText(/I accept the/));
}

describe('Single-page registration', () => {
  it('shows "Invalid Registration Type" with a button to each valid type', () => {
    renderPage('/register/nonsense');
    expect(screen.getByRole('heading', { level: 1, name: 'Invalid Registration Type' })).toBeInTheDocument();
    expectLinksTo({
      'Register as a Horse Owner': '/register/owner',
      'Register as a Horse Enthusiast': '/register/enthusiast',
    });
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('keeps returnTo on the buttons of an unknown type', () => {
    renderPage('/register/rider?returnTo=%2Fhorse%2F5');
    expectLinksTo({
      'Register as a Horse Owner': '/register/owner?returnTo=%2Fhorse%2F5',
      'Register as a Horse Enthusiast': '/register/enthusiast?returnTo=%2Fhorse%2F5',
    });
  });

  it('asks owners no rider weight', () => {
    renderPage('/register/owner');
    expect(screen.getByRole('heading', { level: 1, name: 'Join as a Horse Owner' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Rider weight/)).not.toBeInTheDocument();
  });

  it('ticks the password rules and refuses a weak password', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderPage('/register/enthusiast');
    await fillForm(user, 'bramble2024');
    expect(screen.getByText('One number')).toHaveClass('text-success');
    expect(screen.getByText('One uppercase letter')).toHaveClass('text-muted');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(
      await screen.findByText(
        'Password must contain at least one uppercase letter, one lowercase letter and one number',
      ),
    ).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => url)).not.toContain('/api/users');
  });

  it('shows the password strength under the password and updates it as the password changes', async () => {
    const user = userEvent.setup();
    renderPage('/register/owner');
    await expectStrengthFollowsPassword(user, screen.getByLabelText(/^Password/));
  });

  it('sends the registration, with the experience chosen (issue 32), and goes on to check the e-mail, signed out', async () => {
    const user = userEvent.setup();
    const { fetchMock, location, queryClient } = renderPage('/register/enthusiast');
    await fillForm(user);
    await user.selectOptions(screen.getByLabelText(/^Experience with horses/), 'Advanced');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/registration-complete?type=enthusiast'));
    // Nobody is signed in by registering: the page asks them to check their e-mail at this address.
    expect(queryClient.getQueryData(['/api/auth/me'])).toBeFalsy();
    expect(sessionStorage.getItem(SENT_TO_KEY)).toBe('sam@example.org');
    expect(bodySentTo(fetchMock, '/api/users')).toMatchObject({
      email: 'sam@example.org',
      username: 'sam@example.org',
      userType: 'enthusiast',
      riderWeight: 'under-7st',
      experienceLevel: 'advanced',
      confirmAge: true,
      acceptTerms: true,
    });
  });

  it('keeps the page whose prompt sent the visitor to join for after, and on the Log in link', async () => {
    const user = userEvent.setup();
    const back = '/messages?userId=3&horseName=Bramble';
    const { location } = renderPage(`/register/enthusiast?returnTo=${encodeURIComponent(back)}`);
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      `/login?returnTo=${encodeURIComponent(back)}`,
    );
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() =>
      expect(location.history.at(-1)).toBe(
        `/registration-complete?type=enthusiast&returnTo=${encodeURIComponent(back)}`,
      ),
    );
  });

  it('sends the page to come back to, for the confirmation link (issue 46)', async () => {
    const user = userEvent.setup();
    const back = '/horse/5?slot=7&day=2026-11-24';
    const { fetchMock } = renderPage(`/register/enthusiast?returnTo=${encodeURIComponent(back)}`);
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(bodySentTo(fetchMock, '/api/users')).toMatchObject({ returnTo: back }));
  });

  it('fills the town from the postcode, says so, and never replaces a town the member typed (issue 46)', async () => {
    const user = userEvent.setup();
    const fetchMock = stubSignedOutFetch({
      'POST /api/places/postcode-town': ({ init }) => {
        const { postcode } = JSON.parse(String(init?.body)) as { postcode: string };
        return postcode === 'LS1 4AP'
          ? { json: { postcode: 'LS1 4AP', town: 'Leeds' } }
          : { json: { postcode: 'YO1 7HH', town: 'York' } };
      },
    });
    renderWithProviders(<Route path="/register/:type" component={RegisterByTypePage} />, {
      path: '/register/enthusiast',
    });
    const town = screen.getByLabelText(/^Town\/City/);
    expect(town).toHaveAccessibleDescription('We fill this in from your postcode. You can change it.');
    await user.type(screen.getByLabelText(/^Postcode/), 'ls1 4ap');
    await waitFor(() => expect(town).toHaveValue('Leeds'));
    expect(town).toHaveAccessibleDescription(
      'Filled in from LS1 4AP. Change it if you live somewhere else nearby.',
    );
    // Another postcode fills it again while it still holds the filled-in town...
    await user.clear(screen.getByLabelText(/^Postcode/));
    await user.type(screen.getByLabelText(/^Postcode/), 'YO1 7HH');
    await waitFor(() => expect(town).toHaveValue('York'));
    // ...but a town the member typed stays theirs.
    await user.clear(town);
    await user.type(town, 'Acomb');
    await user.clear(screen.getByLabelText(/^Postcode/));
    await user.type(screen.getByLabelText(/^Postcode/), 'LS1 4AP');
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/api/places/postcode-town')),
      ).toHaveLength(2),
    );
    expect(town).toHaveValue('Acomb');
  });

  it("says 'Registration failed' with the server's words, and no links, when it is refused", async () => {
    const user = userEvent.setup();
    renderPage('/register/enthusiast', {
      status: 429,
      json: { message: 'Too many attempts. Please wait 5 minutes and try again.' },
    });
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Too many attempts. Please wait 5 minutes and try again.');
    expect(within(alert).queryByRole('link')).not.toBeInTheDocument();
  });

  it("falls back to 'Please try again.' without a server message", async () => {
    const user = userEvent.setup();
    renderPage('/register/enthusiast', { status: 502, text: '<html>Bad gateway</html>' });
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    // In the toast and in the alert that stays above the form.
    expect(await screen.findByRole('alert')).toHaveTextContent('Please try again.');
    expect(screen.getAllByText('Please try again.')).toHaveLength(2);
  });
});
