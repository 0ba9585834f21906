import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Executor } from '#server/db/client.js';
import { createAdminAccount } from '#server/features/admin/index.js';

export const ADMIN_PASSWORD = 'Paddock-Warden-2026';

/** The admin session cookie of a reply, as a Cookie header value. */
export function adminCookieOf(res: LightMyRequestResponse): string | undefined {
  const cookie = res.cookies.find((c) => c.name.endsWith('sm_admin') && c.value);
  return cookie ? `${cookie.name}=${cookie.value}` : undefined;
}

/** Creates an admin and signs in through the real endpoint; returns the Cookie header. */
export async function signInAsNewAdmin(
  app: FastifyInstance,
  db: Executor,
  username = 'warden',
): Promise<{ cookie: string; adminId: number }> {
  const admin = await createAdminAccount({ db, username, password: ADMIN_PASSWORD });
  const res = await app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { username, password: ADMIN_PASSWORD },
  });
  const cookie = adminCookieOf(res);
  if (res.statusCode !== 200 || !cookie)
    throw new Error(`admin sign-in failed: ${res.statusCode} ${res.body}`);
  return { cookie, adminId: admin.id };
}
