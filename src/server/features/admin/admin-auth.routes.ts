import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_MESSAGES, AdminLoginSchema, AdminSchema } from '#contract/admin.js';
import { MessageReplySchema } from '#contract/auth.js';
import type { Database } from '#server/db/client.js';
import {
  currentAdmin,
  endAdminSession,
  requireAdmin,
  startAdminSession,
} from '#server/platform/admin-session.js';
import { limitByAddressAndAccount } from '#server/platform/rate-limit.js';
import { checkAdminCredentials } from './admin-accounts.service.js';

/** Keys on the lower-cased `username` of the body (the per-account part of the sign-in limit). */
const byBodyUsername = (request: { body?: unknown }) => {
  const body = request.body as { username?: unknown } | undefined;
  return typeof body?.username === 'string' ? body.username.trim().toLowerCase() : '';
};

/** POST /api/admin/login, POST /api/admin/logout, GET /api/admin/me. */
export const adminAuthRoutes =
  ({ db, secure }: { db: Database; secure: boolean }): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/admin/login',
      {
        // As member sign-in: per address and per account.
        ...limitByAddressAndAccount(
          app,
          'admin-login',
          { max: 30, timeWindow: '15 minutes' },
          { max: 10, timeWindow: '15 minutes', key: byBodyUsername },
        ),
        schema: { body: AdminLoginSchema, response: { 200: AdminSchema } },
      },
      async (request, reply) => {
        const admin = await checkAdminCredentials({ db, input: request.body });
        await startAdminSession(db, request, reply, admin.id, secure);
        return { id: admin.id, username: admin.username };
      },
    );

    const guard = requireAdmin(db, secure);

    app.post(
      '/api/admin/logout',
      { onRequest: guard, schema: { response: { 200: MessageReplySchema } } },
      async (request, reply) => {
        await endAdminSession(db, request, reply, secure);
        return { message: ADMIN_MESSAGES.signedOut };
      },
    );

    app.get(
      '/api/admin/me',
      { onRequest: guard, schema: { response: { 200: AdminSchema } } },
      async (request) => currentAdmin(request),
    );
  };
