import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '#client/test-utils/render';
import { stubFetch, type StubReply } from '#client/test-utils/stub-fetch';
import { RegistrationCompletePage } from './registration-complete-page';
import { SENT_TO_KEY } from './registration-details-storage';
import { USER_TYPE_KEY } from './registration-storage';
import { buildUser, SITE_CONFIG } from '#client/test-utils/account-fixtures';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

function renderWelcome(path: string, me: StubReply = { json: buildUser() }) {
  stubFetch({ '/api/site-config': { json: SITE_CONFIG }, '/api/auth/me': me });
  return renderWithProviders(<RegistrationCompletePage />, { path });
}

describe('Registration complete', () => {
  it('shows a spinner while the user loads', async () => {
    let release: (reply: StubReply) => void = () => undefined;
    const pending = new Promise<StubReply>((resolve) => (release = resolve));
    const fetchMock = stubFetch({ '/api/site-config': { json: SITE_CONFIG } });
    const base = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input) !== '/api/auth/me') return base(input, init);
      const reply = await pending;
      return new Response(JSON.stringify(reply.json), { status: reply.status ?? 200 });
    });
    renderWithProviders(<RegistrationCompletePage />, { path: '/registration-complete?type=owner' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading your account');
    release({ json: buildUser() });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to Stablemates, Jane!' }),
    ).toBeInTheDocument();
  });

  it('guides an owner to add a first horse', async () => {
    renderWelcome('/registration-complete?type=owner');
    await screen.findByRole('heading', { level: 1, name: 'Welcome to Stablemates, Jane!' });
    expect(screen.getByRole('link', { name: 'Add Your First Horse' })).toHaveAttribute('href', '/add-horse');
    expect(screen.getByRole('link', { name: 'Complete Your Profile' })).toHaveAttribute(
      'href',
      '/my-profile',
    );
    expect(screen.getByText(/Set availability schedules/)).toBeInTheDocument();
    expect(screen.getByText(/Connect with verified enthusiasts/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'FAQs' })).toHaveAttribute('href', '/faqs');
    expect(screen.getByRole('link', { name: 'contact us' })).toHaveAttribute('href', '/contact-us');
    // One top bar: the site's navigation (Browse horses, My Profile) with no second bar under it.
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('guides an enthusiast to browse horses, reading the stored type once', async () => {
    localStorage.setItem(USER_TYPE_KEY, 'enthusiast');
    renderWelcome('/registration-complete');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByText(/Complete identity verification/)).toBeInTheDocument();
    expect(screen.getByText(/Send requests to owners/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Complete Your Profile' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add Your First Horse' })).not.toBeInTheDocument();
    expect(localStorage.getItem(USER_TYPE_KEY)).toBeNull();
  });

  it('asks someone just registered (signed out) to check their e-mail, then log in and come back here', async () => {
    sessionStorage.setItem(SENT_TO_KEY, 'jane@example.org');
    const path = '/registration-complete?type=owner';
    renderWelcome(path, { status: 401, json: { message: 'Not signed in' } });
    await screen.findByRole('heading', { level: 1, name: 'Check your e-mail' });
    expect(screen.getByText('jane@example.org')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      `/login?returnTo=${encodeURIComponent(path)}`,
    );
    // Nothing says an account was made, nor offers what only a member can do.
    expect(screen.queryByText(/account is ready/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add Your First Horse' })).not.toBeInTheDocument();
  });

  it('logs someone who came to join from a page straight back to it', async () => {
    const back = '/messages?userId=3&horseName=Bramble&horseId=12';
    renderWelcome(`/registration-complete?type=enthusiast&returnTo=${encodeURIComponent(back)}`, {
      status: 401,
      json: { message: 'Not signed in' },
    });
    expect(await screen.findByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      `/login?returnTo=${encodeURIComponent(back)}`,
    );
  });

  it('says "the address you gave" when it does not know the address, and forgets it once signed in', async () => {
    renderWelcome('/registration-complete', { status: 401, json: { message: 'Not signed in' } });
    expect(await screen.findByText(/We have sent a message to the address you gave/)).toBeInTheDocument();

    sessionStorage.setItem(SENT_TO_KEY, 'jane@example.org');
    renderWelcome('/registration-complete?type=owner');
    await screen.findByRole('heading', { level: 1, name: 'Welcome to Stablemates, Jane!' });
    expect(sessionStorage.getItem(SENT_TO_KEY)).toBeNull();
  });

  it('offers Browse Horses and My Profile when the type is unknown', async () => {
    renderWelcome('/registration-complete');
    await screen.findByRole('heading', { level: 1, name: 'Welcome to Stablemates, Jane!' });
    expect(screen.getByRole('link', { name: /Browse Horses/ })).toHaveAttribute('href', '/browse');
    expect(screen.getByRole('link', { name: 'My Profile' })).toHaveAttribute('href', '/my-profile');
    expect(screen.queryByRole('link', { name: 'Complete Your Profile' })).not.toBeInTheDocument();
    expect(screen.queryByText("What's next?")).not.toBeInTheDocument();
  });

  it('offers the way back to the page the visitor came to join from, first', async () => {
    renderWelcome(`/registration-complete?type=enthusiast&returnTo=${encodeURIComponent('/horse/12')}`);
    await screen.findByRole('heading', { level: 1, name: 'Welcome to Stablemates, Jane!' });
    const links = screen.getAllByRole('link');
    expect(links[0]).toHaveAccessibleName('Continue to the horse you were viewing');
    expect(links[0]).toHaveAttribute('href', '/horse/12');
    expect(screen.getByRole('link', { name: 'Browse Horses' })).toHaveAttribute('href', '/browse');
  });

  it('names the horse of a Direct Message it goes back to, keeping the greeting in the link', async () => {
    const back = '/messages?userId=3&horseName=Bramble&horseId=12';
    renderWelcome(`/registration-complete?type=enthusiast&returnTo=${encodeURIComponent(back)}`);
    expect(
      await screen.findByRole('link', { name: 'Continue to your message about Bramble' }),
    ).toHaveAttribute('href', back);
  });

  it.each(['//evil.example/horse/1', 'https://evil.example/', '/login'])(
    'offers no way back to %s',
    async (returnTo) => {
      renderWelcome(`/registration-complete?type=owner&returnTo=${encodeURIComponent(returnTo)}`);
      await screen.findByRole('heading', { level: 1 });
      expect(screen.queryByRole('link', { name: /^Continue to/ })).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Add Your First Horse' })).toBeInTheDocument();
    },
  );
});
