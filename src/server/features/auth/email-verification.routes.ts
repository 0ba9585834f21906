import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MessageReplySchema } from '#contract/auth.js';
import {
  EMAIL_VERIFICATION,
  EMAIL_VERIFICATION_MESSAGES,
  VerifyEmailQuerySchema,
} from '#contract/email-verification.js';
import { byAddress, limitBy } from '#server/platform/rate-limit.js';
import { currentUser, requireUser } from '#server/platform/session.js';
import {
  confirmEmail,
  sendVerificationMail,
  type VerificationMailDeps,
} from './email-verification.service.js';

/** The link from the mail, and a new link on request (docs/decisions/0021). */
export const emailVerificationRoutes =
  (deps: VerificationMailDeps): FastifyPluginAsyncZod =>
  async (app) => {
    // A plain GET, so the link works from any mail client; the page it lands on says what happened, to a
    // member signed in or not. Nothing of the token is logged beyond the path.
    app.get(
      EMAIL_VERIFICATION.verifyPath,
      {
        onRequest: limitBy(app, 'verify-email', { max: 30, timeWindow: '15 minutes', key: byAddress }),
        // A GET that writes: this process's next session check must see the confirmed address.
        config: { writes: true },
        schema: { querystring: VerifyEmailQuerySchema },
      },
      async (request, reply) => {
        const result = await confirmEmail(deps, request.query.token);
        reply.header('cache-control', 'no-store');
        return reply.redirect(`${EMAIL_VERIFICATION.landingPage}?result=${result}`, 303);
      },
    );

    app.post(
      EMAIL_VERIFICATION.resendPath,
      {
        onRequest: limitBy(app, 'verify-resend-ip', { max: 10, timeWindow: '1 hour', key: byAddress }),
        preHandler: [
          requireUser,
          limitBy(app, 'verify-resend', {
            max: EMAIL_VERIFICATION.resendsPerHour,
            timeWindow: '1 hour',
            key: (request) => String(currentUser(request).id),
          }),
        ],
        schema: { response: { 200: MessageReplySchema } },
      },
      async (request) => {
        const member = currentUser(request);
        if (member.emailVerifiedAt) return { message: EMAIL_VERIFICATION_MESSAGES.alreadyConfirmed };
        await sendVerificationMail(deps, member);
        return { message: EMAIL_VERIFICATION_MESSAGES.resent(member.email) };
      },
    );
  };
