import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AUTH_MESSAGES,
  ForgotPasswordSchema,
  LoginSchema,
  MessageReplySchema,
  RegisterSchema,
  RegisterSinglePageSchema,
  ResetPasswordSchema,
} from '#contract/auth.js';
import { SessionUserSchema } from '#contract/users.js';
import type { Mailer } from '#server/adapters/mailer/index.js';
import type { Config } from '#server/config.js';
import type { Database } from '#server/db/client.js';
import { byAddress, byBodyEmail, limitBy } from '#server/platform/rate-limit.js';
import { currentUser, endSession, requireUser, startSession } from '#server/platform/session.js';
import { toSessionUser } from '../users/index.js';
import { checkCredentials } from './login.service.js';
import { requestPasswordReset, resetPassword } from './password-reset.service.js';
import { registerUser } from './registration.service.js';

export interface AuthDeps {
  db: Database;
  mailer: Mailer;
  config: Config;
}

export const authRoutes =
  ({ db, mailer, config }: AuthDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const secure = config.secureCookies;
    const registerLimit = limitBy(app, 'register', { max: 10, timeWindow: '1 hour', key: byAddress });

    // Both registration forms create the member and sign them in with a fresh session.
    for (const [url, body] of [
      ['/api/auth/register', RegisterSchema],
      ['/api/users', RegisterSinglePageSchema],
    ] as const) {
      app.post(
        url,
        { onRequest: registerLimit, schema: { body, response: { 201: SessionUserSchema } } },
        async (request, reply) => {
          const user = await registerUser({ db, input: request.body });
          await startSession(db, request, reply, user.id, secure);
          reply.status(201);
          return toSessionUser(user);
        },
      );
    }

    app.post(
      '/api/auth/login',
      {
        // Per address and per account: one stops a single machine guessing many accounts, the other
        // many machines guessing one account.
        onRequest: limitBy(app, 'login-ip', { max: 30, timeWindow: '15 minutes', key: byAddress }),
        preValidation: limitBy(app, 'login-account', { max: 10, timeWindow: '15 minutes', key: byBodyEmail }),
        schema: { body: LoginSchema, response: { 200: SessionUserSchema } },
      },
      async (request, reply) => {
        const user = await checkCredentials({ db, input: request.body });
        await startSession(db, request, reply, user.id, secure);
        return toSessionUser(user);
      },
    );

    app.get(
      '/api/auth/me',
      { preHandler: requireUser, schema: { response: { 200: SessionUserSchema } } },
      async (request) => toSessionUser(currentUser(request)),
    );

    app.post(
      '/api/auth/logout',
      { schema: { response: { 200: MessageReplySchema } } },
      async (request, reply) => {
        await endSession(db, request, reply, secure);
        return { message: 'Signed out' };
      },
    );

    app.post(
      '/api/auth/forgot-password',
      {
        onRequest: limitBy(app, 'forgot-ip', { max: 10, timeWindow: '15 minutes', key: byAddress }),
        preValidation: limitBy(app, 'forgot-account', { max: 3, timeWindow: '1 hour', key: byBodyEmail }),
        schema: { body: ForgotPasswordSchema, response: { 200: MessageReplySchema } },
      },
      async (request) => {
        // Not awaited: the reply must not wait on (or reveal) whether an account and a mail exist.
        requestPasswordReset({
          db,
          input: request.body,
          mailer,
          publicUrl: config.publicUrl,
          siteName: config.SITE_NAME,
        }).catch((error: unknown) => request.log.error({ err: error }, 'password reset mail failed'));
        return { message: AUTH_MESSAGES.forgotSent };
      },
    );

    app.post(
      '/api/reset-password',
      {
        onRequest: limitBy(app, 'reset', { max: 20, timeWindow: '15 minutes', key: byAddress }),
        schema: { body: ResetPasswordSchema, response: { 200: MessageReplySchema } },
      },
      async (request) => {
        await resetPassword({ db, input: request.body });
        return { message: 'Your password has been reset. Please log in with your new password.' };
      },
    );
  };
