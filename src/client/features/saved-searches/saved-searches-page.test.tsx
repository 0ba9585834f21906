import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import type { SavedSearch } from '#contract/saved';
import { renderWithProviders } from '#client/test-utils/render';
import { stubApi } from '#client/test-utils/horse-fixtures';
import { buildSessionUser, SIGNED_OUT } from '#client/test-utils/user-fixtures';
import { SavedSearchesPage } from './saved-searches-page';
import { UnsubscribePage } from './unsubscribe-page';
import { UNSUBSCRIBE_MESSAGES } from '#contract/unsubscribe';

afterEach(() => {
  vi.unstubAllGlobals();
});

const search: SavedSearch = {
  id: 4,
  location: 'York',
  radiusMiles: 25,
  experienceLevel: 'beginner',
  services: ['general-care', 'occasional-cover'],
  weekdays: ['tuesday', 'saturday'],
  alerts: true,
  createdAt: '2026-11-01T10:00:00.000Z',
};

describe('SavedSearchesPage', () => {
  it('lists the searches in words with their e-mail state, and deletes one', async () => {
    let searches = [
      search,
      { ...search, id: 5, location: null, experienceLevel: null, services: [], weekdays: [], alerts: false },
    ];
    stubApi({
      '/api/auth/me': { json: buildSessionUser() },
      'GET /api/saved-searches': () => ({ json: searches }),
      'DELETE /api/saved-searches/4': () => {
        searches = searches.filter((s) => s.id !== 4);
        return { status: 204 };
      },
    });
    renderWithProviders(<SavedSearchesPage />, { path: '/saved-searches' });
    const first = 'Within 25 miles of York · Beginner · General Care, Occasional Cover · Free Tue, Sat';
    expect(await screen.findByText(first)).toBeInTheDocument();
    expect(screen.getByText('Daily e-mail on')).toBeInTheDocument();
    expect(screen.getByText('Anywhere')).toBeInTheDocument();
    expect(screen.getByText('E-mails off (unsubscribed)')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Show horses' })[0]).toHaveAttribute(
      'href',
      '/browse?location=York&radiusMiles=25&experienceLevel=beginner&services=general-care%2Coccasional-cover&weekdays=tuesday%2Csaturday',
    );
    await userEvent.setup().click(screen.getByRole('button', { name: `Delete saved search: ${first}` }));
    await waitFor(() => expect(screen.queryByText(first)).toBeNull());
    expect(screen.getByText('Anywhere')).toBeInTheDocument();
  });

  it('sends a signed-out visitor to sign in first', async () => {
    stubApi({ '/api/auth/me': SIGNED_OUT });
    const { location } = renderWithProviders(<SavedSearchesPage />, { path: '/saved-searches' });
    await waitFor(() => expect(location.history.at(-1)).toBe('/login?returnTo=%2Fsaved-searches'));
  });
});

describe('UnsubscribePage', () => {
  it('says which search or which notices stop, or why the link failed', async () => {
    stubApi({
      'POST /api/unsubscribe': ({ init }) => {
        const body = String(init?.body);
        if (body.includes('search'))
          return { json: { kind: 'search', search: { location: 'York', radiusMiles: 25 } } };
        if (body.includes('messages')) return { json: { kind: 'messages' } };
        return { status: 400, json: { message: UNSUBSCRIBE_MESSAGES.badLink } };
      },
    });
    const page = <Route path="/unsubscribe/:token" component={UnsubscribePage} />;
    const first = renderWithProviders(page, { path: '/unsubscribe/search.4.good' });
    expect(await screen.findByRole('heading', { name: 'You are unsubscribed' })).toBeInTheDocument();
    expect(screen.getByText(/within 25 miles of York/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Manage saved searches' })).toBeInTheDocument();
    first.unmount();
    const second = renderWithProviders(page, { path: '/unsubscribe/messages.4.good' });
    expect(await screen.findByText(/no more e-mails about messages/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Manage e-mail notifications' })).toHaveAttribute(
      'href',
      '/my-profile',
    );
    second.unmount();
    renderWithProviders(page, { path: '/unsubscribe/4.bad' });
    expect(await screen.findByRole('heading', { name: 'Unsubscribe failed' })).toBeInTheDocument();
    expect(screen.getByText(UNSUBSCRIBE_MESSAGES.badLink)).toBeInTheDocument();
  });
});
