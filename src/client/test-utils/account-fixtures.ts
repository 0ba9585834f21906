import type { SessionUser } from '#contract/users';
import { SITE_CONFIG } from './site-config-fixtures';
import { buildSessionUser } from './user-fixtures';
import type { stubFetch } from './stub-fetch';

/** Test data for the accounts pages (imported by *.test.tsx only). */
export { SITE_CONFIG };

export function buildUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return buildSessionUser({
    id: 7,
    firstName: 'Jane',
    lastName: 'Rider',
    location: 'Edinburgh',
    ownerRating: 0,
    rating: 0,
    email: 'jane@example.org',
    username: 'jane@example.org',
    postcode: 'EH1 1YZ',
    ...overrides,
  });
}

/** The JSON body a stubbed fetch was called with. */
export function sentBody(init: RequestInit | undefined): unknown {
  return JSON.parse(String(init?.body));
}

/** The JSON body of the first call a stubbed fetch received for `url`. */
export function bodySentTo(fetchMock: ReturnType<typeof stubFetch>, url: string): unknown {
  return sentBody(fetchMock.mock.calls.find(([called]) => called === url)?.[1]);
}
