import { OneClickParamsSchema, UnsubscribeReplySchema, UnsubscribeSchema } from '#contract/unsubscribe.js';
import type { Executor } from '#server/db/client.js';
import { byAddress, limitBy } from '#server/platform/limits/rate-limit.js';
import { defineRoutes, route } from '#server/platform/http/routes.js';
import { unsubscribeByLink } from './unsubscribe.service.js';

export interface UnsubscribeDeps {
  db: Executor;
  /** The app secret that signs unsubscribe links. */
  secret: string;
}

/** Where mailbox providers POST (RFC 8058); the same address a person opens shows the page. */
export const ONE_CLICK_PREFIX = '/unsubscribe/';
/** The bodies RFC 8058 allows ("List-Unsubscribe=One-Click"); read as text and not needed: the token is the proof. */
const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

/** The signed links of recurring mail (decision 0026): no sign-in, the token is the proof. */
export const unsubscribeRoutes = defineRoutes((app, deps: UnsubscribeDeps) => {
  // The page's own call, from a person who opened the link; bounded per address like other token checks.
  const pageLimit = limitBy(app, 'unsubscribe-page', { max: 30, timeWindow: '10 minutes', key: byAddress });
  route(
    app,
    {
      route: 'POST /api/unsubscribe',
      who: 'anyone',
      onRequest: pageLimit,
      body: UnsubscribeSchema,
      response: UnsubscribeReplySchema,
    },
    ({ body }) => unsubscribeByLink({ ...deps, token: body.token }),
  );

  // One mailbox provider posts for all of its users from a few addresses, so its limit is generous:
  // it only caps load, since a 256-bit signature cannot be guessed at any rate.
  const oneClickLimit = limitBy(app, 'unsubscribe-one-click', {
    max: 2000,
    timeWindow: '10 minutes',
    key: byAddress,
  });
  // Form bodies are read here only (this plugin's scope): the rest of the API takes JSON.
  app.removeContentTypeParser(FORM_TYPES);
  app.addContentTypeParser(FORM_TYPES, { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) =>
    done(null, body),
  );
  route(
    app,
    {
      route: `POST ${ONE_CLICK_PREFIX}:token`,
      who: 'anyone',
      onRequest: oneClickLimit,
      params: OneClickParamsSchema,
    },
    ({ params }) => unsubscribeByLink({ ...deps, token: params.token }),
  );
});
