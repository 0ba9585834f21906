import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ReviewCreateSchema,
  ReviewIdParamsSchema,
  ReviewListQuerySchema,
  ReviewListSchema,
  ReviewSchema,
  ReviewUpdateSchema,
} from '#contract/reviews.js';
import type { Database } from '#server/db/client.js';
import { announcePublicHorseChange } from '#server/features/horses/index.js';
import { currentUser, requireUser } from '#server/platform/session.js';
import { editReview, listReviews, removeReview, submitReview } from './reviews.service.js';

/** Reviews of horses and members (spec public §7): anyone reads them; members write their own. */
export const reviewsRoutes =
  (deps: { db: Database }): FastifyPluginAsyncZod =>
  async (app) => {
    // A horse's rating shows on the anonymous browse pages, whose short cache must drop it at once.
    app.addHook('onResponse', async (request, reply) => {
      if (request.method !== 'GET' && reply.statusCode < 300) announcePublicHorseChange(app);
    });

    app.get(
      '/api/reviews',
      { schema: { querystring: ReviewListQuerySchema, response: { 200: ReviewListSchema } } },
      async (request, reply) => {
        const { reviews, total } = await listReviews({ db: deps.db, input: request.query });
        return reply.header('x-total-count', String(total)).send(reviews);
      },
    );

    app.post(
      '/api/reviews',
      { preHandler: requireUser, schema: { body: ReviewCreateSchema, response: { 201: ReviewSchema } } },
      async (request, reply) => {
        const review = await submitReview({ db: deps.db, actor: currentUser(request), input: request.body });
        return reply.status(201).send(review);
      },
    );

    app.put(
      '/api/reviews/:id',
      {
        preHandler: requireUser,
        schema: { params: ReviewIdParamsSchema, body: ReviewUpdateSchema, response: { 200: ReviewSchema } },
      },
      async (request) =>
        editReview({ db: deps.db, actor: currentUser(request), id: request.params.id, input: request.body }),
    );

    app.delete(
      '/api/reviews/:id',
      { preHandler: requireUser, schema: { params: ReviewIdParamsSchema } },
      async (request, reply) => {
        await removeReview({ db: deps.db, actor: currentUser(request), id: request.params.id });
        return reply.status(204).send();
      },
    );
  };
