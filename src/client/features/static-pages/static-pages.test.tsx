import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '#client/test-utils/render';
import { buildSiteConfig } from '#client/test-utils/site-config-fixtures';
import { stubFetch } from '#client/test-utils/stub-fetch';
import { AboutUsPage, FaqsPage, PrivacyPolicyPage, SafetyGuidelinesPage, TermsOfServicePage } from './index';

afterEach(() => {
  vi.unstubAllGlobals();
});

const SITE_CONFIG = buildSiteConfig({ siteName: 'Yard Friends', companyNumber: 'SC654321' });

const PAGES: [string, ComponentType, string][] = [
  ['About Us', AboutUsPage, 'About Us | Yard Friends'],
  ['Privacy Policy', PrivacyPolicyPage, 'Privacy Policy | Yard Friends'],
  ['Safety Guidelines', SafetyGuidelinesPage, 'Safety Guidelines | Yard Friends'],
  ['Frequently Asked Questions', FaqsPage, 'Frequently Asked Questions | Yard Friends'],
  ['Terms of Service', TermsOfServicePage, 'Terms of Service | Yard Friends'],
];

function renderPage(Page: ComponentType) {
  stubFetch({ '/api/site-config': { json: SITE_CONFIG } });
  return renderWithProviders(<Page />);
}

describe('static pages', () => {
  it.each(PAGES)('%s has exactly one h1, its title and a description', async (name, Page, title) => {
    renderPage(Page);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name })).toBeInTheDocument();
    await vi.waitFor(() => expect(document.title).toBe(title));
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBeTruthy();
  });

  it('About Us shows the company number from the configuration', async () => {
    renderPage(AboutUsPage);
    expect(await screen.findByText('Registered in Scotland, company number SC654321')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'A community interest company' })).toBeInTheDocument();
  });

  it('About Us credits GeoNames, links to it and names the licence its data is used under', async () => {
    renderPage(AboutUsPage);
    const credits = within(await screen.findByRole('region', { name: 'Credits' }));
    expect(credits.getByRole('link', { name: /^GeoNames/ })).toHaveAttribute(
      'href',
      'https://www.geonames.org/',
    );
    expect(credits.getByRole('link', { name: /^Creative Commons Attribution 4\.0/ })).toHaveAttribute(
      'href',
      'https://creativecommons.org/licenses/by/4.0/',
    );
    // Read as a sentence (each link also tells screen readers it opens a new tab).
    expect(credits.getByText(/Distances between towns/)).toHaveTextContent(
      /^Distances between towns are worked out from place data by GeoNames( \(opens in a new tab\))? \(its places and its postal-code data\), used under the Creative Commons Attribution 4\.0( \(opens in a new tab\))? licence\./,
    );
  });

  it('the privacy policy covers ID documents, rider weight, the session cookie and the ICO', async () => {
    renderPage(PrivacyPolicyPage);
    await screen.findAllByRole('link', { name: 'hello@example.org' });
    for (const heading of [
      'What we collect',
      'Cookies',
      'How long we keep it',
      'Complaints and the ICO',
      'Summary',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name: new RegExp(heading) })).toBeInTheDocument();
    }
    expect(screen.getByText(/ID verification documents:/)).toBeInTheDocument();
    expect(screen.getByText(/Rider weight \(enthusiasts\):/)).toBeInTheDocument();
    expect(screen.getByText(/We use one cookie: a session cookie/)).toBeInTheDocument();
  });

  it('the terms cover every point of the spec', () => {
    renderPage(TermsOfServicePage);
    for (const heading of [
      'Who can join',
      'Free and premium plans',
      'Refunds',
      'No insurance',
      'Acceptable use',
      'ID verification',
      'Feedback and ratings',
      'Closing an account',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name: new RegExp(heading) })).toBeInTheDocument();
    }
    expect(
      screen.getByText('You must be 18 or over to register or use a member account.'),
    ).toBeInTheDocument();
  });

  it('FAQs: five groups, each question a button that opens its answer', async () => {
    const user = userEvent.setup();
    renderPage(FaqsPage);
    const groups = screen
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent)
      .filter((text) => text !== 'Topics');
    expect(groups).toEqual([
      'For horse owners',
      'For horse lovers',
      'Trust, safety and support',
      'Using the platform',
      'Riding schools and equestrian centres',
    ]);
    const question = screen.getByRole('button', { name: 'Can we promote our lessons?' });
    expect(question).toHaveAttribute('aria-expanded', 'false');
    expect(within(question.closest('h3')!).getByText('Can we promote our lessons?')).toBeInTheDocument();
    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'Can we promote our lessons?' })).toHaveTextContent(
      'Lesson promotion is not offered on Yard Friends at the moment.',
    );
  });
});
