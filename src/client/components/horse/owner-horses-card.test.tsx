import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '#client/test-utils/render';
import { buildHorse, buildUser, stubApi } from '#client/test-utils/horse-fixtures';
import { OwnerHorsesCard, PHOTOS_PENDING } from './owner-horses-card';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('OwnerHorsesCard', () => {
  it('says where a horse stands while any of its photos waits for review', async () => {
    stubApi({
      '/api/auth/me': { json: buildUser() },
      '/api/horses': {
        json: [
          buildHorse({
            id: 5,
            name: 'Bramble',
            images: ['/uploads/horses/a.webp'],
            imageApprovalStatus: ['pending'],
            thumbnails: ['/uploads/horses/a-card.webp'],
          }),
          buildHorse({
            id: 6,
            name: 'Conker',
            images: ['/uploads/horses/b.webp'],
            imageApprovalStatus: ['approved'],
            thumbnails: ['/uploads/horses/b-card.webp'],
          }),
        ],
      },
    });
    renderWithProviders(<OwnerHorsesCard />);
    expect(await screen.findByRole('link', { name: 'Conker' })).toBeInTheDocument();
    const notes = screen.getAllByText(PHOTOS_PENDING);
    expect(notes).toHaveLength(1);
    expect(notes[0]?.closest('li')).toHaveTextContent('Bramble');
    expect(PHOTOS_PENDING).toBe(
      'Your photos are being checked; your listing is live without them until then.',
    );
  });

  it('keeps a horse the moderators hid, saying why and what to do, with their note', async () => {
    stubApi({
      '/api/auth/me': { json: buildUser() },
      '/api/horses': {
        json: [
          buildHorse({
            id: 7,
            name: 'Thistle',
            hiddenByModerators: {
              reason: 'contact-details',
              note: 'Your phone number is in the description.',
              hiddenAt: '2026-03-02T10:00:00.000Z',
            },
          }),
        ],
      },
    });
    renderWithProviders(<OwnerHorsesCard />);
    const note = await screen.findByRole('note', { name: 'Thistle is hidden' });
    expect(note).toHaveTextContent(
      'Hidden by our moderators: It shares contact details or where the horse is kept · Remove phone numbers, e-mail addresses and the yard’s address, then ask us through Contact us to look again.',
    );
    expect(note).toHaveTextContent('Our moderator added: Your phone number is in the description.');
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact-us');
  });
});
