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
import { limitByAddressAndMember } from '#server/platform/limits/rate-limit.js';
import { createdRoute, defineRoutes, pagedRoute } from '#server/platform/http/routes.js';
import { currentUser, requireUser } from '#server/platform/sessions/session.js';
import { listMyDonations, listMySubscriptions, requestCancellation } from './payments.service.js';

/**
 * Each cancellation request is an e-mail to the team. A member has a subscription or two: a few
 * requests a day cover a retry or a second item; per address too for many accounts on one machine.
 * Decision 0023.
 */
export const CANCELLATION_LIMITS = {
  perAddress: { max: 10, timeWindow: '1 hour' },
  perMember: { max: 5, timeWindow: '1 day' },
} as const;

const tooManyCancellations = (wait: string) =>
  `You have sent several cancellation requests already; the team will answer them. Please wait ${wait} before sending another.`;

/** The member's own subscriptions and donations, and cancellation requests to the team. */
export const paymentsRoutes = defineRoutes((app, deps: { db: Database; mailer: Mailer; config: Config }) => {
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

  const cancellationLimits = limitByAddressAndMember(
    app,
    'cancellation',
    CANCELLATION_LIMITS,
    tooManyCancellations,
  );
  createdRoute(
    app,
    '/api/request-cancellation',
    {
      ...cancellationLimits,
      body: CancellationRequestSchema,
      response: CancellationReplySchema,
    },
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
});
