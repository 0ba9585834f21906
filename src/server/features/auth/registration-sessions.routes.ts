import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  RegistrationSessionCreateSchema,
  RegistrationSessionParamsSchema,
  RegistrationSessionSchema,
  RegistrationSessionUpdateSchema,
} from '#contract/auth.js';
import type { Database } from '#server/db/client.js';
import type { RegistrationSession } from '#server/db/schema/index.js';
import { badRequest, notFound } from '#server/platform/app-error.js';
import { byAddress, limitBy } from '#server/platform/rate-limit.js';
import { updateRegistrationSession, upsertRegistrationSession } from './registration-sessions.repository.js';

const toView = (row: RegistrationSession) => ({
  sessionId: row.sessionId,
  userType: row.userType as 'owner' | 'enthusiast',
  currentStep: row.currentStep,
  completedAt: row.completedAt?.toISOString() ?? null,
});

/** The registration wizard's progress, kept server-side (member spec §2, §7). */
export const registrationSessionRoutes =
  (db: Database): FastifyPluginAsyncZod =>
  async (app) => {
    const limit = limitBy(app, 'registration-session', { max: 60, timeWindow: '1 hour', key: byAddress });
    const missing = () => notFound('Registration session not found');

    app.post(
      '/api/registration-sessions',
      {
        onRequest: limit,
        schema: { body: RegistrationSessionCreateSchema, response: { 201: RegistrationSessionSchema } },
      },
      async (request, reply) => {
        const { sessionId, ...values } = request.body;
        reply.status(201);
        return toView(await upsertRegistrationSession(db, sessionId, values));
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
      async (request) => {
        // Unknown keys are stripped by the schema: a body with no known field would be an empty update.
        if (Object.values(request.body).every((value) => value === undefined))
          throw badRequest('Nothing to change: send at least one field of the registration.');
        const row = await updateRegistrationSession(db, request.params.sessionId, request.body);
        if (!row) throw missing();
        return toView(row);
      },
    );

    app.post(
      '/api/registration-sessions/:sessionId/complete',
      {
        onRequest: limit,
        schema: { params: RegistrationSessionParamsSchema, response: { 200: RegistrationSessionSchema } },
      },
      async (request) => {
        const row = await updateRegistrationSession(db, request.params.sessionId, {
          completedAt: new Date(),
        });
        if (!row) throw missing();
        return toView(row);
      },
    );
  };
