import { randomBytes } from 'node:crypto';
import { BENCH_EMAIL_DOMAIN } from './bench-database.js';

/**
 * Registers a bench member through POST /api/users, as a visitor would, then signs in (registration signs
 * nobody in: decision 0059); its id and session cookie. `address` is the visitor's, sent as
 * X-Forwarded-For (the bench app trusts one proxy hop), so many members do not share one address's limit
 * on registrations.
 */
export async function registerBenchMember(
  baseUrl: string,
  address?: string,
): Promise<{ id: number; cookie: string }> {
  const email = `reader-${randomBytes(4).toString('hex')}@${BENCH_EMAIL_DOMAIN}`;
  const from: Record<string, string> = address ? { 'x-forwarded-for': address } : {};
  const registered = await fetch(`${baseUrl}/api/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...from },
    body: JSON.stringify({
      email,
      username: email,
      password: 'Bench-Reader-2024',
      firstName: 'Bench',
      lastName: 'Reader',
      location: 'Leeds',
      postcode: 'LS1 1UR',
      userType: 'owner',
      interests: [],
      confirmAge: true,
      acceptTerms: true,
    }),
  });
  if (registered.status !== 202)
    throw new Error(`POST /api/users answered ${registered.status}: ${await registered.text()}`);
  const signedIn = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...from },
    body: JSON.stringify({ email, password: 'Bench-Reader-2024' }),
  });
  if (signedIn.status !== 200)
    throw new Error(`POST /api/auth/login answered ${signedIn.status}: ${await signedIn.text()}`);
  const { id } = (await signedIn.json()) as { id: number };
  const cookie = signedIn.headers
    .getSetCookie()
    .map((header) => header.split(';')[0]!)
    .find((pair) => /sm_session=./.test(pair));
  if (!cookie) throw new Error('Signing in set no session cookie');
  return { id, cookie };
}
