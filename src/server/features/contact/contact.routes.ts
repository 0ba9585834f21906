import { ContactReplySchema, ContactRequestSchema } from '#contract/contact.js';
import type { Mailer } from '#server/adapters/mailer/index.js';
import type { Config } from '#server/config.js';
import type { Database } from '#server/db/client.js';
import { byAddress, byBodyEmail, limitBy } from '#server/platform/limits/rate-limit.js';
import { defineRoutes, route } from '#server/platform/http/routes.js';
import { submitContactMessage } from './contact.service.js';

/** Per address: enough for a person correcting a message, too few for a spammer. */
export const CONTACT_RATE_LIMIT = { max: 5, timeWindow: '10 minutes' } as const;
/**
 * Per sender e-mail (the address the team answers), whatever addresses the messages come from (issue 29):
 * one person's questions in a day, not a stream of team e-mails in their name. Decision 0023.
 */
export const CONTACT_PER_EMAIL_LIMIT = { max: 10, timeWindow: '1 day' } as const;

/** POST /api/contact: 201 once stored (whether or not the team's e-mail went out; see the reply). */
export const contactRoutes = defineRoutes((app, deps: { db: Database; mailer: Mailer; config: Config }) => {
  route(
    app,
    {
      route: 'POST /api/contact',
      who: 'anyone',
      onRequest: limitBy(app, 'contact', { ...CONTACT_RATE_LIMIT, key: byAddress }),
      preValidation: limitBy(app, 'contact-email', { ...CONTACT_PER_EMAIL_LIMIT, key: byBodyEmail }),
      body: ContactRequestSchema,
      response: ContactReplySchema,
      status: 201,
    },
    async ({ body }, { request }) =>
      submitContactMessage({
        db: deps.db,
        mailer: deps.mailer,
        siteName: deps.config.SITE_NAME,
        teamEmail: deps.config.TEAM_EMAIL,
        input: body,
        onMailError: (error) => request.log.error({ err: error }, 'contact mail to the team failed'),
      }),
  );
});
