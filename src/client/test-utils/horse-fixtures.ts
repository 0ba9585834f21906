import { vi } from 'vitest';
import type { Horse } from '#contract/horses';
import type { SessionUser } from '#contract/users';
import { fixture } from './fixture';
import { SITE_CONFIG } from './site-config-fixtures';
import { stubFetch, type StubHandler } from './stub-fetch';
import { buildSessionUser, SIGNED_OUT } from './user-fixtures';

/** Test data for the horses screens (imported by *.test.tsx only). */
export { SITE_CONFIG };

export const buildHorse = fixture<Horse>({
  id: 5,
  ownerId: 9,
  owner: {
    id: 9,
    firstName: 'Fiona',
    lastName: 'Hay',
    location: 'York',
    bio: 'Keeping horses on the edge of the Dales for twenty years.',
    profileImage: null,
    verificationStatus: 'verified',
    ownerRating: 460,
    ownerReviewCount: 5,
  },
  name: 'Bramble',
  breed: 'Welsh Pony',
  age: 12,
  color: 'Bay',
  height: '13.3-14.2hh',
  temperament: ['calm', 'friendly'],
  experienceLevel: 'beginner',
  description: 'A kind pony who loves a hack.',
  specialNeeds: null,
  location: 'York',
  services: ['general-care'],
  images: ['/uploads/horses/bramble.webp'],
  imageApprovalStatus: ['approved'],
  thumbnails: ['/uploads/horses/bramble-card.webp'],
  isAvailable: true,
  pricePerHour: null,
  rating: 480,
  reviewCount: 12,
  isPremium: false,
  createdAt: '2025-03-01T10:00:00.000Z',
});

export function buildUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return buildSessionUser({ id: 9, ...overrides });
}

export { SIGNED_OUT };

/**
 * stubFetch at the network boundary, plus an X-Total-Count header on replies to GET /api/horses
 * (what the server sends with every list). Returns the inner mock, whose calls hold the URLs asked for.
 */
export function stubApi(routes: Record<string, StubHandler>, totalCount?: number) {
  const inner = stubFetch({ '/api/site-config': { json: SITE_CONFIG }, ...routes });
  const outer = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const res = await inner(input, init);
    const url = new URL(String(input), 'http://localhost');
    if (totalCount === undefined || url.pathname !== '/api/horses' || !res.ok) return res;
    const headers = new Headers(res.headers);
    headers.set('X-Total-Count', String(totalCount));
    return new Response(await res.text(), { status: res.status, headers });
  });
  vi.stubGlobal('fetch', outer);
  return inner;
}

/** The URLs (path and query) of every call made, in order. */
export function requestedUrls(mock: ReturnType<typeof stubFetch>): string[] {
  return mock.mock.calls.map(([input]) => String(input));
}

/** The body a stubbed fetch was called with, parsed as JSON. */
export function sentJson(init: RequestInit | undefined): unknown {
  return JSON.parse(String(init?.body));
}
