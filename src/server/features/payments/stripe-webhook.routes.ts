import { z } from 'zod';
import type { Config } from '#server/config.js';
import type { Database } from '#server/db/client.js';
import { defineRoutes, route } from '#server/platform/http/routes.js';
import { receiveStripeWebhook } from './stripe-webhook.service.js';

export const STRIPE_WEBHOOK_PATH = '/api/webhooks/stripe';

/**
 * Stripe's events are a few kilobytes, tens at most (lists inside them are cut short), so a body four
 * times the largest seen is still nothing Stripe sends: it is refused with 413 before it is read, and a
 * refusal shows as a failed delivery on Stripe's dashboard, retried for days, so it cannot pass unseen.
 */
export const STRIPE_WEBHOOK_BODY_LIMIT_BYTES = 256 * 1024;

/**
 * POST /api/webhooks/stripe. Registered as its own plugin because the signature covers the exact bytes
 * sent: the JSON parser is replaced by a raw one here only, and the rest of the app keeps parsing JSON.
 */
export const stripeWebhookRoutes = defineRoutes((app, deps: { db: Database; config: Config }) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    done(null, body);
  });
  route(
    app,
    {
      route: `POST ${STRIPE_WEBHOOK_PATH}`,
      who: 'anyone',
      bodyLimit: Math.min(STRIPE_WEBHOOK_BODY_LIMIT_BYTES, deps.config.BODY_LIMIT_BYTES),
      body: z.string(),
      response: z.object({ received: z.literal(true) }),
    },
    ({ body }, { request }) =>
      receiveStripeWebhook({
        db: deps.db,
        input: {
          payload: body,
          signature: request.headers['stripe-signature'] as string | undefined,
        },
        stripe: {
          webhookSecret: deps.config.STRIPE_WEBHOOK_SECRET,
          ownerPremiumProductId: deps.config.STRIPE_OWNER_PREMIUM_PRODUCT_ID,
        },
        onUnreadable: (event) =>
          request.log.warn({ stripeEvent: event }, 'Stripe event acknowledged but not readable: ignored'),
      }),
  );
});
