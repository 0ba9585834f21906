import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '#client/test-utils/stub-fetch';
import { recordVisit } from './record-visit';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('recordVisit', () => {
  it('posts one anonymous visit', () => {
    const fetchMock = stubFetch({ 'POST /api/metrics/visit': { status: 204 } });
    recordVisit();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/metrics/visit');
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ method: 'POST', credentials: 'omit' });
  });

  it('reads a refusal to its end, so the request finishes (a 429 carries a body)', async () => {
    const fetchMock = stubFetch({
      'POST /api/metrics/visit': { status: 429, json: { message: 'Too many' } },
    });
    recordVisit();
    const reply = (await fetchMock.mock.results[0]?.value) as Response;
    await vi.waitFor(() => expect(reply.bodyUsed).toBe(true));
  });

  it('never throws when the server cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('offline'))),
    );
    expect(() => recordVisit()).not.toThrow();
    await Promise.resolve();
  });
});
