import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { AppRoutes } from './routes';
import { renderWithProviders } from '../test-utils/render';
import { stubFetch } from '../test-utils/stub-fetch';

// Each route is its own lazy chunk: on a loaded machine its first import can take more than findBy's 1 s.
const LAZY_PAGE = { timeout: 10_000 };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('AppRoutes', () => {
  it('shows the not-found page for an unknown path', async () => {
    stubFetch({});
    renderWithProviders(<AppRoutes />, { path: '/no-such-page' });
    expect(
      await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' }, LAZY_PAGE),
    ).toBeInTheDocument();
    expect(screen.getByText('Did you forget to add the page to the router?')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Browse horses' })).toHaveAttribute('href', '/browse');
  });

  it('routes /admin to the admin sign-in', async () => {
    stubFetch({});
    renderWithProviders(<AppRoutes />, { path: '/admin' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Admin Login' }, LAZY_PAGE),
    ).toBeInTheDocument();
    await vi.waitFor(() => expect(document.title).toBe('Admin Login | Stablemates'));
  });

  it('matches the registration steps before /register/:type', async () => {
    stubFetch({});
    renderWithProviders(<AppRoutes />, { path: '/register/step2?type=owner&interests=a,b' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your Details' }, LAZY_PAGE),
    ).toBeInTheDocument();
  });

  it('uses the site name from the site configuration in the title', async () => {
    stubFetch({
      '/api/site-config': {
        json: {
          siteName: 'Yard Friends',
          companyNumber: 'SC123456',
          links: {},
          emails: {},
        },
      },
    });
    renderWithProviders(<AppRoutes />, { path: '/about-us' });
    await screen.findByRole('heading', { level: 1, name: 'About Us' }, LAZY_PAGE);
    await vi.waitFor(() => expect(document.title).toBe('About Us | Yard Friends'));
  });
});
