export { reviewsRoutes } from './reviews.routes.js';
export { editReview, hideReview, listReviews, removeReview, submitReview } from './reviews.service.js';
// Reports (issue #18) read the review they name; moderation hides it.
export { findReview } from './reviews.repository.js';
