import {
  AUTH_MESSAGES,
  ForgotPasswordSchema,
  LoginSchema,
  MessageReplySchema,
  RegisterSchema,
  RegisterSinglePageSchema,
  ResetPasswordSchema,
  ResetTokenParamsSchema,
  ResetTokenStatusSchema,
} from '#contract/auth.js';
import { SessionUserSchema } from '#contract/users.js';
import type { SiteMail } from '#server/adapters/mailer/index.js';
import type { Config } from '#server/config.js';
import type { Database } from '#server/db/client.js';
import {
  byAddress,
  byBodyEmail,
  byBodyEmailAndAddress,
  firstInWindow,
  limitBy,
} from '#server/platform/limits/rate-limit.js';
import { endSession, startSession, type NewSessionOptions } from '#server/platform/sessions/session.js';
import type { FastifyRequest } from 'fastify';
import { defineRoutes, route } from '#server/platform/http/routes.js';
import { toSessionUser } from '../users/index.js';
import { describeDevice } from './device-description.js';
import { emailVerificationRoutes } from './email-verification.routes.js';
import { createLoginThrottle } from './login-throttle.js';
import { memberSessionRoutes } from './member-sessions.routes.js';
import { checkCredentials, type LinkPayments } from './login.service.js';
import { askForPasswordReset, checkResetToken, resetPassword } from './password-reset.service.js';
import { registerMember } from './registration.service.js';

/**
 * Limits on the forms that name an e-mail (decision 0023). Per address as before; per target e-mail
 * (issue 29) whatever addresses ask, so nobody's inbox can be filled with reset links or notices, and
 * one address cannot be tried over and over.
 */
export const AUTH_LIMITS = {
  registerPerAddress: { max: 10, timeWindow: '1 hour' },
  registerPerEmail: { max: 5, timeWindow: '1 hour' },
  /** The "someone tried to register with your e-mail" mail: once a day at most, however many tries. */
  registerNoticeWindow: '1 day',
  forgotPerAddress: { max: 10, timeWindow: '15 minutes' },
  forgotPerEmailAndAddress: { max: 3, timeWindow: '1 hour' },
  forgotPerEmail: { max: 5, timeWindow: '1 hour' },
} as const;

// Said whether or not an account exists, as the forgot-password reply is.
const tooManyResets = (wait: string) =>
  `Too many reset links have been asked for this e-mail address. If it has an account, the links already sent work for an hour. Please wait ${wait} before asking for another.`;

export interface AuthDeps {
  db: Database;
  mail: SiteMail;
  config: Config;
  linkPayments: LinkPayments;
}

/** What a new session records: the member's "Keep me signed in" choice and a coarse device description. */
const newSession = (request: FastifyRequest, keepSignedIn = false): NewSessionOptions => ({
  keepSignedIn,
  device: describeDevice(request.headers['user-agent']),
});

export const authRoutes = defineRoutes(async (app, { db, mail, config, linkPayments }: AuthDeps) => {
  const secure = config.secureCookies;
  const verificationDeps = { db, ...mail };
  await app.register(emailVerificationRoutes({ ...verificationDeps, linkPayments }));
  const registerPerAddress = limitBy(app, 'register', {
    ...AUTH_LIMITS.registerPerAddress,
    key: byAddress,
  });
  const registerPerEmail = limitBy(app, 'register-email', {
    ...AUTH_LIMITS.registerPerEmail,
    key: byBodyEmail,
  });
  const firstNoticeToday = firstInWindow(app, 'register-notice', AUTH_LIMITS.registerNoticeWindow);

  // Both registration forms answer alike whether or not the address has an account, and sign nobody in:
  // the mail to the address says which (decision 0023, 2026-11-28).
  for (const [url, body] of [
    ['/api/auth/register', RegisterSchema],
    ['/api/users', RegisterSinglePageSchema],
  ] as const) {
    route(
      app,
      {
        route: `POST ${url}`,
        who: 'anyone',
        onRequest: registerPerAddress,
        preValidation: registerPerEmail,
        body,
        response: MessageReplySchema,
        status: 202,
      },
      async ({ body: input }, { request }) => {
        await registerMember({
          mail: verificationDeps,
          input,
          firstNoticeFor: (email) => firstNoticeToday(request, email),
          onMailError: (error, what) => request.log.error({ err: error }, what),
        });
        return { message: AUTH_MESSAGES.registrationReceived };
      },
    );
  }

  const loginThrottle = createLoginThrottle(app);
  route(
    app,
    {
      route: 'POST /api/auth/login',
      who: 'anyone',
      ...loginThrottle.hooks,
      body: LoginSchema,
      response: SessionUserSchema,
    },
    async ({ body }, { request, reply }) => {
      const user = await loginThrottle.check(request, checkCredentials({ db, linkPayments, input: body }));
      await startSession(db, request, reply, user.id, secure, newSession(request, body.rememberMe));
      return toSessionUser(user);
    },
  );

  await app.register(memberSessionRoutes({ db, secureCookies: secure }));

  route(
    app,
    { route: 'GET /api/auth/me', who: 'member', response: SessionUserSchema },
    async (_input, { actor }) => toSessionUser(actor),
  );

  route(
    app,
    { route: 'POST /api/auth/logout', who: 'anyone', response: MessageReplySchema },
    async (_input, { request, reply }) => {
      await endSession(db, request, reply, secure);
      return { message: 'Signed out' };
    },
  );

  route(
    app,
    {
      route: 'POST /api/auth/forgot-password',
      who: 'anyone',
      onRequest: limitBy(app, 'forgot-ip', { ...AUTH_LIMITS.forgotPerAddress, key: byAddress }),
      preValidation: [
        // Per (account, address): one address asking for someone's reset over and over.
        limitBy(app, 'forgot-account', {
          ...AUTH_LIMITS.forgotPerEmailAndAddress,
          key: byBodyEmailAndAddress,
        }),
        // Per e-mail from every address (issue 29): its inbox gets a few links an hour at most. Each
        // link works for an hour, so a member who asks after an attacker already has one that works.
        limitBy(app, 'forgot-email', {
          ...AUTH_LIMITS.forgotPerEmail,
          key: byBodyEmail,
          message: tooManyResets,
        }),
      ],
      body: ForgotPasswordSchema,
      response: MessageReplySchema,
    },
    // The reply waits on nothing: it must not reveal whether an account and a mail exist.
    async ({ body }, { request }) =>
      askForPasswordReset({
        db,
        input: body,
        ...mail,
        onMailError: (error) => request.log.error({ err: error }, 'password reset mail failed'),
      }),
  );

  // Checking a link and using one share one allowance per address, so checking is no faster way to guess.
  const resetLimit = limitBy(app, 'reset', { max: 20, timeWindow: '15 minutes', key: byAddress });

  route(
    app,
    {
      route: 'GET /api/reset-password/:token',
      who: 'anyone',
      onRequest: resetLimit,
      params: ResetTokenParamsSchema,
      response: ResetTokenStatusSchema,
    },
    async ({ params }) => ({ status: await checkResetToken({ db, token: params.token }) }),
  );

  route(
    app,
    {
      route: 'POST /api/reset-password',
      who: 'anyone',
      onRequest: resetLimit,
      body: ResetPasswordSchema,
      response: MessageReplySchema,
    },
    async ({ body }) => {
      await resetPassword({ db, input: body });
      return { message: 'Your password has been reset. Please log in with your new password.' };
    },
  );
});
