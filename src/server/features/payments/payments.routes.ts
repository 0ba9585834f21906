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
import { createdRoute, pagedRoute } from '#server/platform/routes.js';
import { currentUser, requireUser } from '#server/platform/session.js';
import { listMyDonations, listMySubscriptions, requestCancellation } from './payments.service.js';

/** The member's own subscriptions and donations, and cancellation requests to the team. */
export const paymentsRoutes =
  (deps: { db: Database; mailer: Mailer; config: Config }): FastifyPluginAsyncZod =>
  async (app) => {
    const { db, config } = deps;
    const asMember = { preHandler: requireUser };
    pagedRoute(
      app,
      '/api/subscriptions',
      { ...asMember, querystring: PaymentListQuerySchema, response: z.array(SubscriptionSchema) },
      (input, request) =>
        listMySubscriptions({
          db,
          actor: currentUser(request),
          input,
          ownerPremiumProductId: config.STRIPE_OWNER_PREMIUM_PRODUCT_ID,
        }),
    );

    pagedRoute(
      app,
      '/api/donations',
      { ...asMember, querystring: PaymentListQuerySchema, response: z.array(DonationSchema) },
      (input, request) => listMyDonations({ db, actor: currentUser(request), input }),
    );

    createdRoute(
      app,
      '/api/request-cancellation',
      { body: CancellationRequestSchema, response: CancellationReplySchema },
      (input, actor, request) =>
        requestCancellation({
          db,
          actor,
          input,
          mailer: deps.mailer,
          siteName: config.SITE_NAME,
          teamEmail: config.TEAM_EMAIL,
          onMailError: (error) => request.log.error({ err: error }, 'cancellation mail to the team failed'),
        }),
    );
  };
