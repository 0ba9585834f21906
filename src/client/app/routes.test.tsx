import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { AppRoutes } from './routes';
import { renderWithProviders } from '../test-utils/render';
import { stubFetch } from '../test-utils/stub-fetch';

// Each route is its own lazy chunk: on a loaded machine its first import can take more than findBy's 1 s.
const LAZY_PAGE = { timeout: 10_000 };

/** Renders the routes at `path` and waits for the page's h1 `heading`. */
async function openPage(path: string, heading: string, responses: Parameters<typeof stubFetch>[0] = {}) {
  stubFetch(responses);
  renderWithProviders(<AppRoutes />, { path });
  return screen.findByRole('heading', { level: 1, name: heading }, LAZY_PAGE);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('AppRoutes', () => {
  it('shows the not-found page for an unknown path', async () => {
    expect(await openPage('/no-such-page', '404 Page Not Found')).toBeInTheDocument();
    // Words for a visitor, not the developer's hint.
    expect(screen.getByText(/We could not find that page\./)).toBeInTheDocument();
    expect(screen.queryByText(/router/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Browse horses' })).toHaveAttribute('href', '/browse');
  });

  it('routes /admin to the admin sign-in', async () => {
    expect(await openPage('/admin', 'Admin Login')).toBeInTheDocument();
    await vi.waitFor(() => expect(document.title).toBe('Admin Login | Stablemates'));
  });

  it('matches the registration steps before /register/:type', async () => {
    expect(await openPage('/register/step2?type=owner&interests=a,b', 'Your Details')).toBeInTheDocument();
  });

  it('uses the site name from the site configuration in the title', async () => {
    await openPage('/about-us', 'About Us', {
      '/api/site-config': {
        json: {
          siteName: 'Yard Friends',
          companyNumber: 'SC123456',
          links: {},
          emails: {},
        },
      },
    });
    await vi.waitFor(() => expect(document.title).toBe('About Us | Yard Friends'));
  });
});
