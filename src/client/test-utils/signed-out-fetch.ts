import { SITE_CONFIG } from './site-config-fixtures';
import { stubFetch, type StubHandler } from './stub-fetch';
import { SIGNED_OUT } from './user-fixtures';

/** Stubs fetch for a page seen by a visitor who is not signed in: the site config, a 401 from /me, and `routes`. */
export function stubSignedOutFetch(routes: Record<string, StubHandler>) {
  return stubFetch({ '/api/site-config': { json: SITE_CONFIG }, '/api/auth/me': SIGNED_OUT, ...routes });
}
