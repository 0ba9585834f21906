export { reviewsRoutes } from './reviews.routes.js';
export { editReview, listReviews, removeReview, submitReview } from './reviews.service.js';
