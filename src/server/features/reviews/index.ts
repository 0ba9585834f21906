export { reviewsRoutes } from './reviews.routes.js';
// Moderation of reports (issue #18) hides a review.
export { hideReview } from './reviews.service.js';
// A visit called off (or an answer undone) moves the reviews standing on it, and the ratings with them.
export { settleReviewsOfVisit } from './reviews.service.js';
// Reports (issue #18) read the review they name; moderation hides it.
export { findReview } from './reviews.repository.js';
// Reviews waiting for the other member's come out hourly once their day comes (decision 0057; app.ts).
export { publishDueReviews, reviewsComingOut } from './reviews.service.js';
