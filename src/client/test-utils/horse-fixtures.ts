import { vi } from 'vitest';
import type { AvailabilitySlot } from '#contract/availability';
import type { Horse } from '#contract/horses';
import { EXAMPLE_HORSE } from '#contract/test-fixtures';
import type { SessionUser } from '#contract/users';
import { fixture } from './fixture';
import { SITE_CONFIG } from './site-config-fixtures';
import { stubFetch, type StubHandler } from './stub-fetch';
import { buildSessionUser, SIGNED_OUT } from './user-fixtures';

/** Test data for the horses screens (imported by *.test.tsx only). */
export { SITE_CONFIG };

export const buildHorse = fixture<Horse>(EXAMPLE_HORSE);

/** Horse 5's slot 7: Monday to Friday, 09:00–17:00, every week from 23 November to 22 December 2026. */
export const buildSlot = fixture<AvailabilitySlot>({
  id: 7,
  horseId: 5,
  title: 'Weekdays 9-5',
  startDate: '2026-11-23',
  endDate: '2026-11-27',
  startTime: '09:00',
  endTime: '17:00',
  recurrenceType: 'weekly',
  recurrenceEnd: '2026-12-22',
  isTemplate: false,
  createdAt: '2026-11-20T10:00:00.000Z',
  capacity: 1,
  carryOnDays: null,
  takenDays: [],
  requestedDays: [],
  sharedDays: [],
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
