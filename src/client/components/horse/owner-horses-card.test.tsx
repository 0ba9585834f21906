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
});
