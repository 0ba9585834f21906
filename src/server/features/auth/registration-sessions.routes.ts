import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  RegistrationSessionCreateSchema,
  RegistrationSessionParamsSchema,
  RegistrationSessionSchema,
  RegistrationSessionUpdateSchema,
} from '#contract/auth.js';
import type { Database } from '#server/db/client.js';
import { byAddress, limitBy } from '#server/platform/rate-limit.js';
import {
  advanceRegistrationSession,
  completeRegistrationSession,
  startRegistrationSession,
} from './registration-sessions.service.js';

/** The registration wizard's progress, kept server-side (docs/product.md §M2, §M7). */
export const registrationSessionRoutes =
  (db: Database): FastifyPluginAsyncZod =>
  async (app) => {
    const limit = limitBy(app, 'registration-session', { max: 60, timeWindow: '1 hour', key: byAddress });

    app.post(
      '/api/registration-sessions',
      {
        onRequest: limit,
        schema: { body: RegistrationSessionCreateSchema, response: { 201: RegistrationSessionSchema } },
      },
      async (request, reply) => {
        reply.status(201);
        return startRegistrationSession({ db, input: request.body });
      },
    );

    app.put(
      '/api/registration-sessions/:sessionId',
      {
        onRequest: limit,
        schema: {
          params: RegistrationSessionParamsSchema,
          body: RegistrationSessionUpdateSchema,
          response: { 200: RegistrationSessionSchema },
        },
      },
      async (request) =>
        advanceRegistrationSession({ db, id: request.params.sessionId, input: request.body }),
    );

    app.post(
      '/api/registration-sessions/:sessionId/complete',
      {
        onRequest: limit,
        schema: { params: RegistrationSessionParamsSchema, response: { 200: RegistrationSessionSchema } },
      },
      async (request) => completeRegistrationSession({ db, id: request.params.sessionId }),
    );
  };
