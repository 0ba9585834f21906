import type { Horse } from '#contract/horses';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildHorse } from '#client/test-utils/horse-fixtures';
import { renderWithProviders } from '#client/test-utils/render';
import { listItemTexts } from '#client/test-utils/list-items';
import { buildSiteConfig } from '#client/test-utils/site-config-fixtures';
import { stubFetch, type StubHandler } from '#client/test-utils/stub-fetch';
import { LandingPage } from './landing-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const SITE_CONFIG = buildSiteConfig({
  siteName: 'Yard Friends',
  links: { feedbackForm: 'https://forms.example.org/feedback', donation: 'https://pay.example.org/donate' },
});

function horse(id: number, overrides: Partial<Horse> = {}): Horse {
  return buildHorse({
    id,
    ownerId: 1,
    owner: null,
    name: `Horse ${id}`,
    breed: 'Highland Pony',
    age: 9,
    color: 'Dun',
    temperament: [],
    description: null,
    location: 'Perth',
    images: [`/uploads/horses/${id}.webp`],
    thumbnails: [`/uploads/horses/${id}-thumb.webp`],
    rating: 500,
    reviewCount: 0,
    createdAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  });
}

function renderLanding(horses: StubHandler, happyMatches = 0) {
  const fetchMock = stubFetch({
    '/api/site-config': { json: SITE_CONFIG },
    '/api/horses/featured': horses,
    '/api/site/happy-matches': { json: { count: happyMatches } },
  });
  const { location } = renderWithProviders(<LandingPage />);
  return Object.assign(fetchMock, { location });
}

describe('LandingPage', () => {
  it('shows the sections in the spec order, with their anchors', async () => {
    renderLanding({ json: [] });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Where horse owners and horse lovers meet',
    );
    await screen.findByRole('heading', { name: 'Help us shape Yard Friends' });
    const sections = Array.from(document.querySelectorAll('section'));
    expect(sections.map((section) => section.querySelector('h1, h2')?.textContent)).toEqual([
      'Where horse owners and horse lovers meet',
      'Four simple steps',
      'Support horse welfare',
      'Which one are you?',
      'Help us shape Yard Friends',
      'Meet our horses',
      'Made for horses and their people',
      'Ready to join the community?',
    ]);
    expect(sections.filter((section) => section.id).map((section) => section.id)).toEqual([
      'how-it-works',
      'user-types',
      'browse',
    ]);
    expect(await screen.findByText('No horses available yet')).toBeInTheDocument();
  });

  it('claims only the matches there have been: the real count rounded down, or a line always true', async () => {
    renderLanding({ json: [] }, 129);
    expect(await screen.findByText('120+ happy matches')).toBeInTheDocument();
    expect(screen.queryByText('10,000+ happy matches')).not.toBeInTheDocument();
  });

  it('with too few matches to boast of, says what is always true instead', async () => {
    const fetchMock = renderLanding({ json: [] }, 3);
    await vi.waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        expect.stringContaining('/api/site/happy-matches'),
        expect.anything(),
      ),
    );
    expect(screen.getByText('Every match begins with a visit to the yard')).toBeInTheDocument();
    expect(screen.queryByText(/happy matches/)).not.toBeInTheDocument();
  });

  it('searches horses near a town or postcode from the hero, or all horses without one', async () => {
    const user = userEvent.setup();
    const { location } = renderLanding({ json: [] });
    const search = screen.getByRole('search', { name: 'Search horses' });
    await user.click(within(search).getByRole('button', { name: 'Search Horses' }));
    expect(location.history.at(-1)).toBe('/browse');
    await user.type(within(search).getByLabelText('Search by town or postcode'), '  York ');
    await user.click(within(search).getByRole('button', { name: 'Search Horses' }));
    expect(location.history.at(-1)).toBe('/browse?location=York');
  });

  it('links the calls to action where the spec says', async () => {
    renderLanding({ json: [] });
    const [owner, enthusiast] = screen.getAllByRole('link', { name: 'Get Started' });
    expect(owner).toHaveAttribute('href', '/register/step1?type=owner');
    expect(owner).toHaveAccessibleDescription('I Own A Horse');
    expect(enthusiast).toHaveAttribute('href', '/register/step1?type=enthusiast');
    expect(enthusiast).toHaveAccessibleDescription('I Love Horses');
    expect(screen.getByRole('link', { name: 'View all horses' })).toHaveAttribute('href', '/browse');
    expect(screen.getByRole('link', { name: 'Find horses near you' })).toHaveAttribute(
      'href',
      '/register/step1?type=enthusiast',
    );
    const feedback = await screen.findByRole('link', { name: /Share your feedback/ });
    expect(feedback).toHaveAttribute('href', 'https://forms.example.org/feedback');
    expect(feedback).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: /Donate now/ })).toHaveAttribute('rel', 'noopener');
    expect(screen.getByText(/100% of donations go to horse welfare\.$/)).toBeInTheDocument();
  });

  it('shows the empty state with a List your horses button', async () => {
    renderLanding({ json: [] });
    const browse = screen.getByRole('region', { name: 'Meet our horses' });
    expect(await within(browse).findByText('No horses available yet')).toBeInTheDocument();
    expect(within(browse).getByText('Be the first to list your horses on Yard Friends!')).toBeInTheDocument();
    expect(within(browse).getByRole('link', { name: 'List your horses' })).toHaveAttribute(
      'href',
      '/register/step1?type=owner',
    );
  });

  it('treats a failing horses API as an empty list', async () => {
    renderLanding({ status: 500, json: { message: 'Something went wrong on our side.' } });
    expect(await screen.findByText('No horses available yet')).toBeInTheDocument();
  });

  it('shows at most 6 horses, 3 services then "+N more", the height label and a placeholder', async () => {
    renderLanding({
      json: [
        horse(1, {
          services: ['exercising-riding', 'stable-yard-help', 'general-care', 'occasional-cover'],
        }),
        horse(2, { images: ['/uploads/horses/2.webp'], imageApprovalStatus: ['pending'] }),
        ...[3, 4, 5, 6, 7].map((id) => horse(id)),
      ],
    });
    const browse = screen.getByRole('region', { name: 'Meet our horses' });
    const cards = await within(browse).findAllByRole('link', { name: /^Horse \d$/ });
    expect(cards.map((link) => link.getAttribute('href'))).toEqual(
      [1, 2, 3, 4, 5, 6].map((id) => `/horse/${id}`),
    );

    const first = cards[0]!.closest('li')!;
    expect(listItemTexts('Help needed with', first)).toEqual([
      'Exercising/Riding',
      'Stable/Yard Help',
      'General Care',
      '+1 more',
    ]);
    expect(within(first).getByText('13.3 - 14.2 hh')).toBeInTheDocument();
    expect(first.querySelector('img')).toHaveAttribute('src', '/uploads/horses/1-thumb.webp');

    const second = cards[1]!.closest('li')!;
    expect(second.querySelector('img')).toBeNull();
    expect(within(second).getByText('Pending Approval')).toBeInTheDocument();
    expect(within(second).getByText('Photo under review')).toBeInTheDocument();
  });
});
