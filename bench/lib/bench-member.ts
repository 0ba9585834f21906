import { randomBytes } from 'node:crypto';
import { BENCH_EMAIL_DOMAIN } from './bench-database.js';

/** Registers a bench member through POST /api/users, as a visitor would; its id and session cookie. */
export async function registerBenchMember(baseUrl: string): Promise<{ id: number; cookie: string }> {
  const email = `reader-${randomBytes(4).toString('hex')}@${BENCH_EMAIL_DOMAIN}`;
  const registered = await fetch(`${baseUrl}/api/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
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
  if (registered.status !== 201)
    throw new Error(`POST /api/users answered ${registered.status}: ${await registered.text()}`);
  const { id } = (await registered.json()) as { id: number };
  const cookie = registered.headers
    .getSetCookie()
    .map((header) => header.split(';')[0]!)
    .find((pair) => /sm_session=./.test(pair));
  if (!cookie) throw new Error('Registration set no session cookie');
  return { id, cookie };
}
