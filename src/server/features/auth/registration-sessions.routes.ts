import {
  RegistrationSessionCreateSchema,
  RegistrationSessionParamsSchema,
  RegistrationSessionSchema,
  RegistrationSessionUpdateSchema,
} from '#contract/auth.js';
import type { Database } from '#server/db/client.js';
import { byAddress, limitBy } from '#server/platform/limits/rate-limit.js';
import { defineRoutes, route } from '#server/platform/http/routes.js';
import {
  advanceRegistrationSession,
  completeRegistrationSession,
  startRegistrationSession,
} from './registration-sessions.service.js';

/** The registration wizard's progress, kept server-side (docs/product.md §M2, §M7). */
export const registrationSessionRoutes = defineRoutes((app, db: Database) => {
  const limit = limitBy(app, 'registration-session', { max: 60, timeWindow: '1 hour', key: byAddress });

  route(
    app,
    {
      route: 'POST /api/registration-sessions',
      who: 'anyone',
      onRequest: limit,
      body: RegistrationSessionCreateSchema,
      response: RegistrationSessionSchema,
      status: 201,
    },
    ({ body }) => startRegistrationSession({ db, input: body }),
  );

  route(
    app,
    {
      route: 'PUT /api/registration-sessions/:sessionId',
      who: 'anyone',
      onRequest: limit,
      params: RegistrationSessionParamsSchema,
      body: RegistrationSessionUpdateSchema,
      response: RegistrationSessionSchema,
    },
    ({ params, body }) => advanceRegistrationSession({ db, id: params.sessionId, input: body }),
  );

  route(
    app,
    {
      route: 'POST /api/registration-sessions/:sessionId/complete',
      who: 'anyone',
      onRequest: limit,
      params: RegistrationSessionParamsSchema,
      response: RegistrationSessionSchema,
    },
    ({ params }) => completeRegistrationSession({ db, id: params.sessionId }),
  );
});
