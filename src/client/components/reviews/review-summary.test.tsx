import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Review } from '#contract/reviews';
import { listItemTexts } from '#client/test-utils/list-items';
import { ReviewSummary } from './review-summary';

function buildReview(id: number, rating: number, confirmedVisit: boolean): Review {
  return {
    id,
    horseId: 5,
    reviewedUserId: null,
    reviewerId: 10 + id,
    requestId: confirmedVisit ? 100 + id : null,
    rating,
    comment: null,
    createdAt: '2026-03-12T10:00:00.000Z',
    reviewer: { firstName: 'Amy', lastName: 'Stone', profileImage: null },
    confirmedVisit,
    visitDate: confirmedVisit ? '2026-03-04' : null,
    waitingUntil: null,
  };
}

const BARS = 'Reviews from confirmed visits, by stars';

describe('ReviewSummary', () => {
  it('counts in its bars only the reviews the average is over, and says what it counts', () => {
    // Two reviews from confirmed visits (5 and 4: 4.5), and a one-star one whose visit was called off.
    const reviews = [buildReview(1, 5, true), buildReview(2, 1, false), buildReview(3, 4, true)];
    render(<ReviewSummary rating={450} reviewCount={2} reviews={reviews} />);
    expect(screen.getByText('4.5')).toBeInTheDocument();
    expect(screen.getByText('2 reviews from confirmed visits')).toBeInTheDocument();
    expect(listItemTexts(BARS)).toEqual([
      '5 stars1 review',
      '4 stars1 review',
      '3 stars0 reviews',
      '2 stars0 reviews',
      '1 star0 reviews',
    ]);
    expect(screen.queryByText(/Bars show/)).toBeNull();
  });

  it('says the bars show the newest when the average is over more reviews than were loaded', () => {
    render(<ReviewSummary rating={300} reviewCount={120} reviews={[buildReview(1, 3, true)]} />);
    expect(screen.getByText('120 reviews from confirmed visits')).toBeInTheDocument();
    expect(screen.getByText('Bars show the newest 1.')).toBeInTheDocument();
  });

  it('shows "New" and empty bars when no review counts yet', () => {
    render(<ReviewSummary rating={500} reviewCount={0} reviews={[buildReview(1, 2, false)]} />);
    expect(screen.getByText('New')).toBeInTheDocument();
    expect(screen.getByText('0 reviews from confirmed visits')).toBeInTheDocument();
    expect(listItemTexts(BARS)).toContain('2 stars0 reviews');
  });
});
