export { reviewsRoutes } from './reviews.routes.js';
export { editReview, hideReview, listReviews, removeReview, submitReview } from './reviews.service.js';
// A visit called off (or an answer undone) moves the reviews standing on it, and the ratings with them.
export { settleReviewsOfVisit } from './reviews.service.js';
// Reports (issue #18) read the review they name; moderation hides it.
export { findReview } from './reviews.repository.js';
