import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToasts } from '#client/components/ui/use-toast';
import { renderWithProviders } from '#client/test-utils/render';
import { listItemTexts } from '#client/test-utils/list-items';
import { HorseCard } from './horse-card';
import { buildHorse, SIGNED_OUT, stubApi } from '#client/test-utils/horse-fixtures';
import { buildSessionUser } from '#client/test-utils/user-fixtures';

afterEach(() => {
  act(() => clearToasts());
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const pending = { imageApprovalStatus: ['pending' as const], thumbnails: ['/uploads/horses/b-card.webp'] };

describe('HorseCard', () => {
  it('links to the horse and shows its first approved photo as a thumbnail', () => {
    const horse = buildHorse({
      images: ['/uploads/horses/a.webp', '/uploads/horses/b.webp'],
      imageApprovalStatus: ['pending', 'approved'],
      thumbnails: ['/uploads/horses/a-card.webp', '/uploads/horses/b-card.webp'],
    });
    const { container } = renderWithProviders(<HorseCard horse={horse} />);
    expect(screen.getByRole('link', { name: 'Bramble' })).toHaveAttribute('href', '/horse/5');
    expect(container.querySelector('img')).toHaveAttribute('src', '/uploads/horses/b-card.webp');
  });

  it("fetches a list's first photo at once and the rest lazily", () => {
    const horse = buildHorse({
      imageApprovalStatus: ['approved'],
      thumbnails: ['/uploads/horses/b-card.webp'],
    });
    const first = renderWithProviders(<HorseCard horse={horse} priority />).container.querySelector('img');
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    const later = renderWithProviders(<HorseCard horse={horse} />).container.querySelector('img');
    expect(later).toHaveAttribute('loading', 'lazy');
    expect(later).not.toHaveAttribute('fetchpriority');
  });

  it('leads a signed-out visitor to sign in, then back here to save the horse', async () => {
    stubApi({ '/api/auth/me': SIGNED_OUT });
    renderWithProviders(<HorseCard horse={buildHorse()} />, { path: '/browse?location=York' });
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Save Bramble' })).toHaveAttribute(
        'href',
        `/login?returnTo=${encodeURIComponent('/browse?location=York&save=5')}`,
      ),
    );
  });

  it('saves a horse at once for a member, and undoes it when the server refuses', async () => {
    let refuse = false;
    let saved = false;
    const fetchMock = stubApi({
      '/api/auth/me': { json: buildSessionUser({ id: 3 }) },
      'GET /api/saved-horses': () => ({ json: saved ? [buildHorse()] : [] }),
      'PUT /api/saved-horses/5': () => {
        if (refuse) return { status: 500, json: { message: 'Down' } };
        saved = true;
        return { status: 204 };
      },
      'DELETE /api/saved-horses/5': () => {
        saved = false;
        return { status: 204 };
      },
    });
    renderWithProviders(<HorseCard horse={buildHorse()} />);
    const heart = await screen.findByRole('button', { name: 'Save Bramble' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(heart);
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    expect(saved).toBe(true);
    fireEvent.click(heart);
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'false'));
    await waitFor(() => expect(saved).toBe(false));
    refuse = true;
    fireEvent.click(heart);
    expect(await screen.findByText('Could not save the horse')).toBeInTheDocument();
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT')).toHaveLength(2);
  });

  it('tells a signed-in rider how the horse suits them, never their weight', async () => {
    stubApi({
      '/api/auth/me': {
        json: buildSessionUser({ id: 3, experienceLevel: 'beginner', riderWeight: '9-11st' }),
      },
      'GET /api/saved-horses': { json: [] },
    });
    const { unmount } = renderWithProviders(
      <HorseCard horse={buildHorse({ experienceLevel: 'advanced', height: '15.3-16.2hh' })} />,
    );
    expect(await screen.findByText('This horse is listed for advanced riders')).toBeInTheDocument();
    unmount();
    renderWithProviders(
      <HorseCard horse={buildHorse({ experienceLevel: 'beginner', height: '15.3-16.2hh' })} />,
    );
    expect(await screen.findByText('Suits your experience')).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/9-11st/);
  });

  it("shows the verified tick beside a verified owner's name, and none otherwise", () => {
    const { unmount } = renderWithProviders(<HorseCard horse={buildHorse()} />);
    expect(screen.getByText('Owner: Fiona')).toHaveTextContent('Verified');
    unmount();
    const owner = { ...buildHorse().owner!, verificationStatus: 'pending' as const };
    renderWithProviders(<HorseCard horse={buildHorse({ owner })} />);
    expect(screen.getByText('Owner: Fiona')).not.toHaveTextContent('Verified');
  });

  it('shows the riding school mark only on a verified riding school’s horse (loaded when shown)', async () => {
    const { unmount } = renderWithProviders(
      <HorseCard horse={buildHorse({ isVerifiedRidingSchool: true })} />,
    );
    expect(await screen.findByText('Verified riding school')).toBeInTheDocument();
    unmount();
    renderWithProviders(<HorseCard horse={buildHorse({ isVerifiedRidingSchool: false })} />);
    expect(screen.queryByText('Verified riding school')).not.toBeInTheDocument();
  });

  it('never shows the verified tick for Premium alone: only a checked document gives it', () => {
    const owner = { ...buildHorse().owner!, verificationStatus: 'unverified' as const };
    renderWithProviders(<HorseCard horse={buildHorse({ owner, isPremium: true })} />);
    expect(screen.getByText('Owner: Fiona')).not.toHaveTextContent('Verified');
  });

  it("shows a Premium badge only while the owner's subscription is live", () => {
    const { unmount } = renderWithProviders(<HorseCard horse={buildHorse({ isPremium: true })} />);
    expect(screen.getByText('Premium')).toBeInTheDocument();
    unmount();
    renderWithProviders(<HorseCard horse={buildHorse({ isPremium: false })} />);
    expect(screen.queryByText('Premium')).not.toBeInTheDocument();
  });

  it('shows the browse placeholder while no photo is approved', () => {
    const { container } = renderWithProviders(<HorseCard horse={buildHorse(pending)} />);
    expect(screen.getByText('Pending Approval - Photo under review for safety')).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
  });

  it('shows the landing placeholder, at most 3 services then "+N more", and the height label', () => {
    const horse = buildHorse({
      ...pending,
      services: ['exercising-riding', 'stable-yard-help', 'general-care', 'occasional-cover'],
    });
    renderWithProviders(<HorseCard horse={horse} variant="landing" />);
    expect(screen.getByText('Pending Approval')).toBeInTheDocument();
    expect(screen.getByText('Photo under review')).toBeInTheDocument();
    expect(listItemTexts('Help needed with')).toEqual([
      'Exercising/Riding',
      'Stable/Yard Help',
      'General Care',
      '+1 more',
    ]);
    expect(screen.getByText('13.3 - 14.2 hh')).toBeInTheDocument();
  });

  it('shows every service on browse, the rating to one decimal, distance and availability', () => {
    const horse = buildHorse({
      services: ['exercising-riding', 'stable-yard-help', 'general-care', 'occasional-cover'],
      distanceMiles: 12.3,
    });
    renderWithProviders(<HorseCard horse={horse} />);
    expect(
      within(screen.getByRole('list', { name: 'Help needed with' })).getAllByRole('listitem'),
    ).toHaveLength(4);
    expect(screen.getByText('4.8')).toBeInTheDocument();
    expect(screen.getByText(/12 reviews/)).toBeInTheDocument();
    expect(screen.getByText('About 12 miles away')).toBeInTheDocument();
    expect(screen.getByText('Owner: Fiona')).toBeInTheDocument();
    expect(screen.getByText('Available')).toBeInTheDocument();
    expect(screen.getByText('Beginner')).toBeInTheDocument();
  });

  it('says "New" before the first review, and when the owner is unknown or the horse unavailable', () => {
    renderWithProviders(
      <HorseCard horse={buildHorse({ reviewCount: 0, rating: 500, owner: null, isAvailable: false })} />,
    );
    expect(screen.getByText('New')).toBeInTheDocument();
    expect(screen.getByText('Owner Information Unavailable')).toBeInTheDocument();
    expect(screen.getByText('Not Available')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Delete/ })).toBeNull();
  });
});

describe('HorseCard in edit mode', () => {
  it('links to the edit page, arms delete on the first click and disarms after 3 seconds', () => {
    vi.useFakeTimers();
    const fetchMock = stubApi({});
    renderWithProviders(<HorseCard horse={buildHorse()} editMode />);
    expect(screen.getByRole('link', { name: 'Edit Bramble' })).toHaveAttribute('href', '/edit-horse/5');

    fireEvent.click(screen.getByRole('button', { name: 'Delete Bramble' }));
    expect(screen.getByRole('button', { name: /Click again to confirm/ })).toHaveTextContent(
      'Click again to confirm',
    );
    act(() => vi.advanceTimersByTime(2999));
    expect(screen.getByRole('button', { name: /Click again to confirm/ })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('button', { name: 'Delete Bramble' })).toHaveTextContent('Delete');
    expect(fetchMock).not.toHaveBeenCalledWith('/api/horses/5', expect.anything());
  });

  it('deletes on a second click within the window, toasts and refreshes the lists', async () => {
    const fetchMock = stubApi({ 'DELETE /api/horses/5': { status: 204 } });
    const { queryClient } = renderWithProviders(<HorseCard horse={buildHorse()} editMode />);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    fireEvent.click(screen.getByRole('button', { name: 'Delete Bramble' }));
    fireEvent.click(screen.getByRole('button', { name: /Click again to confirm/ }));
    expect(await screen.findByText('Horse deleted')).toBeInTheDocument();
    expect(screen.getByText('Your horse has been removed successfully.')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/horses/5', expect.objectContaining({ method: 'DELETE' }));
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: ['/api/horses'] }));
  });

  it('toasts "Delete failed" with the server message', async () => {
    stubApi({
      'DELETE /api/horses/5': { status: 403, json: { message: 'You can only change your own horses.' } },
    });
    renderWithProviders(<HorseCard horse={buildHorse()} editMode />);
    fireEvent.click(screen.getByRole('button', { name: 'Delete Bramble' }));
    fireEvent.click(screen.getByRole('button', { name: /Click again to confirm/ }));
    expect(await screen.findByText('Delete failed')).toBeInTheDocument();
    expect(screen.getByText('You can only change your own horses.')).toBeInTheDocument();
  });
});
