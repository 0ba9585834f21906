import { MessageReplySchema } from '#contract/auth.js';
import { EMAIL_VERIFICATION, VerifyEmailQuerySchema } from '#contract/email-verification.js';
import { byAddress, byMember, limitBy } from '#server/platform/rate-limit.js';
import { defineRoutes, rawRoute, route } from '#server/platform/routes.js';
import {
  confirmEmail,
  resendVerificationMail,
  type VerificationMailDeps,
} from './email-verification.service.js';

/** The link from the mail, and a new link on request (docs/decisions/0021). */
export const emailVerificationRoutes = defineRoutes((app, deps: VerificationMailDeps) => {
  // A plain GET, so the link works from any mail client; the page it lands on says what happened, to a
  // member signed in or not. Nothing of the token is logged beyond the path.
  rawRoute(
    app,
    {
      route: `GET ${EMAIL_VERIFICATION.verifyPath}`,
      who: 'anyone',
      onRequest: limitBy(app, 'verify-email', { max: 30, timeWindow: '15 minutes', key: byAddress }),
      // A GET that writes: this process's next session check must see the confirmed address.
      config: { writes: true },
      querystring: VerifyEmailQuerySchema,
    },
    async ({ query }, { reply }) => {
      const result = await confirmEmail(deps, query.token);
      reply.header('cache-control', 'no-store');
      return reply.redirect(`${EMAIL_VERIFICATION.landingPage}?result=${result}`, 303);
    },
  );

  route(
    app,
    {
      route: `POST ${EMAIL_VERIFICATION.resendPath}`,
      who: 'member',
      onRequest: limitBy(app, 'verify-resend-ip', { max: 10, timeWindow: '1 hour', key: byAddress }),
      perMember: [
        limitBy(app, 'verify-resend', {
          max: EMAIL_VERIFICATION.resendsPerHour,
          timeWindow: '1 hour',
          key: byMember,
        }),
      ],
      response: MessageReplySchema,
    },
    (_input, { actor }) => resendVerificationMail(deps, actor),
  );
});
