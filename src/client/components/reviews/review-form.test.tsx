import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '#client/test-utils/render';
import { stubFetch } from '#client/test-utils/stub-fetch';
import { ReviewForm } from './review-form';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ReviewForm', () => {
  it('reviews a member, then resets for the next time it is shown', async () => {
    const user = userEvent.setup();
    let sent: unknown;
    stubFetch({
      'POST /api/reviews': ({ init }) => {
        sent = JSON.parse(String(init?.body));
        return { status: 201, json: {} };
      },
    });
    renderWithProviders(<ReviewForm target={{ reviewedUserId: 8 }} reviewerId={4} title="Review Rosa" />);
    expect(screen.getByRole('form', { name: 'Review Rosa' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '1 star' }));
    await user.type(screen.getByLabelText('Your review (optional)'), 'Late twice');
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect(await screen.findByText('Review submitted')).toBeInTheDocument();
    expect(sent).toEqual({ reviewedUserId: 8, reviewerId: 4, rating: 1, comment: 'Late twice' });
    await waitFor(() => expect(screen.getByText('0/500 characters')).toBeInTheDocument());
    expect(screen.getByRole('radio', { name: '1 star' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Submit Review' })).toBeDisabled();
  });

  it('says "Failed to submit review" when the server gave no reason', async () => {
    const user = userEvent.setup();
    stubFetch({ 'POST /api/reviews': { status: 502, text: '' } });
    renderWithProviders(<ReviewForm target={{ horseId: 5 }} reviewerId={4} />);
    await user.click(screen.getByRole('radio', { name: '2 stars' }));
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect(await screen.findByText('Failed to submit review')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '2 stars' })).toBeChecked();
  });
});
