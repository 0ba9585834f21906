import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { Footer } from './footer';
import { renderWithProviders } from '#client/test-utils/render';
import { stubFetch } from '#client/test-utils/stub-fetch';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Footer', () => {
  it('shows the configured links, company number and the current year', async () => {
    stubFetch({
      '/api/site-config': {
        json: {
          siteName: 'Stablemates',
          companyNumber: 'SC765432',
          links: {
            feedbackForm: 'https://forms.example/feedback',
            donation: 'https://pay.example/donate',
            ownerPremium: '',
            enthusiastSubscription: '',
            verificationDonation: '',
            facebook: 'https://facebook.example/stablemates',
            instagram: 'https://instagram.example/stablemates',
            twitter: 'https://x.example/stablemates',
            tiktok: 'https://tiktok.example/@stablemates',
          },
          emails: { general: '', safety: '', support: '' },
        },
      },
    });
    renderWithProviders(<Footer />);
    expect(await screen.findByText('Community Interest Company No. SC765432')).toBeInTheDocument();
    expect(
      screen.getByText(`© ${new Date().getFullYear()} Stablemates. All rights reserved.`),
    ).toBeInTheDocument();

    const facebook = screen.getByRole('link', { name: 'Facebook (opens in a new tab)' });
    expect(facebook).toHaveAttribute('href', 'https://facebook.example/stablemates');
    expect(facebook).toHaveAttribute('target', '_blank');
    expect(facebook).toHaveAttribute('rel', 'noopener noreferrer');
    for (const name of ['Instagram', 'X (Twitter)', 'TikTok']) {
      expect(screen.getByRole('link', { name: `${name} (opens in a new tab)` })).toBeInTheDocument();
    }

    const donate = screen.getByRole('link', { name: /Donate by card/ });
    expect(donate).toHaveAttribute('href', 'https://pay.example/donate');
    expect(donate).toHaveAttribute('rel', 'noopener');

    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    for (const href of [
      '/faqs',
      '/browse',
      '/safety-guidelines',
      '/contact-us',
      '/privacy-policy',
      '/terms-of-service',
      '/#user-types',
      '/about-us',
    ]) {
      expect(hrefs).toContain(href);
    }
  });
});
