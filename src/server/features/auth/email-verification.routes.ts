import { MessageReplySchema } from '#contract/auth.js';
import {
  EMAIL_VERIFICATION,
  ResendVerificationBodySchema,
  VerifyEmailQuerySchema,
} from '#contract/email-verification.js';
import { byAddress, byMember, limitBy } from '#server/platform/limits/rate-limit.js';
import { defineRoutes, rawRoute, route } from '#server/platform/http/routes.js';
import {
  confirmEmail,
  resendVerificationMail,
  type VerificationMailDeps,
} from './email-verification.service.js';
import type { LinkPayments } from './login.service.js';

/** The link from the mail, and a new link on request (docs/decisions/0021). */
type EmailVerificationDeps = VerificationMailDeps & { linkPayments: LinkPayments };

export const emailVerificationRoutes = defineRoutes((app, deps: EmailVerificationDeps) => {
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
      // Always this site's own landing page: returnTo (already a checked path of this site) is only passed
      // on for the page to offer as a link, so the route can never be an open redirect.
      const search = new URLSearchParams({ result });
      if (query.returnTo) search.set('returnTo', query.returnTo);
      return reply.redirect(`${EMAIL_VERIFICATION.landingPage}?${search.toString()}`, 303);
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
      body: ResendVerificationBodySchema,
      response: MessageReplySchema,
    },
    ({ body }, { actor }) => resendVerificationMail(deps, actor, body),
  );
});
