import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { DEFAULT_PASSWORD } from '#server/db/factories.js';

/** The session cookie of a reply, as a Cookie header value ("name=value"). */
export function sessionCookieOf(res: LightMyRequestResponse): string | undefined {
  const cookie = res.cookies.find((c) => c.name.endsWith('sm_session') && c.value);
  return cookie ? `${cookie.name}=${cookie.value}` : undefined;
}

/** Signs in through the real endpoint and returns the Cookie header for later requests. */
export async function signIn(
  app: FastifyInstance,
  email: string,
  password = DEFAULT_PASSWORD,
): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  const cookie = sessionCookieOf(res);
  if (!cookie) throw new Error('sign-in set no session cookie');
  return cookie;
}
