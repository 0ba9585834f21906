import { MemberReliabilitySchema } from '#contract/reliability.js';
import { UserParamsSchema } from '#contract/users.js';
import type { Database } from '#server/db/client.js';
import { defineRoutes, route } from '#server/platform/http/routes.js';
import { memberReliability } from './reliability.service.js';

/** A member's reliability in numbers, for their profile (decision 0055). */
export const reliabilityRoutes = defineRoutes((app, { db }: { db: Database }) => {
  route(
    app,
    {
      route: 'GET /api/users/:id/reliability',
      who: 'anyone',
      params: UserParamsSchema,
      response: MemberReliabilitySchema,
    },
    ({ params }) => memberReliability({ db, id: params.id }),
  );
});
