import type { FastifyInstance } from 'fastify';
import { EMAIL_VERIFICATION_MESSAGES } from '#contract/email-verification.js';
import { forbidden } from '#server/platform/http/app-error.js';

/**
 * What a member may not do before confirming their e-mail: reach another member (an enquiry or request,
 * a message) or rate one (a review). Browsing, the profile and listing horses stay open. Kept as one list
 * here, so the rule is read in one place; the routes themselves stay as they are.
 */
export const CONFIRMED_EMAIL_ROUTES = new Set([
  'POST /api/messages',
  'POST /api/requests',
  'POST /api/reviews',
  'PUT /api/reviews/:id',
  // Asking someone for a reference mails them in the member's name (decision 0055).
  'POST /api/references',
]);

/** Refuses those calls with 403 and the reason for a signed-in member whose e-mail is unconfirmed. */
export function registerEmailConfirmedGuard(app: FastifyInstance): void {
  app.addHook('preHandler', async (request) => {
    const user = request.currentUser;
    if (!user || user.emailVerifiedAt) return;
    if (CONFIRMED_EMAIL_ROUTES.has(`${request.method} ${request.routeOptions.url ?? ''}`)) {
      throw forbidden(EMAIL_VERIFICATION_MESSAGES.required);
    }
  });
}
