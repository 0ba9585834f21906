import type { FastifyRequest } from 'fastify';
import { ADMIN_MESSAGES, AdminLoginSchema, AdminSchema } from '#contract/admin.js';
import { MessageReplySchema } from '#contract/auth.js';
import type { Database } from '#server/db/client.js';
import {
  currentAdmin,
  endAdminSession,
  requireAdmin,
  startAdminSession,
} from '#server/platform/sessions/admin-session.js';
import { defineRoutes, route } from '#server/platform/http/routes.js';
import { createLoginThrottle } from '../auth/index.js';
import { checkAdminCredentials } from './admin-accounts.service.js';

/** Keys on the lower-cased `username` of the body (the per-account part of the sign-in limit). */
const byBodyUsername = (request: FastifyRequest) => {
  const body = request.body as { username?: unknown } | undefined;
  return typeof body?.username === 'string' ? body.username.trim().toLowerCase() : '';
};

/** POST /api/admin/login, POST /api/admin/logout, GET /api/admin/me. */
export const adminAuthRoutes = defineRoutes((app, { db, secure }: { db: Database; secure: boolean }) => {
  // As member sign-in (issue 29): wrong passwords lock the addresses that give them, never the account,
  // so nobody can keep the admin out by failing at the username from addresses of their own.
  const throttle = createLoginThrottle(app, { name: 'admin-login', account: byBodyUsername });
  route(
    app,
    {
      route: 'POST /api/admin/login',
      who: 'anyone',
      ...throttle.hooks,
      body: AdminLoginSchema,
      response: AdminSchema,
    },
    async ({ body }, { request, reply }) => {
      const admin = await throttle.check(request, checkAdminCredentials({ db, input: body }));
      await startAdminSession(db, request, reply, admin.id, secure);
      return { id: admin.id, username: admin.username };
    },
  );

  const guard = requireAdmin(db, secure);

  route(
    app,
    { route: 'POST /api/admin/logout', who: 'anyone', onRequest: guard, response: MessageReplySchema },
    async (_input, { request, reply }) => {
      await endAdminSession(db, request, reply, secure);
      return { message: ADMIN_MESSAGES.signedOut };
    },
  );

  route(
    app,
    { route: 'GET /api/admin/me', who: 'anyone', onRequest: guard, response: AdminSchema },
    async (_input, { request }) => currentAdmin(request),
  );
});
