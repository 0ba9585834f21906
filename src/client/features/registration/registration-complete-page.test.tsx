import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '#client/test-utils/render';
import { stubFetch, type StubReply } from '#client/test-utils/stub-fetch';
import { RegistrationCompletePage } from './registration-complete-page';
import { USER_TYPE_KEY } from './registration-storage';
import { buildUser, SITE_CONFIG } from '#client/test-utils/account-fixtures';

afterEach(() => {
  localStorage.clear();
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

  it('offers Browse Horses and My Profile when the type is unknown', async () => {
    renderWelcome('/registration-complete', { status: 401, json: { message: 'Not signed in' } });
    await screen.findByRole('heading', { level: 1, name: 'Welcome to Stablemates!' });
    expect(screen.getByRole('link', { name: /Browse Horses/ })).toHaveAttribute('href', '/browse');
    expect(screen.getByRole('link', { name: 'My Profile' })).toHaveAttribute('href', '/my-profile');
    expect(screen.queryByRole('link', { name: 'Complete Your Profile' })).not.toBeInTheDocument();
    expect(screen.queryByText("What's next?")).not.toBeInTheDocument();
  });
});
