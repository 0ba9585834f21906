import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Executor } from '#server/db/client.js';
import { DEFAULT_PASSWORD, insertUser } from '#server/db/factories.js';

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

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One request with a Cookie header (a member's or an admin's), the way a signed-in browser sends it. */
export function sendAs(app: FastifyInstance, cookie: string, method: Method, url: string, payload?: object) {
  return app.inject({ method, url, headers: { cookie }, ...(payload === undefined ? {} : { payload }) });
}

/** Adds a member (with the factory's password) and signs them in; returns the row and the Cookie header. */
export async function signInNewMember(
  app: FastifyInstance,
  db: Executor,
  values: Parameters<typeof insertUser>[1] & { email: string },
) {
  const user = await insertUser(db, values);
  return { user, cookie: await signIn(app, values.email, values.password) };
}

/** Adds an owner or a rider (riders get a 9-11st rider weight) and signs them in. */
export function signInMemberOfType(
  app: FastifyInstance,
  db: Executor,
  email: string,
  userType: 'owner' | 'enthusiast',
  values: Parameters<typeof insertUser>[1] = {},
) {
  return signInNewMember(app, db, {
    email,
    userType,
    riderWeight: userType === 'enthusiast' ? '9-11st' : null,
    ...values,
  });
}

/**
 * Adds a member called `firstName`, at firstname@example.test (riders get a 9-11st rider weight), with any
 * other `values`, and signs them in.
 */
export function signInNamedMember(
  app: FastifyInstance,
  db: Executor,
  firstName: string,
  userType: 'owner' | 'enthusiast',
  values: Partial<Parameters<typeof insertUser>[1]> = {},
) {
  return signInMemberOfType(app, db, `${firstName.toLowerCase()}@example.test`, userType, {
    firstName,
    ...values,
  });
}
