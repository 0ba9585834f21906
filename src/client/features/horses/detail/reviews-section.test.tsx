import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Review } from '#contract/reviews';
import { renderWithProviders } from '#client/test-utils/render';
import { listItemTexts } from '#client/test-utils/list-items';
import type { StubHandler } from '#client/test-utils/stub-fetch';
import { buildHorse, buildUser, SIGNED_OUT, stubApi } from '#client/test-utils/horse-fixtures';
import { buildSessionUser } from '#client/test-utils/user-fixtures';
import { ReviewsSection } from './reviews-section';

afterEach(() => {
  vi.unstubAllGlobals();
});

const RIDER = buildSessionUser({ id: 3, firstName: 'Rosa', userType: 'enthusiast' });

function buildReview(overrides: Partial<Review> = {}): Review {
  return {
    id: 1,
    horseId: 5,
    reviewedUserId: null,
    reviewerId: 7,
    requestId: null,
    rating: 4,
    comment: 'A kind, steady pony.',
    createdAt: '2026-03-12T10:00:00.000Z',
    reviewer: { firstName: 'Amy', lastName: 'Stone', profileImage: null },
    confirmedVisit: false,
    visitDate: null,
    waitingUntil: null,
    ...overrides,
  };
}

const OPEN = { canReview: true, reason: null, nextVisitDate: null, ownReviewId: null };

function renderSection({
  me = SIGNED_OUT,
  reviews = { json: [] },
  mine = { json: OPEN },
  post,
}: { me?: StubHandler; reviews?: StubHandler; mine?: StubHandler; post?: StubHandler } = {}) {
  const horse = buildHorse({ rating: 450, reviewCount: 2 });
  const fetchMock = stubApi({
    '/api/auth/me': me,
    'GET /api/reviews?horseId=5&limit=100': reviews,
    'GET /api/reviews/eligibility?horseId=5': mine,
    ...(post ? { 'POST /api/reviews': post } : {}),
  });
  renderWithProviders(<ReviewsSection horse={horse} />);
  return fetchMock;
}

describe('ReviewsSection', () => {
  it('shows the average, a bar per star from 5 down to 1, and each review with its date and visit mark', async () => {
    renderSection({
      reviews: {
        json: [
          buildReview({ id: 2, rating: 5, confirmedVisit: true, requestId: 9, visitDate: '2026-03-04' }),
          buildReview({
            id: 1,
            reviewer: { firstName: '', lastName: '', profileImage: null },
            comment: null,
          }),
        ],
      },
    });
    expect(await screen.findAllByText('12 March 2026')).toHaveLength(2);
    expect(screen.getByText('4.5')).toBeInTheDocument();
    // The bars count what the average counts: the unconfirmed four-star review is in neither.
    expect(listItemTexts('Reviews from confirmed visits, by stars')).toEqual([
      '5 stars1 review',
      '4 stars0 reviews',
      '3 stars0 reviews',
      '2 stars0 reviews',
      '1 star0 reviews',
    ]);
    expect(screen.getByText('Amy Stone')).toBeInTheDocument();
    expect(screen.getByText('Anonymous')).toBeInTheDocument();
    expect(screen.getAllByText(/^Confirmed visit · March 2026$/)).toHaveLength(1);
    expect(screen.getAllByText('No confirmed visit: not counted in the rating')).toHaveLength(1);
    expect(screen.getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
    // Signed out: no form, a way in instead.
    expect(screen.queryByRole('button', { name: 'Submit Review' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/login?returnTo=%2Fhorse%2F5',
    );
  });

  it('says when there are no reviews, and when they could not be fetched', async () => {
    renderSection();
    expect(
      await screen.findByText('No reviews yet - Be the first to leave a review for this horse!'),
    ).toBeInTheDocument();
    vi.unstubAllGlobals();
    renderSection({ reviews: { status: 500, text: 'boom' } });
    expect(await screen.findByText('Failed to fetch reviews')).toBeInTheDocument();
  });

  it("offers no form to the horse's owner", async () => {
    renderSection({ me: { json: buildUser() } });
    await screen.findByText(/No reviews yet/);
    expect(screen.queryByRole('button', { name: 'Submit Review' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();
  });

  it('shows "Review Submitted" instead of the form once the enthusiast has reviewed the horse', async () => {
    renderSection({ me: { json: RIDER }, mine: { json: { ...OPEN, ownReviewId: 1 } } });
    expect(await screen.findByText('Review Submitted')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit Review' })).toBeNull();
  });

  it('says why the form is closed before a visit, and asks an unconfirmed member to confirm their e-mail', async () => {
    const reason = 'You can review Biscuit after your visit on 2 December.';
    renderSection({
      me: { json: RIDER },
      mine: { json: { canReview: false, reason, nextVisitDate: '2026-12-02', ownReviewId: null } },
    });
    expect(await screen.findByText(reason)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit Review' })).toBeNull();
    vi.unstubAllGlobals();
    renderSection({ me: { json: { ...RIDER, emailVerified: false } } });
    expect(await screen.findByText(/^Confirm your e-mail first/)).toBeInTheDocument();
  });

  it('keeps submit disabled until a star is chosen, counts characters, sends, thanks and shows Review Submitted', async () => {
    const user = userEvent.setup();
    let sent: unknown;
    const fetchMock = renderSection({
      me: { json: RIDER },
      // Once sent, the refetch finds the rider's review and the form gives way to "Review Submitted".
      mine: () => ({ json: sent ? { ...OPEN, ownReviewId: 1 } : OPEN }),
      post: ({ init }) => {
        sent = JSON.parse(String(init?.body));
        return { status: 201, json: buildReview({ reviewerId: 3 }) };
      },
    });
    const submit = await screen.findByRole('button', { name: 'Submit Review' });
    expect(submit).toBeDisabled();
    expect(screen.getByText('0/500 characters')).toBeInTheDocument();

    // The stars are radio buttons: choose one, then move with the arrow keys.
    await user.click(screen.getByRole('radio', { name: '3 stars' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: '4 stars' })).toBeChecked();
    await user.type(screen.getByLabelText('Your review (optional)'), '  Lovely  ');
    expect(screen.getByText('10/500 characters')).toBeInTheDocument();
    expect(submit).toBeEnabled();
    await user.click(submit);

    expect(await screen.findByText('Review submitted')).toBeInTheDocument();
    expect(screen.getByText('Thank you for your feedback!')).toBeInTheDocument();
    expect(sent).toEqual({ horseId: 5, reviewerId: 3, rating: 4, comment: 'Lovely' });
    expect(await screen.findByText('Review Submitted')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit Review' })).toBeNull();
    // The reviews were refetched after success.
    const listCalls = fetchMock.mock.calls.filter(
      ([url]) => String(url) === '/api/reviews?horseId=5&limit=100',
    );
    expect(listCalls.length).toBeGreaterThan(1);
  });

  it('says "Submitting..." while sending, and shows the server\'s message on failure', async () => {
    const user = userEvent.setup();
    let release: (reply: { status: number; json: unknown }) => void = () => undefined;
    const reply = new Promise<{ status: number; json: unknown }>((resolve) => {
      release = resolve;
    });
    const fetchMock = renderSection({ me: { json: RIDER } });
    // Hold the POST until the test lets it go.
    const inner = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      if (init?.method === 'POST') {
        const { status, json } = await reply;
        return new Response(JSON.stringify(json), {
          status,
          headers: { 'Content-Type': 'application/json' },
        });
      }
      return inner(input, init);
    });
    await user.click(await screen.findByRole('radio', { name: '5 stars' }));
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect(await screen.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
    release({ status: 409, json: { message: 'You have already reviewed this horse' } });
    expect(await screen.findByText('Review failed')).toBeInTheDocument();
    expect(screen.getByText('You have already reviewed this horse')).toBeInTheDocument();
    // What was chosen stays for another try.
    expect(screen.getByRole('radio', { name: '5 stars' })).toBeChecked();
  });
});
