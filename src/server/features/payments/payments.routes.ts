import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CancellationReplySchema,
  CancellationRequestSchema,
  DonationSchema,
  PaymentListQuerySchema,
  SubscriptionSchema,
} from '#contract/payments.js';
import type { Mailer } from '#server/adapters/mailer/index.js';
import type { Config } from '#server/config.js';
import type { Database } from '#server/db/client.js';
import { currentUser, requireUser } from '#server/platform/session.js';
import { listMyDonations, listMySubscriptions, requestCancellation } from './payments.service.js';

/** The member's own subscriptions and donations, and cancellation requests to the team. */
export const paymentsRoutes =
  (deps: { db: Database; mailer: Mailer; config: Config }): FastifyPluginAsyncZod =>
  async (app) => {
    const { db, config } = deps;
    app.get(
      '/api/subscriptions',
      {
        preHandler: requireUser,
        schema: { querystring: PaymentListQuerySchema, response: { 200: z.array(SubscriptionSchema) } },
      },
      async (request, reply) => {
        const { items, total } = await listMySubscriptions({
          db,
          actor: currentUser(request),
          input: request.query,
          ownerPremiumProductId: config.STRIPE_OWNER_PREMIUM_PRODUCT_ID,
        });
        reply.header('x-total-count', String(total));
        return items;
      },
    );

    app.get(
      '/api/donations',
      {
        preHandler: requireUser,
        schema: { querystring: PaymentListQuerySchema, response: { 200: z.array(DonationSchema) } },
      },
      async (request, reply) => {
        const { items, total } = await listMyDonations({
          db,
          actor: currentUser(request),
          input: request.query,
        });
        reply.header('x-total-count', String(total));
        return items;
      },
    );

    app.post(
      '/api/request-cancellation',
      {
        preHandler: requireUser,
        schema: { body: CancellationRequestSchema, response: { 201: CancellationReplySchema } },
      },
      async (request, reply) => {
        const result = await requestCancellation({
          db,
          actor: currentUser(request),
          input: request.body,
          mailer: deps.mailer,
          siteName: config.SITE_NAME,
          teamEmail: config.TEAM_EMAIL,
          onMailError: (error) => request.log.error({ err: error }, 'cancellation mail to the team failed'),
        });
        return reply.status(201).send(result);
      },
    );
  };
