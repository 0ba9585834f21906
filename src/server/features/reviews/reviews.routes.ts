import {
  ReviewCreateSchema,
  ReviewEligibilityQuerySchema,
  ReviewEligibilitySchema,
  ReviewIdParamsSchema,
  ReviewListQuerySchema,
  ReviewListSchema,
  ReviewSchema,
  ReviewUpdateSchema,
} from '#contract/reviews.js';
import type { Database } from '#server/db/client.js';
import { announceEveryWrite } from '#server/features/horses/index.js';
import {
  createdRoute,
  defineRoutes,
  editRoute,
  noContentRoute,
  pagedRoute,
  route,
} from '#server/platform/http/routes.js';
import { editReview, listReviews, removeReview, reviewEligibility, submitReview } from './reviews.service.js';

/** Reviews of horses and members (docs/product.md §P7): anyone reads them; members write their own. */
export const reviewsRoutes = defineRoutes((app, deps: { db: Database }) => {
  // A horse's rating shows on the anonymous browse pages, whose short cache must drop it at once.
  announceEveryWrite(app);

  pagedRoute(
    app,
    '/api/reviews',
    { querystring: ReviewListQuerySchema, response: ReviewListSchema },
    // A signed-in reviewer also sees their own reviews still waiting (decision 0057); the reply is never
    // stored by a cache (api-cache-policy.ts), so one member's never reaches another.
    (input, request) => listReviews({ db: deps.db, input, viewerId: request.currentUser?.id }),
  );

  // Whether the form opens for the signed-in member, and if not why (the screens say it in words).
  route(
    app,
    {
      route: 'GET /api/reviews/eligibility',
      who: 'member',
      querystring: ReviewEligibilityQuerySchema,
      response: ReviewEligibilitySchema,
    },
    async ({ query }, { actor, reply }) => {
      reply.header('cache-control', 'private, no-store');
      return reviewEligibility({ db: deps.db, actor, input: query });
    },
  );

  createdRoute(app, '/api/reviews', { body: ReviewCreateSchema, response: ReviewSchema }, (input, actor) =>
    submitReview({ db: deps.db, actor, input }),
  );

  editRoute(
    app,
    '/api/reviews/:id',
    { params: ReviewIdParamsSchema, body: ReviewUpdateSchema, response: ReviewSchema },
    (input, { id }, actor) => editReview({ db: deps.db, actor, id, input }),
  );

  noContentRoute(app, 'DELETE /api/reviews/:id', ReviewIdParamsSchema, ({ id }, actor) =>
    removeReview({ db: deps.db, actor, id }),
  );
});
