import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiJson, apiRequest, errorMessage, getQueryFn, urlFromQueryKey } from './api';
import { stubFetch } from '../test-utils/stub-fetch';
import { QueryClient } from '@tanstack/react-query';

afterEach(() => {
  vi.unstubAllGlobals();
});

async function caught(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (err) {
    return err;
  }
  throw new Error('expected the promise to reject');
}

describe('apiRequest', () => {
  it('turns a non-OK reply into "status: text"', async () => {
    stubFetch({
      '/api/boom': { status: 500, statusText: 'Internal Server Error', text: 'Database on fire' },
    });
    const err = await caught(apiRequest('GET', '/api/boom'));
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).message).toBe('500: Database on fire');
    expect((err as ApiError).status).toBe(500);
    expect(errorMessage(err)).toBe('500: Database on fire');
  });

  it('uses the status text when the body is empty', async () => {
    stubFetch({ '/api/down': { status: 503, statusText: 'Service Unavailable' } });
    const err = await caught(apiRequest('POST', '/api/down', { a: 1 }));
    expect((err as ApiError).message).toBe('503: Service Unavailable');
  });

  it("keeps the server's JSON message and field errors", async () => {
    const body = {
      message: 'You have already reviewed this visit',
      fieldErrors: { rating: ['Already given'] },
    };
    stubFetch({ 'POST /api/reviews': { status: 409, statusText: 'Conflict', json: body } });
    const err = (await caught(apiRequest('POST', '/api/reviews', { rating: 5 }))) as ApiError;
    expect(err.message).toBe(`409: ${JSON.stringify(body)}`);
    expect(err.serverMessage).toBe('You have already reviewed this visit');
    expect(err.fieldErrors).toEqual({ rating: ['Already given'] });
    expect(errorMessage(err)).toBe('You have already reviewed this visit');
  });

  it('sends credentials and a JSON body with a JSON content type', async () => {
    const fetchMock = stubFetch({ 'PUT /api/things/1': { json: { ok: true } } });
    await expect(apiJson('PUT', '/api/things/1', { name: 'Bramble' })).resolves.toEqual({ ok: true });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init).toMatchObject({
      method: 'PUT',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: '{"name":"Bramble"}',
    });
  });

  it('sends FormData as it is, leaving the content type to the browser', async () => {
    const fetchMock = stubFetch({ 'POST /api/upload': { status: 204 } });
    const form = new FormData();
    form.append('note', 'hello');
    await apiRequest('POST', '/api/upload', form);
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBe(form);
    expect(init?.headers).toBeUndefined();
  });
});

describe('getQueryFn', () => {
  const run = (fn: ReturnType<typeof getQueryFn>, queryKey: readonly unknown[]) =>
    new QueryClient().fetchQuery({ queryKey, queryFn: fn, retry: false });

  it('returns null on 401 when asked to', async () => {
    stubFetch({ '/api/auth/me': { status: 401, json: { message: 'Not signed in' } } });
    await expect(run(getQueryFn({ on401: 'returnNull' }), ['/api/auth/me'])).resolves.toBeNull();
  });

  it("reads the 401's body, so the browser sees the request finish (signed-out pages reach network idle)", async () => {
    const fetchMock = stubFetch({ '/api/auth/me': { status: 401, json: { message: 'Not signed in' } } });
    await run(getQueryFn({ on401: 'returnNull' }), ['/api/auth/me']);
    const reply = await fetchMock.mock.results[0]?.value;
    expect(reply).toBeInstanceOf(Response);
    expect((reply as Response).bodyUsed).toBe(true);
  });

  it('throws on 401 by default', async () => {
    stubFetch({ '/api/auth/me': { status: 401, statusText: 'Unauthorized', text: '' } });
    await expect(run(getQueryFn({ on401: 'throw' }), ['/api/auth/me'])).rejects.toThrow('401: Unauthorized');
  });

  it("uses the call's own failure message when given", async () => {
    stubFetch({ '/api/horses': { status: 500, text: 'oops' } });
    const fn = getQueryFn({ on401: 'throw', failureMessage: 'Failed to fetch horses' });
    await expect(run(fn, ['/api/horses'])).rejects.toThrow('Failed to fetch horses');
  });

  it('builds the URL from the query key', async () => {
    const fetchMock = stubFetch({ '/api/horses': { json: [] } });
    await run(getQueryFn({ on401: 'throw' }), [
      '/api/horses',
      { services: ['general-care', 'occasional-cover'] },
    ]);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/horses?services=general-care%2Coccasional-cover');
  });
});

describe('urlFromQueryKey', () => {
  it('joins segments and drops empty query values', () => {
    expect(urlFromQueryKey(['/api/horses', 5])).toBe('/api/horses/5');
    expect(urlFromQueryKey(['/api/messages', { userId: 3, otherUserId: undefined, q: '' }])).toBe(
      '/api/messages?userId=3',
    );
  });
});
