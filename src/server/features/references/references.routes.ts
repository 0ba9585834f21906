import {
  OwnReferenceListSchema,
  OwnReferenceSchema,
  PublicReferenceListSchema,
  RefereeLinkSchema,
  ReferenceAnsweredSchema,
  ReferenceAnswerSchema,
  ReferenceAskParamsSchema,
  ReferenceAskSchema,
  ReferenceTokenParamsSchema,
} from '#contract/references.js';
import { UserParamsSchema } from '#contract/users.js';
import type { Database } from '#server/db/client.js';
import { byAddress, limitBy } from '#server/platform/limits/rate-limit.js';
import { defineRoutes, route } from '#server/platform/http/routes.js';
import type { SiteMail } from '#server/adapters/mailer/index.js';
import {
  answerReference,
  askForReference,
  listOwnAsks,
  publicReferences,
  showRefereeLink,
  withdrawAsk,
} from './references.service.js';

export type ReferencesDeps = SiteMail & { db: Database };

/** References from outside the site (decision 0055); the calls are listed in contract/references.ts. */
export const referencesRoutes = defineRoutes((app, deps: ReferencesDeps) => {
  const { db } = deps;
  // A link is 32 random bytes: guessing is hopeless, but a script trying is slowed per address.
  const linkLimit = limitBy(app, 'reference-links', { max: 60, timeWindow: '1 hour', key: byAddress });

  route(
    app,
    {
      route: 'POST /api/references',
      who: 'member',
      body: ReferenceAskSchema,
      response: OwnReferenceSchema,
      status: 201,
    },
    ({ body }, { actor }) => askForReference({ ...deps, actor, input: body }),
  );
  route(
    app,
    { route: 'GET /api/references/asks', who: 'member', response: OwnReferenceListSchema },
    (_, { actor }) => listOwnAsks({ db, actor }),
  );
  route(
    app,
    { route: 'DELETE /api/references/asks/:id', who: 'member', params: ReferenceAskParamsSchema },
    async ({ params }, { actor }) => withdrawAsk({ db, actor, id: params.id }),
  );
  route(
    app,
    {
      route: 'GET /api/references/:token',
      who: 'anyone',
      params: ReferenceTokenParamsSchema,
      response: RefereeLinkSchema,
      onRequest: linkLimit,
    },
    ({ params }) => showRefereeLink({ db, token: params.token }),
  );
  route(
    app,
    {
      route: 'POST /api/references/:token',
      who: 'anyone',
      params: ReferenceTokenParamsSchema,
      body: ReferenceAnswerSchema,
      response: ReferenceAnsweredSchema,
      status: 201,
      onRequest: linkLimit,
    },
    ({ params, body }) => answerReference({ db, token: params.token, input: body }),
  );
  route(
    app,
    {
      route: 'GET /api/users/:id/references',
      who: 'anyone',
      params: UserParamsSchema,
      response: PublicReferenceListSchema,
    },
    ({ params }) => publicReferences({ db, id: params.id }),
  );
});
